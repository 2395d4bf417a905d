import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What one request's calls share without passing it through every use case: the signal that
 * cancels its AWS SDK calls before the function's own time limit, and the Idempotency-Key claim
 * its changes must carry (ARCHITECTURE §4). Outside a request (the seed, scripts, tests calling
 * core directly) there is no scope: calls are then bounded by the clients' own timeouts only.
 */
export interface RequestScope {
  /** aborted when the request gives up waiting; every SDK call of the request listens to it */
  signal?: AbortSignal;
  /** the key this request holds, fenced into each of its change transactions (kernel/idempotency) */
  claim?: { companyId: string; userId: string; key: string; owner: string };
  /**
   * the function the work runs in (a family, `mailer`, `jobs`, `reminders`): what it may call
   * is what that function is granted (kernel/identity-grants)
   */
  principal?: string;
}

const storage = new AsyncLocalStorage<RequestScope>();

export const inRequestScope = <T>(scope: RequestScope, run: () => Promise<T>): Promise<T> =>
  storage.run(scope, run);

export const requestScope = (): RequestScope | undefined => storage.getStore();

const UNKNOWN_NAMES = new Set(['AbortError', 'TimeoutError', 'RequestTimeout', 'RequestTimeoutException']);
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
]);

/**
 * True when an error says only that a service did not answer (a timeout, a cancelled call, a
 * refused or cut connection, its own 5xx): what it did with our request is not known. ElectroDB
 * and the SDK wrap the cause, so the whole chain is read. A refusal the service decided (a failed
 * condition, a validation error) is not one of these.
 */
export const isOutcomeUnknown = (error: unknown): boolean => {
  const seen = new Set<unknown>();
  for (let e = error; e && typeof e === 'object' && !seen.has(e);) {
    seen.add(e);
    const err = e as {
      name?: string;
      code?: string;
      $metadata?: { httpStatusCode?: number };
      cause?: unknown;
    };
    if (err.name && UNKNOWN_NAMES.has(err.name)) return true;
    if (err.code && UNREACHABLE_CODES.has(err.code)) return true;
    if ((err.$metadata?.httpStatusCode ?? 0) >= 500) return true;
    e = err.cause;
  }
  return false;
};
