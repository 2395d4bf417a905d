import { API_BASE, ROUTES, familyTimeoutSeconds } from '@stratum/contracts';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { randomUUID } from 'node:crypto';

/**
 * What API Gateway does in front of the Lambdas, once: a request becomes the HTTP API (payload 2.0)
 * event of its family's handler, and the handler's result becomes the response. The local server
 * uses it for every /api/v1 call, and the security suites call it in-process, so both run the
 * handlers on the same event.
 */

export type LambdaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

export interface LocalApi {
  /** every family's handler by family name */
  handlers: Record<string, LambdaHandler>;
  openapi: LambdaHandler;
}

export interface ApiRequest {
  method: string;
  url: URL;
  /** lower-case names, repeated values joined with commas, as Node gives them */
  headers: Record<string, string>;
  body: Buffer;
  sourceIp: string;
}

export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export const MAX_BODY_BYTES = 12 * 1024 * 1024;

const failed = (status: number, code: string, message: string): ApiResponse => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  body: Buffer.from(JSON.stringify({ res: 'FAILED', data: { code }, err_msg: message })),
});

export const notFound = (path: string): ApiResponse => failed(404, 'NOT_FOUND', `No such call: ${path}`);

export const badRequest = (message: string): ApiResponse => failed(400, 'BAD_REQUEST', message);

export const tooLarge = (): ApiResponse => failed(413, 'PAYLOAD_TOO_LARGE', 'The request is too large');

/** An API Gateway HTTP API (payload 2.0) event, as AWS would build it for this request. */
export const toEvent = (req: ApiRequest): APIGatewayProxyEventV2 => {
  const { url, headers, body } = req;
  const type = headers['content-type'] ?? '';
  const textual = type === '' || /json|text|x-www-form-urlencoded/.test(type);
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = query[k] === undefined ? v : `${query[k]},${v}`;
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
        method: req.method,
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: req.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: '$default',
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
    },
    body: body.length ? body.toString(textual ? 'utf8' : 'base64') : undefined,
    isBase64Encoded: body.length > 0 && !textual,
  };
};

/**
 * A Lambda context with the family's own time limit, counting down from now, as AWS gives it.
 * STRATUM_LAMBDA_TIMEOUT_MS shortens every family's limit (fault tests, which would otherwise
 * wait 15 s for each stalled call).
 */
const lambdaContext = (requestId: string, family: string | undefined): Context => {
  const override = Number(process.env.STRATUM_LAMBDA_TIMEOUT_MS ?? '');
  const limit = override > 0 ? override : familyTimeoutSeconds(family ?? '') * 1000;
  const deadline = Date.now() + limit;
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

/** The handler API Gateway would route this path to (the family's, or the OpenAPI document's). */
export const targetOf = (
  api: LocalApi,
  path: string,
): { handler: LambdaHandler; family: string | undefined } | undefined => {
  if (path === `${API_BASE}/openapi.json`) return { handler: api.openapi, family: undefined };
  const family = familyOf(path);
  const handler = family === undefined ? undefined : api.handlers[family];
  return handler && { handler, family };
};

/** One /api/v1 request through its family's handler, as API Gateway and Lambda run it. */
export const invoke = async (api: LocalApi, req: ApiRequest): Promise<ApiResponse> => {
  const target = targetOf(api, req.url.pathname);
  if (!target) return notFound(req.url.pathname);
  if (req.body.length > MAX_BODY_BYTES) return tooLarge();
  const event = toEvent(req);
  const out = await target.handler(event, lambdaContext(event.requestContext.requestId, target.family));
  return {
    status: out.statusCode ?? 200,
    headers: (out.headers ?? {}) as Record<string, string>,
    body: Buffer.from(out.body ?? '', out.isBase64Encoded ? 'base64' : 'utf8'),
  };
};
