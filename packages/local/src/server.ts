import { API_BASE } from '@stratum/contracts';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import {
  MAX_BODY_BYTES,
  invoke,
  notFound,
  targetOf,
  tooLarge,
  type ApiResponse,
  type LocalApi,
} from './api-gateway';

export interface ServerOptions extends LocalApi {
  port: number;
  host?: string;
  /** the built SPA (web/dist); absent: API only */
  webDir?: string;
  /** the S3 endpoint the browser loads logos from and uploads to */
  filesOrigin?: string;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** The same headers the CloudFront function adds in AWS, so the SPA is tested under them. */
const securityHeaders = (filesOrigin: string | undefined): Record<string, string> => ({
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'content-security-policy': [
    "default-src 'self'",
    `img-src 'self' data: blob: ${filesOrigin ?? ''}`.trim(),
    `connect-src 'self' ${filesOrigin ?? ''}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "script-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; '),
});

const readBody = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY_BYTES) {
        reject(Object.assign(new Error('body too large'), { status: 413 }));
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

const send = (res: ServerResponse, out: ApiResponse) => {
  res.writeHead(out.status, out.headers);
  res.end(out.body);
};

const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
};

/** Serves /api/v1 through the very Lambda handlers AWS runs, and the SPA with history fallback. */
export const startServer = async (
  opts: ServerOptions,
): Promise<{ server: Server; url: string; close(): Promise<void> }> => {
  const headers = securityHeaders(opts.filesOrigin);

  const serveApi = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    // Unknown calls are refused before their body is read.
    if (!targetOf(opts, url.pathname)) {
      send(res, notFound(url.pathname));
      return;
    }
    let body: Buffer;
    try {
      body = await readBody(req);
    } catch {
      send(res, tooLarge());
      return;
    }
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers))
      if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(',') : v;
    const sourceIp = req.socket.remoteAddress ?? 'unknown';
    send(res, await invoke(opts, { method: req.method ?? 'GET', url, headers, body, sourceIp }));
  };

  const serveWeb = (res: ServerResponse, url: URL) => {
    const root = opts.webDir;
    const index = root ? join(root, 'index.html') : undefined;
    if (!root || !index || !existsSync(index)) {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The web app is not built yet: run `npm run build:web`, or use `npm start`, which builds it.');
      return;
    }
    const rel = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(root, rel);
    const isFile = file.startsWith(root) && existsSync(file) && statSync(file).isFile();
    if (!isFile && extname(rel)) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...headers });
      res.end('Not found');
      return;
    }
    // History-mode routing: every app path is the SPA, which shows its own not-found page.
    const target = isFile ? file : index;
    const immutable = isFile && rel.startsWith('/assets/');
    res.writeHead(200, {
      'content-type': TYPES[extname(target)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...headers,
    });
    res.end(readFileSync(target));
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const work = url.pathname.startsWith(`${API_BASE}/`)
      ? serveApi(req, res, url)
      : Promise.resolve(serveWeb(res, url));
    work.catch((e: unknown) => {
      console.error(JSON.stringify({ level: 'error', msg: 'local server', message: (e as Error).message }));
      if (!res.headersSent)
        sendJson(res, 500, { res: 'FAILED', data: { code: 'INTERNAL' }, err_msg: 'Local server error' });
      else res.end();
    });
  });
  server.keepAliveTimeout = 5_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${opts.host ?? '127.0.0.1'}:${port}`;
  return {
    server,
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
