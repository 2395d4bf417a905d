import { z } from 'zod';

/** spec §7: every response is `{ res, data, err_msg }`; success is `res` = `SUCCESS`. */
export const ZEnvelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ res: z.enum(['SUCCESS', 'FAILED']), data, err_msg: z.string() });

export type TEnvelope<T> = { res: 'SUCCESS'; data: T; err_msg: '' } | TFailedEnvelope;

export interface TFieldIssue {
  path: string;
  message: string;
}

export interface TFailedEnvelope {
  res: 'FAILED';
  data: { code: TErrorCode; issues?: TFieldIssue[] } | null;
  err_msg: string;
}

/** One error vocabulary for the whole product; the kernel maps each code to one HTTP status. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  /** a service the answer depends on cannot be reached: nothing was decided, try again later */
  UNAVAILABLE: 503,
  /**
   * a write gave up waiting (a timeout, a cancelled call, a store that stopped answering): it may
   * or may not have been applied; a retry with the same Idempotency-Key is answered safely
   */
  OUTCOME_UNKNOWN: 504,
} as const;

/**
 * The header a write carries so that a retry is answered with the first outcome instead of being
 * done twice (ARCHITECTURE §4): one key per user action, the same key on every retry of it.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/**
 * The header naming the company a call acts in, for a person who belongs to several. The gate
 * honours it only through a membership of that company; without it, the person's first company.
 * It lives here, with the other headers and no schema, so the web client can send it without
 * loading the auth schemas (and zod) before anyone signs in.
 */
export const COMPANY_HEADER = 'x-stratum-company';

/** Set on an answer that was replayed from an earlier request with the same Idempotency-Key. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';

/** What a write whose outcome is not known answers (never "failed, try again"). */
export const OUTCOME_UNKNOWN_MESSAGE = 'The outcome is not known — retrying with the same key is safe.';

export type TErrorCode = keyof typeof ERROR_STATUS;

/** spec §7: "judged by res equal to SUCCESS (case-insensitive)". */
export const isSuccess = (envelope: { res?: unknown }): boolean =>
  typeof envelope.res === 'string' && envelope.res.toUpperCase() === 'SUCCESS';
