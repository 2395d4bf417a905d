import { createHmac, timingSafeEqual } from 'node:crypto';
import { LINK_PURPOSES, LINK_REFUSED, type LinkPurpose } from '@stratum/contracts';
import { db } from '../db';
import { config } from './config';
import { AppError } from './errors';
import { newId } from './ids';
import type { LinkTokenItem } from './link-token-entity';
import { commit, type TxEntities, type TxItem } from './transact';

/**
 * Link tokens for people without an account (ARCHITECTURE §6): a signed statement "this link opens
 * <target> for <purpose> in <company> until <expiry>", plus a stored record the check reads, so a
 * link can be spent (single-use purposes) or withdrawn before it expires.
 *
 * The token is `l1.<payload>.<signature>`: the payload is base64url JSON `{c, i, p, t, e}` (company,
 * token id, purpose, target, expiry in epoch ms), the signature HMAC-SHA256 of `l1.<payload>` under
 * LINK_TOKEN_SECRET (deployed: a generated secret of the stage; locally: kept in the data folder).
 * The signature makes the claims trustworthy without a read; the record makes them revocable.
 * Every way a token can fail gives the same refusal, `LINK_REFUSED` (401), so its holder learns
 * nothing about which check failed, nor whether the target exists.
 */

const PREFIX = 'l1';
/** The stored record outlives its token by this much, for the team's "used / withdrawn" view. */
const KEEP_AFTER_EXPIRY_DAYS = 30;

export interface LinkClaims {
  companyId: string;
  tokenId: string;
  purpose: string;
  target: string;
  /** epoch ms */
  expiresAt: number;
}

/** What the gate hands a handler for a valid token: whose, what for, and what it opens. */
export interface LinkGrant extends LinkClaims {
  purpose: LinkPurpose;
  singleUse: boolean;
}

export const linkRefused = (): AppError => new AppError('UNAUTHORIZED', LINK_REFUSED);

const secret = (): string => {
  const s = config().LINK_TOKEN_SECRET;
  if (!s)
    throw new AppError('UNAVAILABLE', 'Links for people without an account are not set up on this server.');
  return s;
};

const mac = (key: string, body: string): Buffer => createHmac('sha256', key).update(body).digest();

/** The token text for these claims, signed with `key`. Pure: the record is written apart. */
export const signLinkToken = (claims: LinkClaims, key: string): string => {
  const payload = Buffer.from(
    JSON.stringify({
      c: claims.companyId,
      i: claims.tokenId,
      p: claims.purpose,
      t: claims.target,
      e: claims.expiresAt,
    }),
  ).toString('base64url');
  const body = `${PREFIX}.${payload}`;
  return `${body}.${mac(key, body).toString('base64url')}`;
};

/** The token text of a stored link, signed again with the stage's key (to show its holder their link again). */
export const linkTokenText = (claims: LinkClaims): string => signLinkToken(claims, secret());

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * The claims of a token whose signature under `key` holds and whose shape is ours, or null.
 * Expiry is not judged here (`linkTokenRefusal` does, with the record).
 */
export const readLinkToken = (token: string, key: string): LinkClaims | null => {
  if (token.length > 2048) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== PREFIX) return null;
  const [, payload, signature] = parts as [string, string, string];
  if (!BASE64URL.test(payload) || !BASE64URL.test(signature)) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, `${PREFIX}.${payload}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const raw = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const { c, i, p, t, e } = raw;
    if (typeof c !== 'string' || typeof i !== 'string' || typeof p !== 'string' || typeof t !== 'string')
      return null;
    if (typeof e !== 'number' || !Number.isFinite(e)) return null;
    return { companyId: c, tokenId: i, purpose: p, target: t, expiresAt: e };
  } catch {
    return null;
  }
};

export type LinkRefusal =
  'unsigned' | 'wrong-purpose' | 'expired' | 'unknown' | 'mismatch' | 'used' | 'revoked';

/** What the signed claims alone refuse: no valid signature, another purpose, past expiry. */
const claimsRefusal = (claims: LinkClaims | null, purpose: LinkPurpose, now: Date): LinkRefusal | null => {
  if (!claims) return 'unsigned';
  if (claims.purpose !== purpose) return 'wrong-purpose';
  if (claims.expiresAt <= now.getTime()) return 'expired';
  return null;
};

/**
 * Why a token (its claims, null when the signature failed) does not open a route of `purpose`
 * now, given its stored record — or null when it does. The reasons exist for tests; the caller
 * only ever sees `LINK_REFUSED`.
 */
export const linkTokenRefusal = (
  claims: LinkClaims | null,
  record: Pick<LinkTokenItem, 'purpose' | 'target' | 'expiresAt' | 'usedAt' | 'revokedAt'> | null,
  purpose: LinkPurpose,
  now: Date,
): LinkRefusal | null => {
  const early = claimsRefusal(claims, purpose, now);
  if (early || !claims) return early ?? 'unsigned';
  if (!record) return 'unknown';
  if (
    record.purpose !== claims.purpose ||
    record.target !== claims.target ||
    record.expiresAt !== claims.expiresAt
  )
    return 'mismatch';
  if (record.revokedAt) return 'revoked';
  if (record.usedAt) return 'used';
  return null;
};

/**
 * The gate's check of a link token for a route of `purpose`: signature, purpose and expiry first
 * (a forgery costs no read), then the record (spent, withdrawn). Throws `LINK_REFUSED` for all.
 */
export const checkLinkToken = async (token: string, purpose: LinkPurpose, now: Date): Promise<LinkGrant> => {
  const claims = readLinkToken(token, secret());
  if (!claims || claimsRefusal(claims, purpose, now)) throw linkRefused();
  const { data } = await db()
    .entities.linkToken.get({ companyId: claims.companyId, tokenId: claims.tokenId })
    .go();
  if (!data || linkTokenRefusal(claims, data, purpose, now)) throw linkRefused();
  return { ...claims, purpose, singleUse: data.singleUse };
};

/**
 * Refuses a grant used for a target it was not issued for: a link for one questionnaire (or one
 * contact) answers nothing about another, with the same refusal as a bad link.
 */
export const assertLinkTarget = (grant: LinkGrant, target: string): void => {
  if (grant.target !== target) throw linkRefused();
};

export interface IssuedLink {
  token: string;
  tokenId: string;
  expiresAt: number;
  /** the record, for the transaction of the change that issues the link */
  item: TxItem;
}

/**
 * A new link of `purpose` for `target`, for the transaction of the change that hands it out (the
 * questionnaire's send, beside the mail that carries it): if the change does not commit, the link
 * does not exist. The purpose sets the lifetime unless a shorter `days` is asked for.
 */
export const issueLinkToken = (
  tx: TxEntities,
  ctx: { userId: string; now: Date },
  input: { companyId: string; purpose: LinkPurpose; target: string; days?: number },
): IssuedLink => {
  const rule = LINK_PURPOSES[input.purpose];
  const days = Math.min(input.days ?? rule.days, rule.days);
  const expiresAt = ctx.now.getTime() + days * 24 * 3600_000;
  const tokenId = newId();
  const claims: LinkClaims = {
    companyId: input.companyId,
    tokenId,
    purpose: input.purpose,
    target: input.target,
    expiresAt,
  };
  const item = tx.linkToken
    .create({
      ...claims,
      singleUse: rule.singleUse,
      issuedAt: ctx.now.toISOString(),
      issuedBy: ctx.userId,
      ttl: Math.floor(expiresAt / 1000) + KEEP_AFTER_EXPIRY_DAYS * 24 * 3600,
    })
    .commit();
  return { token: signLinkToken(claims, secret()), tokenId, expiresAt, item };
};

/**
 * Spends a single-use grant in the transaction of the answer it carries: conditional on the
 * record being neither used nor withdrawn, so of two submits racing only one commits (the other's
 * transaction fails its condition and is refused like any spent link). A reusable grant writes
 * nothing.
 */
export const spendLinkToken = (tx: TxEntities, grant: LinkGrant, now: Date): TxItem[] =>
  grant.singleUse
    ? [
        tx.linkToken
          .patch({ companyId: grant.companyId, tokenId: grant.tokenId })
          .set({ usedAt: now.toISOString() })
          .where((a, op) => `${op.notExists(a.usedAt)} AND ${op.notExists(a.revokedAt)}`)
          .commit(),
      ]
    : [];

/**
 * Withdraws a link, in the transaction of the change that withdraws it; conditional on it not
 * being withdrawn already, so the team's "withdrawn at / by" is the first withdrawal's.
 */
export const revokeLinkToken = (
  tx: TxEntities,
  ctx: { userId: string; now: Date },
  key: { companyId: string; tokenId: string },
): TxItem =>
  tx.linkToken
    .patch(key)
    .set({ revokedAt: ctx.now.toISOString(), revokedBy: ctx.userId })
    .where((a, op) => op.notExists(a.revokedAt))
    .commit();

/**
 * A holder's next link, for a mail that carries one and may be sent again (a resend, a reminder):
 * the new link's record, the holder's record taking its id (`holder`, conditional on the state it
 * was read in) and the withdrawal of the holder's previous link commit in one transaction. So only
 * the last link mailed works, and if the holder changed meanwhile no link exists and `onConflict`
 * is thrown (the outbox tries the mail again).
 */
export const reissueLinkToken = async (
  ctx: { userId: string; now: Date },
  input: {
    companyId: string;
    purpose: LinkPurpose;
    target: string;
    days?: number;
    /** the holder's link until now, withdrawn with the new one's issue */
    previousTokenId?: string | undefined;
  },
  holder: (tx: TxEntities, link: IssuedLink) => TxItem,
  onConflict: AppError,
): Promise<IssuedLink> => {
  const { previousTokenId, ...issue } = input;
  let link: IssuedLink | undefined;
  await commit(
    db().transaction.write((tx) => {
      link = issueLinkToken(tx, ctx, issue);
      return [
        link.item,
        holder(tx, link),
        ...(previousTokenId
          ? [revokeLinkToken(tx, ctx, { companyId: input.companyId, tokenId: previousTokenId })]
          : []),
      ];
    }),
    onConflict,
  );
  return link!;
};

/** The records of some links of a company (the team's view of who was sent what), by id. */
export const linkTokenRecords = async (
  companyId: string,
  tokenIds: readonly string[],
): Promise<LinkTokenItem[]> => {
  if (tokenIds.length === 0) return [];
  const { data } = await db()
    .entities.linkToken.get(tokenIds.map((tokenId) => ({ companyId, tokenId })))
    .go();
  return data;
};
