import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { db } from '../../db';
import { AppError, isConditionFailure } from '../../kernel/errors';
import type { AuthCodeItem } from '../entities/auth-code';

const LIFETIME_SECONDS = { reset: 60 * 60, 'sign-up': 24 * 60 * 60, invite: 7 * 24 * 60 * 60 } as const;
const MAX_ATTEMPTS = 5;

export type CodePurpose = keyof typeof LIFETIME_SECONDS;

/** What a spent code was issued for: its purpose and, for an invitation or sign-up, the company. */
export interface CodeUse {
  purpose: CodePurpose;
  companyId: string | undefined;
}

const hashOf = (email: string, code: string): string =>
  createHash('sha256').update(`${email}\u0000${code}`).digest('hex');

const scopeOf = (purpose: CodePurpose, companyId: string | undefined): string =>
  purpose === 'invite' ? `invite#${companyId ?? ''}` : purpose;

/**
 * Issues a fresh one-time code for an email; an earlier code of the same scope (a reset, a
 * sign-up, this company's invitation) stops working, the others stay.
 */
export const issueCode = async (
  email: string,
  purpose: CodePurpose,
  now: Date,
  companyId?: string,
): Promise<string> => {
  const code = randomBytes(9).toString('base64url');
  const expiresAt = Math.floor(now.getTime() / 1000) + LIFETIME_SECONDS[purpose];
  await db()
    .entities.authCode.put({
      email,
      scope: scopeOf(purpose, companyId),
      purpose,
      ...(companyId ? { companyId } : {}),
      codeHash: hashOf(email, code),
      expiresAt,
      attempts: 0,
      ttl: expiresAt,
    })
    .go();
  return code;
};

const invalid = () =>
  new AppError('BAD_REQUEST', 'authKey: this code is not valid or has expired. Ask for a new one.');

/** Takes one attempt of this very code; null when it has none left, or is gone or replaced. */
const takeAttempt = async (c: AuthCodeItem): Promise<number | null> => {
  try {
    const taken = await db()
      .entities.authCode.patch({ email: c.email, scope: c.scope })
      .add({ attempts: 1 })
      .where((a, { eq, lt }) => `${eq(a.codeHash, c.codeHash)} AND ${lt(a.attempts, MAX_ATTEMPTS)}`)
      .go({ response: 'all_new' });
    return taken.data.attempts;
  } catch (e) {
    if (isConditionFailure(e)) return null;
    throw e;
  }
};

/** Deletes this very code; false when another try deleted (or a new code replaced) it first. */
const spend = async (c: AuthCodeItem): Promise<boolean> => {
  try {
    await db()
      .entities.authCode.delete({ email: c.email, scope: c.scope })
      .where((a, { eq }) => eq(a.codeHash, c.codeHash))
      .go();
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
};

/**
 * Spends a code: it must match one of the address's live codes, and that code must not have been
 * guessed at too often. Returns what it was issued for.
 *
 * Every try first takes one attempt of each of the address's live codes with a conditional update
 * (fewer than the limit taken, and still that code), so tries sent side by side each spend one and
 * the limit holds however they interleave, and several live codes give no extra guesses. A code
 * out of attempts is deleted; the right one is deleted on the same condition, so it works once.
 */
export const consumeCode = async (email: string, code: string, now: Date): Promise<CodeUse> => {
  const live = (await db().entities.authCode.query.byEmail({ email }).go()).data.filter(
    (c) => c.expiresAt >= now.getTime() / 1000,
  );
  if (live.length === 0) throw invalid();
  const attempts = await Promise.all(live.map(takeAttempt));
  const given = Buffer.from(hashOf(email, code), 'hex');
  const match = live.findIndex(
    (c, i) => attempts[i] !== null && timingSafeEqual(Buffer.from(c.codeHash, 'hex'), given),
  );
  const spent = await Promise.all(
    live.map((c, i) =>
      i === match || (attempts[i] ?? 0) >= MAX_ATTEMPTS ? spend(c) : Promise.resolve(false),
    ),
  );
  const used = live[match];
  if (!used || !spent[match]) throw invalid();
  return { purpose: used.purpose, companyId: used.companyId };
};
