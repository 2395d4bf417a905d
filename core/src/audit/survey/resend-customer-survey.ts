import {
  ZResendCustomerSurveyRequestSchema,
  type TCustomerSurvey,
  type TResendCustomerSurveyRequest,
} from '@stratum/contracts';
import { resendTargets } from '@stratum/rules';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { queueMail } from '../../kernel/outbox';
import { FIELDWORKERS, openEngagementAs } from '../engagement/engagement-store';
import { CUSTOMER_SURVEY_MAIL } from './survey-mail';
import { findSurvey, surveyContactsOf, surveyView } from './survey-store';

/**
 * Resends the survey (spec §4) to the contacts who have not answered, on the survey's version
 * read: each gets a new mail (queued in the same transaction) whose fresh link withdraws the one
 * before when it is sent; those who answered get nothing. A contact who answers meanwhile makes
 * it a 409 (read again, and they are left out).
 */
export const resendCustomerSurvey = async (
  ctx: Ctx,
  raw: TResendCustomerSurveyRequest,
): Promise<{ item: TCustomerSurvey; resent: number }> => {
  const input = ZResendCustomerSurveyRequestSchema.parse(raw);
  const { engagement } = await openEngagementAs(ctx, input.engagementId, FIELDWORKERS);
  const { companyId, engagementId } = engagement;
  const survey = await findSurvey(companyId, engagementId);
  if (!survey) throw new AppError('NOT_FOUND', 'engagementId: this audit’s survey has not been sent yet');
  const raced = new AppError('CONFLICT', 'This survey was changed by someone else. Reload it and try again.');
  if (survey.version !== input.version) throw raced;
  const targets = resendTargets(await surveyContactsOf(companyId, survey.surveyId));
  if (targets.length === 0)
    throw new AppError('UNPROCESSABLE', 'Every contact has answered: there is nobody to remind.');
  const now = ctx.now.toISOString();
  const mails = targets.map((c) => ({ contact: c, mailId: newId() }));
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'audit-customer-survey',
      entityId: survey.surveyId,
      action: 'resend',
      summary: `Customer satisfaction survey of “${survey.engagementTitle}” resent to ${targets.map((c) => c.email).join(', ')}`,
      after: { contacts: targets.map((c) => c.email) },
    },
    (tx) => [
      tx.auditCustomerSurvey
        .patch({ companyId, engagementId })
        .set({ updatedAt: now })
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, survey.version))
        .commit(),
      ...mails.flatMap(({ contact: c, mailId }) => [
        tx.auditCustomerSurveyContact
          .patch({ companyId, surveyId: survey.surveyId, contactId: c.contactId })
          .set({ mailId, updatedAt: now })
          .add({ version: 1, mailings: 1 })
          .where((a, op) => `${op.eq(a.version, c.version)} AND ${op.eq(a.state, 'Sent')}`)
          .commit(),
        queueMail(tx, ctx, {
          companyId,
          kind: CUSTOMER_SURVEY_MAIL,
          to: c.email,
          subject: `Customer satisfaction survey: ${survey.engagementTitle}`,
          mailId,
          data: { surveyId: survey.surveyId, contactId: c.contactId },
        }),
      ]),
    ],
    raced,
  );
  return { item: await surveyView((await findSurvey(companyId, engagementId))!), resent: targets.length };
};
