import { API_BASE, contentSecurityPolicy, securityHeaders } from '@stratum/contracts';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { Duplex } from 'node:stream';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import {
  MAX_BODY_BYTES,
  invoke,
  notFound,
  targetOf,
  badRequest,
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

/** What a body longer than the limit is read as: the request is answered 413 once it has ended. */
const TOO_LARGE = Symbol('too large');
/** Past this much, a body is not even drained: the connection is cut. */
const DRAIN_LIMIT_BYTES = 8 * MAX_BODY_BYTES;

/**
 * The body, or TOO_LARGE when it is over the limit. An oversized body is still read to its end
 * (and thrown away) so that the client, which is still sending it, gets the 413 envelope rather
 * than a cut connection.
 */
const readBody = (req: IncomingMessage): Promise<Buffer | typeof TOO_LARGE> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > DRAIN_LIMIT_BYTES) req.destroy();
      else if (size <= MAX_BODY_BYTES) chunks.push(c);
    });
    req.on('end', () => resolve(size > MAX_BODY_BYTES ? TOO_LARGE : Buffer.concat(chunks)));
    req.on('error', reject);
  });

const send = (res: ServerResponse, out: ApiResponse) => {
  const sized = Object.keys(out.headers).some((k) => k.toLowerCase() === 'content-length');
  res.writeHead(
    out.status,
    sized ? out.headers : { ...out.headers, 'content-length': String(out.body.length) },
  );
  res.end(out.body);
};

const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  const text = Buffer.from(JSON.stringify(body));
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(text.length),
    'cache-control': 'no-store',
  });
  res.end(text);
};

/**
 * The request target as a URL on this server, or null. Only origin-form targets (`/path?query`)
 * are served; an absolute-form or authority-form target, or one URL cannot parse, is not.
 */
const urlOf = (target: string | undefined): URL | null => {
  if (!target?.startsWith('/')) return null;
  try {
    return new URL(target, 'http://local');
  } catch {
    return null;
  }
};

/** A whole 400 answer, for a socket Node hands over without a response object. */
const rawBadRequest = (message: string): string => {
  const { body, headers } = badRequest(message);
  const lines = Object.entries({ ...headers, 'content-length': String(body.length), connection: 'close' });
  return `HTTP/1.1 400 Bad Request\r\n${lines.map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n${body.toString()}`;
};

const decodable = (path: string): boolean => {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
};

/** Serves /api/v1 through the very Lambda handlers AWS runs, and the SPA with history fallback. */
export const startServer = async (
  opts: ServerOptions,
): Promise<{ server: Server; url: string; close(): Promise<void> }> => {
  // The same set CloudFront adds in AWS to every response, less what only makes sense over TLS.
  const security = securityHeaders(
    contentSecurityPolicy(opts.filesOrigin ? [opts.filesOrigin] : [], false),
    false,
  );

  const serveApi = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    // Unknown calls are refused before their body is read.
    if (!targetOf(opts, url.pathname)) {
      send(res, notFound(url.pathname));
      return;
    }
    const declared = Number(req.headers['content-length'] ?? 0);
    const body = declared > DRAIN_LIMIT_BYTES ? TOO_LARGE : await readBody(req);
    if (body === TOO_LARGE) {
      res.setHeader('connection', 'close');
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
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return;
    }
    // History-mode routing: every app path is the SPA, which shows its own not-found page.
    const target = isFile ? file : index;
    const immutable = isFile && rel.startsWith('/assets/');
    res.writeHead(200, {
      'content-type': TYPES[extname(target)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    res.end(readFileSync(target));
  };

  /** Whatever a socket sends ends in an answer: nothing a request holds may stop the server. */
  const serve = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    for (const [name, value] of Object.entries(security)) res.setHeader(name, value);
    const url = urlOf(req.url);
    if (!url) {
      send(res, badRequest('The request target is not a path this server serves'));
      return;
    }
    if (!decodable(url.pathname)) {
      send(res, badRequest('The request path has a malformed escape'));
      return;
    }
    if (url.pathname.startsWith(`${API_BASE}/`)) await serveApi(req, res, url);
    else serveWeb(res, url);
  };

  const server = createServer((req, res) => {
    serve(req, res).catch((e: unknown) => {
      console.error(JSON.stringify({ level: 'error', msg: 'local server', message: (e as Error).message }));
      if (!res.headersSent)
        sendJson(res, 500, { res: 'FAILED', data: { code: 'INTERNAL' }, err_msg: 'Local server error' });
      else res.end();
    });
  });
  // CONNECT (an authority-form target) is not for this server; Node would drop the socket.
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    socket.end(rawBadRequest('The request target is not a path this server serves'));
  });
  // A request Node cannot parse at all (bad request line, oversized headers) gets the envelope too.
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || err.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    socket.end(rawBadRequest('The request could not be read'));
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
