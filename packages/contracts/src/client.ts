import type { z } from 'zod';
import {
  COMPANY_HEADER,
  IDEMPOTENCY_HEADER,
  IDEMPOTENT_REPLAY_HEADER,
  isSuccess,
  type TFieldIssue,
} from './envelope';
import { API_BASE, type RouteDef } from './route';

/** A failed call as the UI shows it: the route's title (spec §8) and the server's message. */
export class ApiError extends Error {
  readonly title: string;
  readonly status: number;
  readonly code: string;
  readonly issues: TFieldIssue[];

  constructor(title: string, message: string, status: number, code: string, issues: TFieldIssue[] = []) {
    super(message);
    this.name = 'ApiError';
    this.title = title;
    this.status = status;
    this.code = code;
    this.issues = issues;
  }
}

export interface ApiClientOptions {
  /** where /api/v1 lives; '' for the same origin */
  baseUrl?: string;
  /** the stored apiToken, sent in the spec's `token` header */
  getToken?: () => string | null | undefined;
  /** the company the caller acts in, sent as COMPANY_HEADER with every authenticated call */
  getCompany?: () => string | null | undefined;
  /**
   * Called once when an authenticated call answers 401; resolve true after refreshing the session
   * to have the call retried once, false to give up (the caller then signs the user out).
   */
  onUnauthorized?: () => Promise<boolean>;
  fetch?: typeof fetch;
  /**
   * Pauses before each automatic retry of a write whose outcome is not known (a 503/504 or no
   * answer at all); the retry carries the same Idempotency-Key, so it cannot write twice.
   * Default: two retries, after 1 s and 3 s.
   */
  retryDelaysMs?: readonly number[];
  /**
   * Called when a retried write's first attempt was committed but its answer was lost (the server
   * answers 200 with no data and `idempotent-replayed: committed`): the app refetches what it shows.
   */
  onCommittedWithoutAnswer?: () => void;
}

/** What the person is told when their change was made but what it made cannot be shown. */
export const COMMITTED_WITHOUT_ANSWER =
  'Your change was saved, but its answer was lost on the way. The page now shows it as it is; do not repeat it.';

/** An answer that says nothing was decided, or that what was decided is not known. */
const outcomeUnknown = (status: number): boolean => status === 503 || status === 504;

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A fresh key. `randomUUID` exists only in secure contexts; a page served over plain http on a
 * LAN address (`npm start` on 0.0.0.0) still has `getRandomValues`.
 */
const newKey = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

type In<R> = R extends RouteDef<infer I, z.ZodType> ? z.input<I> : never;
type Out<R> = R extends RouteDef<z.ZodType, infer O> ? z.output<O> : never;

const toQuery = (input: Record<string, unknown>): string => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(input))
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const text = params.toString();
  return text ? `?${text}` : '';
};

/**
 * The typed client the route table gives the web app: `call(route, input)` returns the route's
 * `data`, or throws an ApiError titled for the route. A transport failure is a failed result with
 * the error's text (spec §7).
 */
export const createApiClient = (opts: ApiClientOptions = {}) => {
  const doFetch = opts.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  const retryDelays = opts.retryDelaysMs ?? [1000, 3000];

  const send = async <R extends RouteDef>(
    route: R,
    input: In<R>,
    file: (Blob & { name?: string }) | undefined,
    key: string | undefined,
  ) => {
    const url = `${opts.baseUrl ?? ''}${API_BASE}${route.path}`;
    const headers: Record<string, string> = {};
    if (key) headers[IDEMPOTENCY_HEADER] = key;
    const token = route.access === 'public' ? undefined : opts.getToken?.();
    if (token) headers.token = token;
    const company = token ? opts.getCompany?.() : undefined;
    if (company) headers[COMPANY_HEADER] = company;
    const data = (input ?? {}) as Record<string, unknown>;
    let body: BodyInit | undefined;
    let target = url;
    if (route.method === 'GET') target = `${url}${toQuery(data)}`;
    else if (route.file) {
      const form = new FormData();
      for (const [k, v] of Object.entries(data)) if (v !== undefined && v !== null) form.set(k, String(v));
      if (file) form.set(route.file.field, file, file.name ?? 'file');
      body = form;
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(data);
    }
    return doFetch(target, { method: route.method, headers, ...(body !== undefined ? { body } : {}) });
  };

  const call = async <R extends RouteDef>(
    route: R,
    input: In<R>,
    file?: Blob & { name?: string },
  ): Promise<Out<R>> => {
    // One key per user action: every retry of this call below sends the same one.
    const key = route.mutates && route.access !== 'public' ? newKey() : undefined;
    let res: Response;
    for (let attempt = 0; ; attempt++) {
      const last = !key || attempt >= retryDelays.length;
      try {
        res = await send(route, input, file, key);
        if (
          res.status === 401 &&
          route.access !== 'public' &&
          opts.onUnauthorized &&
          (await opts.onUnauthorized())
        ) {
          res = await send(route, input, file, key);
        }
        if (last || !outcomeUnknown(res.status)) break;
      } catch (e) {
        if (last) {
          throw new ApiError(
            route.errorTitle,
            (e as Error).message || 'The server could not be reached',
            0,
            'TRANSPORT',
          );
        }
      }
      await pause(retryDelays[attempt] ?? 0);
    }
    let envelope: { res?: string; data?: unknown; err_msg?: string };
    try {
      envelope = (await res.json()) as typeof envelope;
    } catch {
      throw new ApiError(
        route.errorTitle,
        `The server answered ${res.status} without a readable body`,
        res.status,
        'TRANSPORT',
      );
    }
    if (!isSuccess(envelope)) {
      const failure = (envelope.data ?? {}) as { code?: string; issues?: TFieldIssue[] };
      throw new ApiError(
        route.errorTitle,
        envelope.err_msg || 'The request failed',
        res.status,
        failure.code ?? 'UNKNOWN',
        failure.issues ?? [],
      );
    }
    if (res.headers.get(IDEMPOTENT_REPLAY_HEADER) === 'committed' && envelope.data === null) {
      // Done, yet what it made is not known here: a screen that needs the result must not get a
      // null it does not expect, so it is told plainly instead (and everything is refetched).
      opts.onCommittedWithoutAnswer?.();
      if (route.output.safeParse(null).success) return null as Out<R>;
      throw new ApiError(route.errorTitle, COMMITTED_WITHOUT_ANSWER, res.status, 'COMMITTED');
    }
    return envelope.data as Out<R>;
  };

  return { call };
};

export type ApiClient = ReturnType<typeof createApiClient>;
