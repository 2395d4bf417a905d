import type { TSurveyShareJob } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import type { JobItem } from '../../kernel/job-entity';
import { percentOf } from '../../kernel/job-rules';
import { getJob, openJobOf, type JobKind } from '../../kernel/jobs';
import { queueMail } from '../../kernel/outbox';
import type { TxEntities, TxItem } from '../../kernel/transact';
import { requireSurveysAdmin } from '../access';
import { SURVEY_REVIEW_MAIL } from '../review/survey-mail';

export const SURVEY_SHARE = 'survey-share';
export const SURVEY_RESEND = 'survey-resend';

/** Reviewers (each with their mail) written per transaction: 80 items, the survey's check and the job's progress. */
export const SHARE_BATCH = 40;

/** One reviewer a share mails; a resend names the mail it replaces, given back if it is undone. */
export interface ShareReviewer {
  reviewerId: string;
  email: string;
  mailId: string;
  previousMailId: string | null;
}

/** What a share job keeps: the survey, the version it was shared at, and everyone it mails. */
export interface ShareInput {
  surveyId: string;
  title: string;
  subjectName: string;
  /** the survey's version the share was asked at: every batch is conditional on it */
  version: number;
  /** who asked, as the outbox records it */
  requestedBy: string;
  /** mail again those mailed who have not answered (else: those not mailed yet) */
  resend: boolean;
  /** everyone it concerns when asked (those mailed by the same resend cut short included) */
  count: number;
  reviewers: ShareReviewer[];
  /** reviewers per transaction (at most `SHARE_BATCH`; smaller in tests) */
  batchSize?: number;
}

const plural = (n: number) => `${n} reviewer${n === 1 ? '' : 's'}`;

/**
 * Sharing a 360-degree survey as a job (ARCHITECTURE §11, docs/surveys.md), as the organisational
 * survey's send: a batch is up to 40 reviewers with their outbox mails, conditional on the survey
 * still at the version the share was asked at (adding or removing a reviewer, an edit or a delete
 * moves it — and each refuses while the share runs), and moves the job's progress in the same
 * transaction, so a reviewer is marked and mailed once whatever crashes when; the recovery step
 * finishes a share cut short. A share marks each reviewer `Sent` with their mail; a resend gives
 * each waiting reviewer a new mail (the one they name, so an earlier mail still queued renders to
 * nothing) and records the version it was asked at, touching nothing else — an answer given
 * meanwhile refuses nothing (the mail to one who answered renders to nothing). The commit moves the
 * survey's version (the same request again is stale) and writes the one audit entry. Undone, each
 * reviewer gets back what they had: Added with no mail, or their earlier mail.
 */
const shareKind = (resend: boolean): JobKind<ShareInput> => ({
  kind: resend ? SURVEY_RESEND : SURVEY_SHARE,
  batchSize: (input) => Math.min(SHARE_BATCH, Math.max(1, input.batchSize ?? SHARE_BATCH)),
  write: (tx, companyId, input, from, to) => {
    const now = new Date().toISOString();
    const { surveyId } = input;
    return [
      tx.survey
        .check({ companyId, surveyId })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
      ...input.reviewers.slice(from, to).flatMap((r): TxItem[] => [
        input.resend
          ? tx.surveyReviewer
              .patch({ companyId, surveyId, reviewerId: r.reviewerId })
              .set({ mailId: r.mailId, resendVersion: input.version, sentAt: now, updatedAt: now })
              .add({ version: 1 })
              .commit()
          : tx.surveyReviewer
              .patch({ companyId, surveyId, reviewerId: r.reviewerId })
              .set({ state: 'Sent', sentAt: now, mailId: r.mailId, updatedAt: now })
              .add({ version: 1 })
              .where((a, op) => op.eq(a.state, 'Added'))
              .commit(),
        mailOf(tx, companyId, input, r),
      ]),
    ];
  },
  // A share's reviewer who answered from its mail before the share was undone (the runner died
  // three times after their batch landed) keeps their answer: they stay Answered, their link spent,
  // and are not set back to Added (docs/surveys.md "360-degree surveys").
  beforeUnwrite: async (companyId, input, from, to) => {
    if (input.resend) return new Set<string>();
    const keys = input.reviewers
      .slice(from, to)
      .map((r) => ({ companyId, surveyId: input.surveyId, reviewerId: r.reviewerId }));
    const { data } = await db().entities.surveyReviewer.get(keys).go({ consistent: true });
    return new Set(data.filter((r) => r.state === 'Answered').map((r) => r.reviewerId));
  },
  unwrite: (tx, companyId, input, from, to, seen) => {
    const answered = seen instanceof Set ? (seen as Set<string>) : new Set<string>();
    return input.reviewers.slice(from, to).flatMap((r): TxItem[] => {
      const key = { companyId, surveyId: input.surveyId, reviewerId: r.reviewerId };
      if (!input.resend && answered.has(r.reviewerId)) return [];
      if (input.resend && r.previousMailId)
        return [
          tx.surveyReviewer
            .patch(key)
            .set({ mailId: r.previousMailId })
            .remove(['resendVersion'])
            .add({ version: 1 })
            .commit(),
        ];
      const back = tx.surveyReviewer
        .patch(key)
        .set({ state: 'Added' })
        .remove(['mailId', 'sentAt'])
        .add({ version: 1 });
      // a share's reviewer read as Sent must still be: an answer landing meanwhile refuses the step
      return [input.resend ? back.commit() : back.where((a, op) => op.eq(a.state, 'Sent')).commit()];
    });
  },
  commitParts: () => 1,
  commit: (tx, companyId, input) => [
    tx.survey
      .patch({ companyId, surveyId: input.surveyId })
      .set({ updatedAt: new Date().toISOString() })
      .add({ version: 1 })
      .where((a, op) => op.eq(a.version, input.version))
      .commit(),
  ],
  audit: (job, input) => ({
    entityType: 'survey',
    entityId: input.surveyId,
    action: input.resend ? 'resend' : 'share',
    summary: `360-degree survey “${input.title}” ${input.resend ? 'sent again' : 'shared'} to ${plural(input.count)}`,
    after: { reviewers: input.reviewers.map((r) => r.email), jobId: job.jobId },
  }),
  conflict:
    'The survey was changed while it was being shared, so the share was taken back. Reload it and share it again.',
  busy: 'Another 360-degree survey of your company is being shared: wait for it to finish, then try again.',
  gaveUp: 'Sharing stopped several times before it could finish, so it was taken back. Share it again.',
});

export const surveyShareJob = shareKind(false);
export const surveyResendJob = shareKind(true);
export const SURVEY_SHARE_JOB_KINDS = [surveyShareJob, surveyResendJob] as const;

const mailOf = (tx: TxEntities, companyId: string, input: ShareInput, r: ShareReviewer) =>
  queueMail(
    tx,
    { userId: input.requestedBy, now: new Date() },
    {
      companyId,
      kind: SURVEY_REVIEW_MAIL,
      to: r.email,
      subject: `Your feedback on ${input.subjectName}: ${input.title}`,
      mailId: r.mailId,
      data: { surveyId: input.surveyId, reviewerId: r.reviewerId },
    },
  );

/** A share job as the survey screen shows it (its label is the survey's id). */
export const surveyShareJobView = (job: JobItem): TSurveyShareJob => ({
  id: job.jobId,
  surveyId: job.label,
  kind: job.kind === SURVEY_RESEND ? 'resend' : 'share',
  state: job.state,
  total: job.total,
  done: job.state === 'committed' ? job.total : job.done,
  percent: percentOf(job),
  reason: job.reason ?? null,
  createdAt: job.createdAt,
  finishedAt: job.finishedAt ?? null,
});

/** The share or resend of the survey running now, if any (a company runs one of each at a time). */
export const runningShare = async (companyId: string, surveyId: string): Promise<TSurveyShareJob | null> => {
  for (const kind of [SURVEY_SHARE, SURVEY_RESEND]) {
    const jobId = await openJobOf(companyId, kind);
    if (!jobId) continue;
    const job = (await db().entities.job.get({ companyId, jobId }).go({ consistent: true })).data;
    if (job?.label === surveyId) return surveyShareJobView(job);
  }
  return null;
};

/** 409 while a share of the survey runs: its reviewers are being mailed from the list as it was. */
export const requireNotSharing = async (companyId: string, surveyId: string): Promise<void> => {
  if (await runningShare(companyId, surveyId))
    throw new AppError(
      'CONFLICT',
      'This survey is being shared: wait for it to finish (its progress is on the survey), then try again.',
    );
};

/** A share of the caller's company (another company's, or another kind of job: 404). */
export const getSurveyShareJob = async (
  ctx: Ctx,
  input: { id: string },
): Promise<{ job: TSurveyShareJob }> => {
  const job = await getJob(tenantOf(ctx), input.id);
  if (job.kind !== SURVEY_SHARE && job.kind !== SURVEY_RESEND)
    throw new AppError('NOT_FOUND', 'Job not found');
  await requireSurveysAdmin(ctx);
  return { job: surveyShareJobView(job) };
};
