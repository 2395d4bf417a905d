import middy from '@middy/core';
import {
  API_BASE,
  COMPANY_HEADER,
  ERROR_STATUS,
  LINK_REFUSED,
  LINK_TOKEN_HEADER,
  OUTCOME_UNKNOWN_MESSAGE,
  type RouteDef,
  type TFailedEnvelope,
} from '@stratum/contracts';
import type { Ctx, LinkCtx, PublicCtx } from '@stratum/core/kernel/ctx';
import { AppError, isAppError } from '@stratum/core/kernel/errors';
import { newId } from '@stratum/core/kernel/ids';
import { checkLinkToken } from '@stratum/core/kernel/link-tokens';
import { isOutcomeUnknown } from '@stratum/core/kernel/request-scope';
import { resolveCaller } from '@stratum/core/platform';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { z } from 'zod';
import type { Binding, UploadedFile } from './bind';
import { jsonBody, multipartBody, queryInput } from './body';
import { idempotent, withDeadline, type Answer } from './idempotency';
import { log } from './log';

type Event = APIGatewayProxyEventV2;
type Result = APIGatewayProxyStructuredResultV2;

interface State {
  requestId: string;
  started: number;
  route?: RouteDef;
  userId?: string;
  /** the tenant the call acts in, so an operator can follow one company's calls; never a name */
  companyId?: string;
}

const respond = (
  status: number,
  body: unknown,
  requestId: string,
  extra: Record<string, string> = {},
): Result => ({
  statusCode: status,
  headers: {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-request-id': requestId,
    ...extra,
  },
  body: JSON.stringify(body),
});

const fieldPath = (path: PropertyKey[]): string => path.map(String).join('.') || 'body';

/**
 * A failure as the client sees it: the code's status, a message a person can act on, nothing
 * internal. A service that did not answer (a timeout, a cancelled call) leaves a write's outcome
 * unknown: a 504 that says a retry with the same key is safe, never "failed, try again"; a read
 * has no outcome to know, so it is a plain 503.
 */
/**
 * The request's input by its schema. A schema that throws something other than its own refusal on
 * some odd input (zod's length check on an object whose `length` is not a number) is still bad
 * input: a 400, never a 500.
 */
const parseInput = (schema: z.ZodType, raw: unknown): unknown => {
  try {
    return schema.parse(raw);
  } catch (e) {
    if (e instanceof z.ZodError) throw e;
    throw new AppError('BAD_REQUEST', 'The request does not have the shape this call takes.');
  }
};

export const failure = (
  error: unknown,
  requestId: string,
  mutates = false,
): { status: number; body: TFailedEnvelope } => {
  if (error instanceof z.ZodError) {
    const issues = error.issues.map((i) => ({ path: fieldPath(i.path), message: i.message }));
    const text = issues
      .slice(0, 3)
      .map((i) => (i.message.startsWith(`${i.path} `) ? i.message : `${i.path}: ${i.message}`))
      .join('; ');
    return {
      status: ERROR_STATUS.BAD_REQUEST,
      body: { res: 'FAILED', data: { code: 'BAD_REQUEST', issues }, err_msg: text },
    };
  }
  if (isAppError(error)) {
    return {
      status: error.status,
      body: {
        res: 'FAILED',
        data: { code: error.code, ...(error.issues ? { issues: error.issues } : {}) },
        err_msg: error.message,
      },
    };
  }
  if (isOutcomeUnknown(error)) {
    const code = mutates ? 'OUTCOME_UNKNOWN' : 'UNAVAILABLE';
    return {
      status: ERROR_STATUS[code],
      body: {
        res: 'FAILED',
        data: { code },
        err_msg: mutates
          ? OUTCOME_UNKNOWN_MESSAGE
          : 'A service this page needs did not answer in time. Please try again in a moment.',
      },
    };
  }
  return {
    status: 500,
    body: {
      res: 'FAILED',
      data: { code: 'INTERNAL' },
      err_msg: `Something went wrong on our side. Please try again; if it keeps happening, quote reference ${requestId}.`,
    },
  };
};

const tokenOf = (event: Event): string | undefined => {
  const direct = event.headers.token?.trim();
  if (direct) return direct;
  const auth = event.headers.authorization?.trim();
  return auth?.toLowerCase().startsWith('bearer ') ? auth.slice(7).trim() : undefined;
};

const lowerCaseHeaders = (event: Event): void => {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(event.headers ?? {})) if (v !== undefined) headers[k.toLowerCase()] = v;
  event.headers = headers;
};

/**
 * One Lambda for one API family (ARCHITECTURE §4): find the route in the table, read and validate
 * the input, resolve the caller and gate on role and module, run the use case, check its output,
 * and answer in the envelope. The family knows its routes from its bindings, so its Lambda
 * bundles its own routes' schemas only; functions/src/index.ts (loaded by every local start and
 * test run) refuses to load while a family's bindings miss a route of the table (`unboundRoutes`).
 */
export const familyHandler = (family: string, bindings: readonly Binding[]) => {
  const routes = bindings.map((b) => b.route);
  const foreign = routes.filter((r) => r.family !== family);
  if (routes.length === 0 || foreign.length > 0) {
    throw new Error(`family ${family}: bindings of other families: ${foreign.map((r) => r.path).join(', ')}`);
  }
  const byKey = new Map(bindings.map((b) => [`${b.route.method} ${b.route.path}`, b]));

  const state = new WeakMap<Event, State>();

  const core = async (event: Event, deadline: number): Promise<Result> => {
    const s = state.get(event)!;
    const method = event.requestContext.http.method.toUpperCase();
    const path = (event.rawPath ?? event.requestContext.http.path).replace(/\/+$/, '');
    const sub = path.startsWith(API_BASE) ? path.slice(API_BASE.length) : path;
    const matches = routes.filter((r) => r.path === sub);
    if (matches.length === 0) throw new AppError('NOT_FOUND', `No such call: ${sub}`);
    const route = matches.find((r) => r.method === method);
    if (!route) {
      throw new AppError(
        'BAD_REQUEST',
        `${sub} takes ${matches.map((r) => r.method).join(' or ')}, not ${method}`,
      );
    }
    s.route = route;
    const binding = byKey.get(`${route.method} ${route.path}`)!;

    // Input first: a malformed call is refused before anything is looked up.
    let raw: Record<string, unknown>;
    let file: UploadedFile | undefined;
    if (route.method === 'GET') raw = queryInput(event);
    else if (route.file) ({ fields: raw, file } = await multipartBody(event, route.file));
    else raw = jsonBody(event);

    const meta: PublicCtx = {
      requestId: s.requestId,
      now: new Date(),
      sourceIp: event.requestContext.http.sourceIp ?? 'unknown',
    };
    let token: string | undefined;
    let ctx: Ctx | PublicCtx | LinkCtx;
    if (route.access === 'public') ctx = meta;
    else if (route.link) {
      // A link route admits a link token of its purpose and nothing else (a session included).
      const link =
        event.headers[LINK_TOKEN_HEADER]?.trim() ||
        tokenOf(event) ||
        (route.linkParam ? event.queryStringParameters?.[route.linkParam]?.trim() : undefined);
      if (!link) throw new AppError('UNAUTHORIZED', LINK_REFUSED);
      ctx = { ...meta, link: await checkLinkToken(link, route.link, meta.now) };
    } else {
      token = tokenOf(event);
      if (!token) throw new AppError('UNAUTHORIZED', 'Please sign in: this call needs your session token.');
      const company = event.headers[COMPANY_HEADER]?.trim() || undefined;
      const caller = await resolveCaller(token, route, meta, company);
      s.userId = caller.userId;
      s.companyId = caller.companyId ?? undefined;
      ctx = caller;
    }

    if (route.linkParam) delete raw[route.linkParam];
    const input = parseInput(route.input, raw);
    if (route.contentType) {
      // A text answer (a calendar feed): a read, never stored for replay; failures are envelopes.
      const output = await binding.run({ ctx, input, file, token });
      const checked = route.output.safeParse(output);
      if (!checked.success || typeof checked.data !== 'string') {
        throw new Error(`${family}.${route.action}: output breaks the contract`);
      }
      return {
        statusCode: 200,
        headers: {
          'content-type': route.contentType,
          'cache-control': 'no-store',
          'x-request-id': s.requestId,
        },
        body: checked.data,
      };
    }
    const answer = async (): Promise<Answer> => {
      const output = await binding.run({ ctx, input, file, token });
      // An answer that breaks the contract is our fault, never the caller's: a 500, not a 400.
      const checked = route.output.safeParse(output);
      if (!checked.success) {
        throw new Error(`${family}.${route.action}: output breaks the contract: ${checked.error.message}`);
      }
      return { status: 200, body: { res: 'SUCCESS', data: checked.data, err_msg: '' } };
    };
    const out = await idempotent(
      { route, ctx, headers: event.headers, input, file, requestId: s.requestId, deadline },
      answer,
      (e) => failure(e, s.requestId, route.mutates),
    );
    return respond(out.status, out.body, s.requestId, out.headers);
  };

  const handler = middy<Event, Result, Error, Context>()
    .before((request) => {
      lowerCaseHeaders(request.event);
      const requestId = request.event.requestContext?.requestId || newId();
      state.set(request.event, { requestId, started: Date.now() });
    })
    .after((request) => {
      const s = state.get(request.event)!;
      log('info', 'request', {
        requestId: s.requestId,
        family,
        action: s.route?.action,
        userId: s.userId,
        companyId: s.companyId,
        status: request.response?.statusCode,
        ms: Date.now() - s.started,
      });
    })
    .onError((request) => {
      const s = state.get(request.event) ?? { requestId: newId(), started: Date.now() };
      const { status, body } = failure(request.error, s.requestId, s.route?.mutates);
      const fields = {
        requestId: s.requestId,
        family,
        action: s.route?.action,
        userId: s.userId,
        companyId: s.companyId,
        status,
        ms: Date.now() - s.started,
      };
      if (status >= 500) {
        const err = request.error as Error | undefined;
        log('error', 'request failed', {
          ...fields,
          error: err?.name,
          message: err?.message,
          stack: err?.stack,
        });
      } else log('info', 'request refused', { ...fields, err_msg: body.err_msg });
      request.response = respond(status, body, s.requestId);
    })
    .handler((event, context) =>
      withDeadline(family, context.getRemainingTimeInMillis?.(), (deadline) => core(event, deadline)),
    );
  return Object.assign(handler, { boundRoutes: routes as readonly RouteDef[] });
};

/** The routes of the table a family's handler leaves unbound (none, or it must not serve). */
export const unboundRoutes = (
  handler: { boundRoutes: readonly RouteDef[] },
  tableRoutes: readonly RouteDef[],
): RouteDef[] => {
  const bound = new Set(handler.boundRoutes.map((r) => `${r.method} ${r.path}`));
  return tableRoutes.filter((r) => !bound.has(`${r.method} ${r.path}`));
};
