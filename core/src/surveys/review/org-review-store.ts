import { db } from '../../db';
import { linkRefused, type LinkGrant } from '../../kernel/link-tokens';
import type { OrgSurveyItem, OrgSurveyRecipientItem } from '../entities/org-survey';
import { orgReviewTarget } from './org-survey-mail';

/**
 * The recipient a link grants and the survey it is for, refused like any bad link unless the link
 * is still the recipient's own and they have not answered. A link for one survey answers nothing of
 * another: `orgSurveyId`, when the call names one, must be the link's.
 */
export const grantedOrgReview = async (
  grant: LinkGrant,
  orgSurveyId?: string,
): Promise<{ survey: OrgSurveyItem; recipient: OrgSurveyRecipientItem }> => {
  const [target, employeeId, extra] = grant.target.split('/');
  if (!target || !employeeId || extra !== undefined) throw linkRefused();
  if (orgSurveyId !== undefined && grant.target !== orgReviewTarget(orgSurveyId, employeeId))
    throw linkRefused();
  const { companyId } = grant;
  const [recipient, survey] = await Promise.all([
    db().entities.orgSurveyRecipient.get({ companyId, orgSurveyId: target, employeeId }).go(),
    db().entities.orgSurvey.get({ companyId, orgSurveyId: target }).go(),
  ]);
  const r = recipient.data;
  if (!r || !survey.data || r.tokenId !== grant.tokenId || r.state !== 'Sent') throw linkRefused();
  return { survey: survey.data, recipient: r };
};
