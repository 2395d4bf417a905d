import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { db } from '../../db';
import { AppError, isConditionFailure } from '../../kernel/errors';

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
 *
 * Every try first takes one of the code's attempts with a conditional update (fewer than the
 * limit taken, and still this code), so tries sent side by side each spend one and the limit holds
 * however they interleave; a try that finds none left, or the code gone or replaced, is refused
 * like a wrong one. The right code is then deleted on the same condition, so it works once.
 */
export const consumeCode = async (email: string, code: string, now: Date): Promise<CodePurpose> => {
  const { authCode } = db().entities;
  const stored = (await authCode.get({ email }).go()).data;
  if (!stored || stored.expiresAt < now.getTime() / 1000) throw invalid();
  const thisCode = { email, codeHash: stored.codeHash };
  let attempts: number;
  try {
    const taken = await authCode
      .patch({ email })
      .add({ attempts: 1 })
      .where((a, { eq, lt }) => `${eq(a.codeHash, thisCode.codeHash)} AND ${lt(a.attempts, MAX_ATTEMPTS)}`)
      .go({ response: 'all_new' });
    attempts = taken.data.attempts;
  } catch (e) {
    if (isConditionFailure(e)) throw invalid();
    throw e;
  }
  const expected = Buffer.from(stored.codeHash, 'hex');
  const given = Buffer.from(hashOf(email, code), 'hex');
  const right = timingSafeEqual(expected, given);
  if (right || attempts >= MAX_ATTEMPTS) {
    try {
      await authCode
        .delete({ email })
        .where((a, { eq }) => eq(a.codeHash, thisCode.codeHash))
        .go();
    } catch (e) {
      // another try spent it first: this one is refused
      if (isConditionFailure(e)) throw invalid();
      throw e;
    }
  }
  if (!right) throw invalid();
  return stored.purpose;
};
