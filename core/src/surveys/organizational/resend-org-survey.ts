import { ZOrgSurveyRefSchema, type TOrgSurvey } from '@stratum/contracts';
import { surveyStatus } from '@stratum/rules';
import { db } from '../../db';
import { writeChange, writeItems } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { queueMail } from '../../kernel/outbox';
import { requireSurveysAdmin } from '../access';
import { ORG_SURVEY_MAIL } from '../review/org-survey-mail';
import { findOrgSurvey, orgSurveyChanged, toOrgSurvey } from './org-survey-store';

/** Recipients (each with their mail) written per transaction. */
const CHUNK = 40;

/**
 * Sends an organisational survey again to those who have not answered (docs/surveys.md), with a
 * fresh link each (the earlier one withdrawn when the new mail is sent). Like the send, it writes
 * in batches and marks the survey last, conditional on the version read: every recipient mailed
 * records that version (`resendVersion`), so the same request finished after a crash skips them,
 * and once it lands the request is stale (409) — nobody is mailed twice by one resend.
 */
export const resendOrgSurvey = async (
  ctx: Ctx,
  raw: { id: string; version: number },
): Promise<TOrgSurvey> => {
  const input = ZOrgSurveyRefSchema.parse(raw);
  const companyId = tenantOf(ctx);
  const survey = await findOrgSurvey(companyId, input.id);
  await requireSurveysAdmin(ctx);
  if (survey.version !== input.version) throw orgSurveyChanged();
  if (!survey.sentAt)
    throw new AppError('UNPROCESSABLE', 'This survey has not been sent yet: send it first.');
  if (surveyStatus(survey.startDate, survey.endDate, ctx.now) === 'Closed')
    throw new AppError('UNPROCESSABLE', 'This survey is closed: it cannot be sent again.');
  const { orgSurveyId } = survey;
  const waiting = (
    await db().entities.orgSurveyRecipient.query.bySurvey({ companyId, orgSurveyId }).go({ pages: 'all' })
  ).data.filter((r) => r.state === 'Sent');
  if (waiting.length === 0)
    throw new AppError('UNPROCESSABLE', 'Everyone it was sent to has answered: there is nobody to remind.');
  const now = ctx.now.toISOString();
  const todo = waiting.filter((r) => r.resendVersion !== input.version);
  for (let i = 0; i < todo.length; i += CHUNK) {
    const chunk = todo.slice(i, i + CHUNK).map((r) => ({ r, mailId: newId() }));
    await writeItems(
      (tx) =>
        chunk.flatMap(({ r, mailId }) => [
          tx.orgSurveyRecipient
            .patch({ companyId, orgSurveyId, employeeId: r.employeeId })
            .set({ mailId, resendVersion: input.version, updatedAt: now })
            .add({ version: 1 })
            .where((a, op) => `${op.eq(a.version, r.version)} AND ${op.eq(a.state, 'Sent')}`)
            .commit(),
          queueMail(tx, ctx, {
            companyId,
            kind: ORG_SURVEY_MAIL,
            to: r.email,
            subject: `Your views, please: ${survey.title}`,
            mailId,
            data: { orgSurveyId, employeeId: r.employeeId },
          }),
        ]),
      {
        fence: 'guard',
        onConflict: new AppError(
          'CONFLICT',
          'Someone answered while the survey was being sent again. Send it again to finish: nobody is mailed twice.',
        ),
      },
    );
  }
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'orgSurvey',
      entityId: orgSurveyId,
      action: 'resend',
      summary: `Organisational survey “${survey.title}” sent again to ${waiting.length} employee${waiting.length === 1 ? '' : 's'} who had not answered`,
      after: { recipients: waiting.length },
    },
    (tx) => [
      tx.orgSurvey
        .patch({ companyId, orgSurveyId })
        .set({ updatedAt: now })
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
    ],
    orgSurveyChanged(),
  );
  return toOrgSurvey(await findOrgSurvey(companyId, orgSurveyId), ctx.now);
};
