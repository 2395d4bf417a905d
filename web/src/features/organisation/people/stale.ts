import { isStaleVersion } from '../../../lib/errors';

/**
 * The employee changed since the form read them: a 409 naming no field that says so. Other
 * refusals naming no field ("You cannot deactivate yourself") are shown as they are.
 */
export const isStale = (error: unknown): boolean =>
  isStaleVersion(error) && /changed by someone else/i.test((error as Error).message);
