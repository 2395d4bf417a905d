import { db } from '../../db';
import type { LinkCtx } from '../../kernel/ctx';
import { linkRefused, type LinkGrant } from '../../kernel/link-tokens';
import { AppError } from '../../kernel/errors';
import type { SurveyItem, SurveyReviewerItem } from '../entities/survey';
import { reviewTarget } from './survey-mail';

/**
 * The reviewer a link grants and the survey it is for, refused like any bad link unless the link
 * is still the reviewer's own, for this survey, and they have not answered. A link for one survey
 * answers nothing of another: `surveyId`, when the call names one, must be the link's.
 */
export const grantedReview = async (
  grant: LinkGrant,
  surveyId?: string,
): Promise<{ survey: SurveyItem; reviewer: SurveyReviewerItem }> => {
  const [target, reviewerId, extra] = grant.target.split('/');
  if (!target || !reviewerId || extra !== undefined) throw linkRefused();
  if (surveyId !== undefined && grant.target !== reviewTarget(surveyId, reviewerId)) throw linkRefused();
  const { companyId } = grant;
  const [reviewer, survey] = await Promise.all([
    db().entities.surveyReviewer.get({ companyId, surveyId: target, reviewerId }).go(),
    db().entities.survey.get({ companyId, surveyId: target }).go(),
  ]);
  const r = reviewer.data;
  if (!r || !survey.data || r.tokenId !== grant.tokenId || r.state !== 'Sent') throw linkRefused();
  return { survey: survey.data, reviewer: r };
};

/** The questions are shown, and answers taken, only after the code proved the address. */
export const requireAuthenticated = (reviewer: SurveyReviewerItem, grant: LinkGrant): void => {
  if (reviewer.verifiedTokenId !== grant.tokenId)
    throw new AppError('FORBIDDEN', 'Confirm it is you first: enter the code we mailed to you.');
};

/** Who a reviewer's change is by, in the audit trail: the link, never the reviewer's answers. */
export const reviewerActor = (ctx: LinkCtx, name: string) => ({
  userId: `link:${ctx.link.tokenId}`,
  actorName: `${name} (survey link)`,
  now: ctx.now,
});

/** `o***@example.com`: enough to recognise one's own address, not to learn another's. */
export const emailHint = (email: string): string => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
};
