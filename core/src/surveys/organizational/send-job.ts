import type { TOrgSurveyJob } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import type { JobItem } from '../../kernel/job-entity';
import { percentOf } from '../../kernel/job-rules';
import { getJob, openJobOf, type JobKind } from '../../kernel/jobs';
import { queueMail } from '../../kernel/outbox';
import type { TxEntities, TxItem } from '../../kernel/transact';
import { requireSurveysAdmin } from '../access';
import { ORG_SURVEY_MAIL } from '../review/org-survey-mail';

export const ORG_SURVEY_SEND = 'org-survey-send';
export const ORG_SURVEY_RESEND = 'org-survey-resend';

/** Recipients (each with their mail) written per transaction: 80 items, the survey's check and the job's progress. */
const BATCH = 40;

/** One employee a send mails: their recipient record is written with their mail. */
export interface SendRecipient {
  employeeId: string;
  name: string;
  email: string;
  unitId: string;
  mailId: string;
}

/** What a send job keeps: the survey, the version it was sent at, and everyone it mails. */
export interface SendInput {
  orgSurveyId: string;
  title: string;
  /** the survey's version the send was asked at: every batch is conditional on it */
  version: number;
  /** who asked, as the outbox records it */
  requestedBy: string;
  /** how many it goes to in all (those written by an earlier send cut short included) */
  recipientCount: number;
  rows: { unitId: string; name: string }[];
  recipients: SendRecipient[];
}

/** One employee a resend mails again: the mail it replaces, given back if the resend is undone. */
export interface ResendRecipient {
  employeeId: string;
  email: string;
  mailId: string;
  previousMailId: string;
}

export interface ResendInput {
  orgSurveyId: string;
  title: string;
  version: number;
  requestedBy: string;
  /** everyone still waiting when it was asked (those mailed by the same resend cut short included) */
  waiting: number;
  recipients: ResendRecipient[];
}

const subjectOf = (title: string) => `Your views, please: ${title}`;

/** The survey unchanged since the send was asked (an edit, a delete or another send refuses the batch). */
const surveyAsAsked = (tx: TxEntities, companyId: string, input: { orgSurveyId: string; version: number }) =>
  tx.orgSurvey
    .check({ companyId, orgSurveyId: input.orgSurveyId })
    .where((a, op) => op.eq(a.version, input.version))
    .commit();

const mailOf = (
  tx: TxEntities,
  companyId: string,
  input: { orgSurveyId: string; title: string; requestedBy: string },
  r: { employeeId: string; email: string; mailId: string },
) =>
  queueMail(
    tx,
    { userId: input.requestedBy, now: new Date() },
    {
      companyId,
      kind: ORG_SURVEY_MAIL,
      to: r.email,
      subject: subjectOf(input.title),
      mailId: r.mailId,
      data: { orgSurveyId: input.orgSurveyId, employeeId: r.employeeId },
    },
  );

const plural = (n: number) => `${n} employee${n === 1 ? '' : 's'}`;

/**
 * Sending an organisational survey as a job (ARCHITECTURE §11, docs/surveys.md). A batch is 40
 * recipient records with their outbox mails, conditional on the survey's version being the one the
 * send was asked at, and moves the job's progress in the same transaction: a recipient is written
 * and mailed once, whatever crashes when, and the recovery step finishes a send cut short. Mails go
 * as their batch lands (the outbox renders each with its link). The commit marks the survey sent,
 * with its heat map's rows, and writes the audit entry. Undone (the survey was edited or deleted
 * meanwhile, or the job kept dying), the recipients are taken back: a mail not yet sent then renders
 * to nothing, and a link already sent opens nothing.
 */
export const orgSurveySendJob: JobKind<SendInput> = {
  kind: ORG_SURVEY_SEND,
  batchSize: BATCH,
  write: (tx, companyId, input, from, to) => {
    const now = new Date().toISOString();
    return [
      surveyAsAsked(tx, companyId, input),
      ...input.recipients.slice(from, to).flatMap(({ mailId, ...p }): TxItem[] => [
        tx.orgSurveyRecipient
          .create({
            companyId,
            orgSurveyId: input.orgSurveyId,
            ...p,
            state: 'Sent',
            mailId,
            version: 1,
            createdAt: now,
            updatedAt: now,
          })
          .commit(),
        mailOf(tx, companyId, input, { ...p, mailId }),
      ]),
    ];
  },
  unwrite: (tx, companyId, input, from, to) =>
    input.recipients
      .slice(from, to)
      .map((p) =>
        tx.orgSurveyRecipient
          .delete({ companyId, orgSurveyId: input.orgSurveyId, employeeId: p.employeeId })
          .commit(),
      ),
  commitParts: () => 1,
  commit: (tx, companyId, input) => {
    const now = new Date().toISOString();
    return [
      tx.orgSurvey
        .patch({ companyId, orgSurveyId: input.orgSurveyId })
        .set({ sentAt: now, recipientCount: input.recipientCount, rows: input.rows, updatedAt: now })
        .add({ version: 1 })
        .where((a, op) => `${op.eq(a.version, input.version)} AND ${op.notExists(a.sentAt)}`)
        .commit(),
    ];
  },
  audit: (job, input) => ({
    entityType: 'orgSurvey',
    entityId: input.orgSurveyId,
    action: 'share',
    summary: `Organisational survey “${input.title}” sent to ${plural(input.recipientCount)}`,
    after: { recipients: input.recipientCount, units: input.rows.map((r) => r.name), jobId: job.jobId },
  }),
  conflict:
    'The survey was changed or deleted while it was being sent, so the send was taken back. Reload it and send it again.',
  busy: 'Another organisational survey of your company is being sent: wait for it to finish, then try again.',
  gaveUp: 'The send stopped several times before it could finish, so it was taken back. Send it again.',
};

/**
 * Resending to those who have not answered, as a job. A batch gives 40 recipients a new mail (the
 * one they name, so an earlier mail still queued renders to nothing) and records the version the
 * resend was asked at; it is conditional on the survey's version only, so an answer or a link
 * issued meanwhile refuses nothing (a mail to one who has answered renders to nothing). The commit
 * moves the survey's version: the same request again is stale. Undone, each recipient names their
 * earlier mail again.
 */
export const orgSurveyResendJob: JobKind<ResendInput> = {
  kind: ORG_SURVEY_RESEND,
  batchSize: BATCH,
  write: (tx, companyId, input, from, to) => {
    const now = new Date().toISOString();
    return [
      surveyAsAsked(tx, companyId, input),
      ...input.recipients
        .slice(from, to)
        .flatMap((r): TxItem[] => [
          tx.orgSurveyRecipient
            .patch({ companyId, orgSurveyId: input.orgSurveyId, employeeId: r.employeeId })
            .set({ mailId: r.mailId, resendVersion: input.version, updatedAt: now })
            .add({ version: 1 })
            .commit(),
          mailOf(tx, companyId, input, r),
        ]),
    ];
  },
  unwrite: (tx, companyId, input, from, to) =>
    input.recipients
      .slice(from, to)
      .map((r) =>
        tx.orgSurveyRecipient
          .patch({ companyId, orgSurveyId: input.orgSurveyId, employeeId: r.employeeId })
          .set({ mailId: r.previousMailId })
          .remove(['resendVersion'])
          .add({ version: 1 })
          .commit(),
      ),
  commitParts: () => 1,
  commit: (tx, companyId, input) => [
    tx.orgSurvey
      .patch({ companyId, orgSurveyId: input.orgSurveyId })
      .set({ updatedAt: new Date().toISOString() })
      .add({ version: 1 })
      .where((a, op) => op.eq(a.version, input.version))
      .commit(),
  ],
  audit: (job, input) => ({
    entityType: 'orgSurvey',
    entityId: input.orgSurveyId,
    action: 'resend',
    summary: `Organisational survey “${input.title}” sent again to ${plural(input.waiting)} who had not answered`,
    after: { recipients: input.waiting, jobId: job.jobId },
  }),
  conflict: 'The survey was changed while it was being sent again. Reload it and try again.',
  busy: 'Another organisational survey of your company is being sent again: wait for it to finish, then try again.',
  gaveUp: 'Sending again stopped several times before it could finish, so it was taken back. Try again.',
};

export const ORG_SURVEY_JOB_KINDS = [orgSurveySendJob, orgSurveyResendJob] as const;

/** A send or resend job as the survey screen shows it (its label is the survey's id). */
export const orgSurveyJobView = (job: JobItem): TOrgSurveyJob => ({
  id: job.jobId,
  surveyId: job.label,
  kind: job.kind === ORG_SURVEY_RESEND ? 'resend' : 'send',
  state: job.state,
  total: job.total,
  done: job.state === 'committed' ? job.total : job.done,
  percent: percentOf(job),
  reason: job.reason ?? null,
  createdAt: job.createdAt,
  finishedAt: job.finishedAt ?? null,
});

/** The company's send and resend running now, by survey id (at most one of each kind). */
export const sendingBySurvey = async (companyId: string): Promise<Map<string, TOrgSurveyJob>> => {
  const out = new Map<string, TOrgSurveyJob>();
  for (const kind of [ORG_SURVEY_SEND, ORG_SURVEY_RESEND]) {
    const jobId = await openJobOf(companyId, kind);
    if (!jobId) continue;
    const job = (await db().entities.job.get({ companyId, jobId }).go({ consistent: true })).data;
    if (job) out.set(job.label, orgSurveyJobView(job));
  }
  return out;
};

/** A send or resend of the caller's company (another company's, or another kind of job: 404). */
export const getOrgSurveyJob = async (ctx: Ctx, input: { id: string }): Promise<{ job: TOrgSurveyJob }> => {
  const job = await getJob(tenantOf(ctx), input.id);
  if (job.kind !== ORG_SURVEY_SEND && job.kind !== ORG_SURVEY_RESEND)
    throw new AppError('NOT_FOUND', 'Job not found');
  await requireSurveysAdmin(ctx);
  return { job: orgSurveyJobView(job) };
};

/**
 * Refuses (422, `refusal`) once a send of the survey has begun: marked sent, recipients written,
 * or its send job open. From then on it is the employees' survey, and only its end date ends it.
 */
export const requireNotSent = async (
  companyId: string,
  survey: { orgSurveyId: string; sentAt?: string | undefined },
  refusal: string,
): Promise<void> => {
  const { orgSurveyId } = survey;
  const [begun, sending] = await Promise.all([
    db().entities.orgSurveyRecipient.query.bySurvey({ companyId, orgSurveyId }).go({ limit: 1 }),
    sendingBySurvey(companyId),
  ]);
  if (survey.sentAt || begun.data.length > 0 || sending.has(orgSurveyId))
    throw new AppError('UNPROCESSABLE', refusal);
};
