import { ZSessionUserSchema, type TSessionUser } from '@stratum/contracts';

/**
 * The stored user, checked against its contract; anything else is no session. Loaded (with zod)
 * only when something is stored, so the sign-in page of a person not yet signed in never loads it.
 */
export const parseStoredUser = (raw: unknown): TSessionUser | null => {
  const parsed = ZSessionUserSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
};
