import { ApiError } from '@stratum/contracts';
import type { Notice } from './notify';

/**
 * How a failed call reaches the person (ARCHITECTURE §7, spec §8): a toast titled with the route's
 * error title, e.g. "Add Company Failed", whose text is the server's err_msg. A 401 is left to the
 * session (refresh once, else back to sign-in with "Session Expired"), so it never toasts twice.
 */
export const errorNotice = (error: unknown, fallbackTitle: string): Notice | null => {
  if (error instanceof ApiError) {
    if (error.status === 401) return null;
    return { severity: 'error', summary: error.title, detail: error.message };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { severity: 'error', summary: fallbackTitle, detail: message };
};

/** Retry what may pass on a second try (transport, 5xx, throttling); never a refusal or bad input. */
export const shouldRetry = (failureCount: number, error: unknown): boolean => {
  if (failureCount >= 2) return false;
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || error.status === 429 || error.status >= 500;
};
