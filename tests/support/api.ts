import { inject } from 'vitest';

export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: { res: string; data: T; err_msg: string };
}

/** The running test stack; its environment is applied so core can be called directly too. */
export const stack = () => {
  const s = inject('stack');
  Object.assign(process.env, s.env);
  return s;
};

export interface CallOptions {
  token?: string;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  /** a raw body, sent as is */
  raw?: BodyInit;
}

/** How a request reaches the API: over HTTP to the test stack, unless a project chose otherwise. */
export type Transport = (request: Request) => Promise<{ status: number; text: string }>;

const overHttp: Transport = async (request) => {
  const res = await fetch(request);
  return { status: res.status, text: await res.text() };
};

let transport: Transport = overHttp;

/**
 * Sends every later call of this test file through `t`. The security project calls the handlers
 * in-process this way (tests/support/in-process.ts): one transport for every call, so a change
 * one call makes (a sign-out, a suspended company) is seen by the next.
 */
export const useTransport = (t: Transport): void => {
  transport = t;
};

/** One call to /api/v1, exactly as a client makes it. */
export const call = async <T = Record<string, unknown>>(
  method: string,
  path: string,
  opts: CallOptions = {},
): Promise<Reply<T>> => {
  const url = new URL(`${stack().url}/api/v1${path}`);
  for (const [k, v] of Object.entries(opts.query ?? {}))
    if (v !== undefined) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.token) headers.token = opts.token;
  let body: BodyInit | undefined = opts.raw;
  if (opts.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(opts.body);
  }
  const res = await transport(new Request(url, { method, headers, ...(body !== undefined ? { body } : {}) }));
  let parsed: Reply<T>['body'];
  try {
    parsed = JSON.parse(res.text) as Reply<T>['body'];
  } catch {
    throw new Error(
      `${method} ${path} answered ${res.status} with a body that is not JSON: ${res.text.slice(0, 200)}`,
    );
  }
  return { status: res.status, body: parsed };
};

export const post = <T = Record<string, unknown>>(path: string, body: unknown, token?: string) =>
  call<T>('POST', path, { body, ...(token ? { token } : {}) });

export const get = <T = Record<string, unknown>>(
  path: string,
  query: CallOptions['query'] = {},
  token?: string,
) => call<T>('GET', path, { query, ...(token ? { token } : {}) });

export interface Session {
  token: string;
  refreshToken: string;
  userId: string;
  companyId: string | null;
  employeeId: string | null;
}

export const login = async (email: string, password: string): Promise<Session> => {
  const r = await post<{
    user: {
      apiToken: string;
      refreshToken: string;
      id: string;
      companyId: string | null;
      employeeId: string | null;
    };
  }>('/auth/login', { email, password });
  if (r.status !== 200) throw new Error(`login ${email} failed: ${r.status} ${r.body.err_msg}`);
  const u = r.body.data.user;
  return {
    token: u.apiToken,
    refreshToken: u.refreshToken,
    userId: u.id,
    companyId: u.companyId,
    employeeId: u.employeeId,
  };
};
