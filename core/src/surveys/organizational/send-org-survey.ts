import { ZOrgSurveyRefSchema, type TOrgSurvey, type TOrgSurveyJob } from '@stratum/contracts';
import { surveyStatus } from '@stratum/rules';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { isFinished } from '../../kernel/job-rules';
import type { JobItem } from '../../kernel/job-entity';
import { createJob, getJob, runJob, startJob } from '../../kernel/jobs';
import { fullNameOf } from '../../organisation';
import { requireSurveysAdmin } from '../access';
import type { OrgSurveyItem } from '../entities/org-survey';
import { findOrgSurvey, NO_UNIT, orgSurveyChanged, toOrgSurvey } from './org-survey-store';
import { orgSurveyJobView, orgSurveySendJob, sendingBySurvey } from './send-job';

interface Recipient {
  employeeId: string;
  name: string;
  email: string;
  unitId: string;
}

/**
 * Who a survey goes to, and the unit each one's answer counts in: with units named, the active
 * employees placed in one of them or below (their answer counts in the deepest named unit above
 * them); with none, every active employee, counted in their business unit.
 */
export const recipientsOf = async (
  s: OrgSurveyItem,
): Promise<{ people: Recipient[]; rows: { unitId: string; name: string }[] }> => {
  const { companyId } = s;
  const [employees, units] = await Promise.all([
    db().entities.employee.query.byId({ companyId }).go({ pages: 'all' }),
    db().entities.orgUnit.query.byId({ companyId }).go({ pages: 'all' }),
  ]);
  const named = s.units.map((u) => u.unitId);
  const people: Recipient[] = [];
  for (const e of employees.data) {
    if (e.status !== 'Active' || !e.email) continue;
    const path = e.placementPath.split('/').filter(Boolean);
    const unitId = named.length
      ? [...path].reverse().find((id) => named.includes(id))
      : (e.businessUnitId ?? NO_UNIT);
    if (unitId) people.push({ employeeId: e.employeeId, name: fullNameOf(e), email: e.email, unitId });
  }
  const names = new Map(units.data.map((u) => [u.unitId, u.name]));
  const rows = named.length
    ? s.units.map((u) => ({ unitId: u.unitId, name: u.name }))
    : [...new Set(people.map((p) => p.unitId))]
        .map((unitId) => ({ unitId, name: names.get(unitId) ?? 'No unit' }))
        .sort((a, b) => a.name.localeCompare(b.name));
  return { people, rows };
};

/**
 * Checks a send and queues it as a job, mailing nobody yet: the list of recipients is made now and
 * kept in the job, those written by an earlier send of the survey left out (they are kept and not
 * mailed again). The company's earlier send, if its runner died, is recovered first (createJob).
 */
export const queueOrgSurveySend = async (
  ctx: Ctx,
  raw: { id: string; version: number },
): Promise<JobItem> => {
  const input = ZOrgSurveyRefSchema.parse(raw);
  const companyId = tenantOf(ctx);
  const survey = await findOrgSurvey(companyId, input.id);
  await requireSurveysAdmin(ctx);
  if (survey.version !== input.version) throw orgSurveyChanged();
  if (survey.sentAt) throw new AppError('UNPROCESSABLE', 'This survey has been sent already.');
  if (surveyStatus(survey.startDate, survey.endDate, ctx.now) === 'Closed')
    throw new AppError('UNPROCESSABLE', 'This survey is closed: it cannot be sent.');
  const { orgSurveyId } = survey;
  if ((await sendingBySurvey(companyId)).has(orgSurveyId))
    throw new AppError('CONFLICT', 'This survey is being sent already: wait for it to finish.');
  const { people, rows } = await recipientsOf(survey);
  if (people.length === 0)
    throw new AppError('UNPROCESSABLE', 'Nobody to send it to: the units chosen have no active employees.');
  const written = new Set(
    (
      await db().entities.orgSurveyRecipient.query.bySurvey({ companyId, orgSurveyId }).go({ pages: 'all' })
    ).data.map((r) => r.employeeId),
  );
  const recipients = people.filter((p) => !written.has(p.employeeId)).map((p) => ({ ...p, mailId: newId() }));
  return createJob({ ...ctx, companyId }, orgSurveySendJob, {
    label: orgSurveyId,
    total: recipients.length,
    input: {
      orgSurveyId,
      title: survey.title,
      version: input.version,
      requestedBy: ctx.userId,
      recipientCount: people.length,
      rows,
      recipients,
    },
  });
};

/**
 * Sends an organisational survey (spec §2 share-survey) as a job (ARCHITECTURE §11, docs/surveys.md):
 * answers with the job as soon as it is queued. The job writes each employee's recipient record with
 * their outbox mail, 40 per transaction (the mail carries their own single-use link, issued when it
 * is sent), and marks the survey sent last; one cut short is finished by the recovery step, never
 * mailing anyone twice. `run: 'here'` runs it to its end in this process and awaits it (the demo
 * seed, fixtures): the same job and runner, only not handed off. A survey is sent once; a closed
 * one is not sent.
 */
export const sendOrgSurvey = async (
  ctx: Ctx,
  raw: { id: string; version: number },
  opts: { run?: 'background' | 'here' } = {},
): Promise<{ item: TOrgSurvey; job: TOrgSurveyJob }> => {
  const queued = await queueOrgSurveySend(ctx, raw);
  const { companyId, jobId } = queued;
  const ref = { companyId, jobId };
  let view = orgSurveyJobView(queued);
  if (opts.run === 'here') {
    const outcome = await runJob(orgSurveySendJob, ref);
    if (outcome !== 'committed') throw new Error(`send ${jobId} ended ${outcome}`);
    view = orgSurveyJobView(await getJob(companyId, jobId));
  } else await startJob(orgSurveySendJob, ref);
  const item = toOrgSurvey(await findOrgSurvey(companyId, queued.label), ctx.now);
  return { item: { ...item, sending: isFinished(view.state) ? null : view }, job: view };
};
