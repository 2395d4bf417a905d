import { timingSafeEqual } from 'node:crypto';
import { ZSurveyReviewCodeSchema } from '@stratum/contracts';
import { db } from '../../db';
import type { LinkCtx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { commit } from '../../kernel/transact';
import { grantedReview } from './review-store';
import { CODE_TRIES, codeHashOf } from './survey-mail';

const wrong = () =>
  new AppError(
    'UNPROCESSABLE',
    'That code is not right or has expired. Check the mail, or ask for a new code.',
  );

/**
 * Checks the one-time code mailed for this link: right, unexpired and within the tries, the link
 * opens the questions. Each wrong try is counted; after the last, only a new code helps.
 */
export const authenticateSurveyReview = async (
  ctx: LinkCtx,
  raw: { surveyId: string; code: string },
): Promise<{ authenticated: true }> => {
  const { surveyId, code } = ZSurveyReviewCodeSchema.parse(raw);
  const { reviewer } = await grantedReview(ctx.link, surveyId);
  const key = { companyId: reviewer.companyId, surveyId: reviewer.surveyId, reviewerId: reviewer.reviewerId };
  const tries = reviewer.codeAttempts ?? 0;
  if (
    !reviewer.codeHash ||
    !reviewer.codeExpiresAt ||
    reviewer.codeExpiresAt <= ctx.now.getTime() ||
    tries >= CODE_TRIES
  )
    throw wrong();
  const given = Buffer.from(codeHashOf(code, ctx.link.tokenId));
  const stored = Buffer.from(reviewer.codeHash);
  const right = given.length === stored.length && timingSafeEqual(given, stored);
  const conflict = new AppError('CONFLICT', 'Your code was checked in another window. Reload the page.');
  if (!right) {
    await commit(
      db().transaction.write((tx) => [
        tx.surveyReviewer
          .patch(key)
          .add({ codeAttempts: 1, version: 1 })
          .where((a, op) => op.eq(a.version, reviewer.version))
          .commit(),
      ]),
      conflict,
    );
    throw wrong();
  }
  await commit(
    db().transaction.write((tx) => [
      tx.surveyReviewer
        .patch(key)
        .set({ verifiedTokenId: ctx.link.tokenId, updatedAt: ctx.now.toISOString() })
        .remove(['codeHash', 'codeExpiresAt', 'codeAttempts'])
        .add({ version: 1 })
        .where((a, op) => `${op.eq(a.version, reviewer.version)} AND ${op.eq(a.tokenId, ctx.link.tokenId)}`)
        .commit(),
    ]),
    conflict,
  );
  return { authenticated: true };
};
