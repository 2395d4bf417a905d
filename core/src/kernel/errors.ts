import { ERROR_STATUS, type TErrorCode, type TFieldIssue } from '@stratum/contracts';

/** The one error type (STYLE §5). Its message is shown to the user as `err_msg`. */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly issues: TFieldIssue[] | undefined;

  constructor(code: TErrorCode, message: string, issues?: TFieldIssue[]) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.issues = issues;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

/** DynamoDB's answer when a condition (version, existence) does not hold. */
export const isConditionFailure = (e: unknown): boolean => {
  const err = e as { name?: string; cause?: { name?: string }; message?: string } | undefined;
  const names = [err?.name, err?.cause?.name];
  if (names.includes('ConditionalCheckFailedException')) return true;
  if (names.includes('TransactionCanceledException')) {
    const text = `${err?.message ?? ''} ${(err?.cause as { message?: string } | undefined)?.message ?? ''}`;
    return text.includes('ConditionalCheckFailed');
  }
  return false;
};

/**
 * The answer of a lookup that throws NOT_FOUND, or null when the thing is not there. Any other
 * failure (DynamoDB down, a bug) still throws: only "it is not there" becomes null.
 */
export const orNullIfMissing = async <T>(lookup: Promise<T>): Promise<T | null> => {
  try {
    return await lookup;
  } catch (e) {
    if (isAppError(e) && e.code === 'NOT_FOUND') return null;
    throw e;
  }
};

/**
 * A read's "not there" as null, for callers that answer every absence alike (a link's refusal);
 * any other failure — a store that did not answer stays a 503 — still throws.
 */
export const orNotFound = <T>(read: Promise<T>): Promise<T | null> =>
  read.catch((e: unknown) => {
    if (isAppError(e) && e.code === 'NOT_FOUND') return null;
    throw e;
  });
