import { API_BASE, ROUTES, familyTimeoutSeconds } from '@stratum/contracts';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

type LambdaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

export interface ServerOptions {
  port: number;
  host?: string;
  /** the built SPA (web/dist); absent: API only */
  webDir?: string;
  /** the S3 endpoint the browser loads logos from and uploads to */
  filesOrigin?: string;
  handlers: Record<string, LambdaHandler>;
  openapi: LambdaHandler;
}

const MAX_BODY_BYTES = 12 * 1024 * 1024;

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

/** An API Gateway HTTP API (payload 2.0) event, as AWS would build it for this request. */
const toEvent = (req: IncomingMessage, url: URL, body: Buffer): APIGatewayProxyEventV2 => {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers))
    if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(',') : v;
  const type = headers['content-type'] ?? '';
  const textual = type === '' || /json|text|x-www-form-urlencoded/.test(type);
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = query[k] === undefined ? v : `${query[k]},${v}`;
  const requestId = randomUUID();
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: url.host,
      domainPrefix: 'local',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: req.socket.remoteAddress ?? 'unknown',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey: '$default',
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
    },
    body: body.length ? body.toString(textual ? 'utf8' : 'base64') : undefined,
    isBase64Encoded: body.length > 0 && !textual,
  };
};

/** A Lambda context with the family's own time limit, counting down from now, as AWS gives it. */
const lambdaContext = (requestId: string, family: string | undefined): Context => {
  const deadline = Date.now() + familyTimeoutSeconds(family ?? '') * 1000;
  return {
    awsRequestId: requestId,
    functionName: family ?? 'openapi',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
  } as unknown as Context;
};

const familyOf = (path: string): string | undefined => {
  const sub = path.slice(API_BASE.length).replace(/\/+$/, '');
  return ROUTES.find((r) => r.path === sub)?.family;
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
    const family = url.pathname === `${API_BASE}/openapi.json` ? undefined : familyOf(url.pathname);
    const handler =
      url.pathname === `${API_BASE}/openapi.json` ? opts.openapi : family && opts.handlers[family];
    if (!handler) {
      sendJson(res, 404, {
        res: 'FAILED',
        data: { code: 'NOT_FOUND' },
        err_msg: `No such call: ${url.pathname}`,
      });
      return;
    }
    let body: Buffer;
    try {
      body = await readBody(req);
    } catch {
      sendJson(res, 413, {
        res: 'FAILED',
        data: { code: 'PAYLOAD_TOO_LARGE' },
        err_msg: 'The request is too large',
      });
      return;
    }
    const event = toEvent(req, url, body);
    const out = await handler(event, lambdaContext(event.requestContext.requestId, family));
    res.writeHead(out.statusCode ?? 200, (out.headers ?? {}) as Record<string, string>);
    res.end(out.isBase64Encoded ? Buffer.from(out.body ?? '', 'base64') : (out.body ?? ''));
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
