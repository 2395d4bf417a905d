import { ZOrgSurveyRefSchema, type TOrgSurvey, type TOrgSurveyJob } from '@stratum/contracts';
import { surveyStatus } from '@stratum/rules';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { isFinished } from '../../kernel/job-rules';
import { createJob, startJob } from '../../kernel/jobs';
import { requireSurveysAdmin } from '../access';
import { findOrgSurvey, orgSurveyChanged, toOrgSurvey } from './org-survey-store';
import { orgSurveyJobView, orgSurveyResendJob } from './send-job';

/**
 * Sends an organisational survey again to those who have not answered (docs/surveys.md), with a
 * fresh link each (the earlier one withdrawn when the new mail is sent), as a job like the send:
 * the answer is the job, queued. Every recipient mailed records the version the resend was asked
 * at (`resendVersion`), and the job moves the survey's version last: recipients already mailed by
 * the same request cut short are skipped, and once it has landed the request is stale (409) —
 * nobody is mailed twice by one resend.
 */
export const resendOrgSurvey = async (
  ctx: Ctx,
  raw: { id: string; version: number },
): Promise<{ item: TOrgSurvey; job: TOrgSurveyJob }> => {
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
  const recipients = waiting
    .filter((r) => r.resendVersion !== input.version)
    .map((r) => ({ employeeId: r.employeeId, email: r.email, mailId: newId(), previousMailId: r.mailId }));
  const job = await createJob({ ...ctx, companyId }, orgSurveyResendJob, {
    label: orgSurveyId,
    total: recipients.length,
    input: {
      orgSurveyId,
      title: survey.title,
      version: input.version,
      requestedBy: ctx.userId,
      waiting: waiting.length,
      recipients,
    },
  });
  await startJob(orgSurveyResendJob, { companyId, jobId: job.jobId });
  const item = toOrgSurvey(await findOrgSurvey(companyId, orgSurveyId), ctx.now);
  const view = orgSurveyJobView(job);
  return { item: { ...item, sending: isFinished(view.state) ? null : view }, job: view };
};
