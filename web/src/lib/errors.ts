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

/** A rule a use case checks names its field first ("companyName: a company named … exists"). */
const FIELD_PREFIX = /^[\w.]+: /;

/**
 * The record changed since it was read (optimistic concurrency): a 409 that names no field. A 409
 * naming a field is a taken value (a duplicate name), which the form shows under that field.
 * The screen offers to reload; it never retries with the newer version by itself.
 */
export const isStaleVersion = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 409 && !FIELD_PREFIX.test(error.message);
