import { z } from 'zod';

/** ULIDs: 26 characters of Crockford base32. */
export const ZId = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'must be a valid id');

export const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'must be at most 254 characters')
  .pipe(z.email('must be a valid email address'));

export const ZName = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(120, `${what} must be at most 120 characters`);

export const ZYesNo = z.enum(['Yes', 'No']);

/** spec §4: only Active is known; Inactive is the obvious other state. */
export const ZStatus = z.enum(['Active', 'Inactive']);

/** Optimistic concurrency: every update names the version it was read at. */
export const ZVersion = z.coerce.number().int().min(1);

/**
 * A password Cognito's default policy accepts: 8+ characters with upper, lower, digit and symbol.
 * Checked here so the user sees the rule before a round trip to the identity provider.
 */
export const ZNewPassword = z
  .string()
  .min(8, 'must be at least 8 characters')
  .max(256, 'must be at most 256 characters')
  .regex(/[a-z]/, 'must contain a lower-case letter')
  .regex(/[A-Z]/, 'must contain an upper-case letter')
  .regex(/[0-9]/, 'must contain a digit')
  .regex(/[^A-Za-z0-9]/, 'must contain a symbol');

/** Cursor paging for every list (ARCHITECTURE §5). */
export const ZPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(2048).optional(),
});

export const ZPage = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), cursor: z.string().nullable() });

export const ZIsoDateTime = z.iso.datetime({ offset: true });

/** A calendar day, YYYY-MM-DD. */
export const ZDay = z.iso.date({ error: 'must be a date (YYYY-MM-DD)' });
