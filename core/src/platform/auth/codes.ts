import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { db } from '../../db';
import { AppError } from '../../kernel/errors';

const LIFETIME_SECONDS = { reset: 60 * 60, 'sign-up': 24 * 60 * 60, invite: 7 * 24 * 60 * 60 } as const;
const MAX_ATTEMPTS = 5;

export type CodePurpose = keyof typeof LIFETIME_SECONDS;

const hashOf = (email: string, code: string): string =>
  createHash('sha256').update(`${email}\u0000${code}`).digest('hex');

/** Issues a fresh one-time code for an email; any earlier code for it stops working. */
export const issueCode = async (email: string, purpose: CodePurpose, now: Date): Promise<string> => {
  const code = randomBytes(9).toString('base64url');
  const expiresAt = Math.floor(now.getTime() / 1000) + LIFETIME_SECONDS[purpose];
  await db()
    .entities.authCode.put({
      email,
      purpose,
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

/**
 * Spends a code: it must match, be unexpired and not have been guessed at too often. Returns the
 * purpose it was issued for.
 */
export const consumeCode = async (email: string, code: string, now: Date): Promise<CodePurpose> => {
  const { authCode } = db().entities;
  const stored = (await authCode.get({ email }).go()).data;
  if (!stored || stored.expiresAt < now.getTime() / 1000) throw invalid();
  const expected = Buffer.from(stored.codeHash, 'hex');
  const given = Buffer.from(hashOf(email, code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    if (stored.attempts + 1 >= MAX_ATTEMPTS) await authCode.delete({ email }).go();
    else await authCode.patch({ email }).add({ attempts: 1 }).go();
    throw invalid();
  }
  await authCode.delete({ email }).go();
  return stored.purpose;
};
