import {
  ZShareSurveyRequestSchema,
  type TShareSurveyRequest,
  type TSurvey,
  type TSurveyShareJob,
} from '@stratum/contracts';
import { surveyStatus } from '@stratum/rules';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import type { JobItem } from '../../kernel/job-entity';
import { isFinished } from '../../kernel/job-rules';
import { createJob, getJob, runJob, startJob } from '../../kernel/jobs';
import { requireSurveysAdmin } from '../access';
import { runningShare, surveyResendJob, surveyShareJob, surveyShareJobView } from './share-job';
import { checkSurveyVersion, findSurvey, reviewersOf, surveyView } from './survey-store';

/**
 * Checks a share and queues it as a job, mailing nobody yet (docs/surveys.md): the reviewers it
 * mails are listed now into the job — a share: those not mailed yet; a resend: those mailed who
 * have not answered, less those the same resend (same version asked) already mailed before it was
 * cut short. The company's earlier share, if its runner died, is recovered first (createJob).
 * `batchSize` (tests) makes the job's batches smaller than 40.
 */
export const queueSurveyShare = async (
  ctx: Ctx,
  raw: TShareSurveyRequest,
  opts: { batchSize?: number } = {},
): Promise<JobItem> => {
  const input = ZShareSurveyRequestSchema.parse(raw);
  const companyId = tenantOf(ctx);
  const survey = await findSurvey(companyId, input.id);
  await requireSurveysAdmin(ctx);
  checkSurveyVersion(survey, input.version);
  if (surveyStatus(survey.startDate, survey.endDate, ctx.now) === 'Closed')
    throw new AppError('UNPROCESSABLE', 'This survey is closed: it cannot be shared.');
  if (await runningShare(companyId, survey.surveyId))
    throw new AppError('CONFLICT', 'This survey is being shared already: wait for it to finish.');
  const all = await reviewersOf(companyId, survey.surveyId);
  const concerned = all.filter((r) => (input.resend ? r.state === 'Sent' : r.state === 'Added'));
  if (concerned.length === 0)
    throw new AppError(
      'UNPROCESSABLE',
      input.resend
        ? 'Every reviewer mailed has answered: there is nobody to remind.'
        : 'Every reviewer has been mailed already: add reviewers, or resend to those who have not answered.',
    );
  const reviewers = concerned
    .filter((r) => !input.resend || r.resendVersion !== input.version)
    .map((r) => ({
      reviewerId: r.reviewerId,
      email: r.email,
      mailId: newId(),
      previousMailId: r.mailId ?? null,
    }));
  const kind = input.resend ? surveyResendJob : surveyShareJob;
  return createJob({ ...ctx, companyId }, kind, {
    label: survey.surveyId,
    total: reviewers.length,
    input: {
      surveyId: survey.surveyId,
      title: survey.title,
      subjectName: survey.subjectName,
      version: input.version,
      requestedBy: ctx.userId,
      resend: input.resend,
      count: concerned.length,
      reviewers,
      ...(opts.batchSize ? { batchSize: opts.batchSize } : {}),
    },
  });
};

/**
 * Shares a survey (spec §2 share-survey) as a job (ARCHITECTURE §11, docs/surveys.md), answering
 * with the job as soon as it is queued. The job marks each reviewer mailed with their outbox mail,
 * 40 per transaction (the mail carries their own link, issued when it is sent), each batch
 * conditional on the survey's version; one cut short is finished by the recovery step, never
 * mailing anyone twice. A resend mails again, with a fresh link, only those mailed who have not
 * answered. A closed survey is not shared. `run: 'here'` runs it to its end in this process and
 * awaits it (the demo seed, fixtures): the same job and runner, only not handed off.
 */
export const shareSurvey = async (
  ctx: Ctx,
  raw: TShareSurveyRequest,
  opts: { run?: 'background' | 'here' } = {},
): Promise<{ item: TSurvey; job: TSurveyShareJob }> => {
  const queued = await queueSurveyShare(ctx, raw);
  const { companyId, jobId } = queued;
  const kind = queued.kind === surveyResendJob.kind ? surveyResendJob : surveyShareJob;
  const ref = { companyId, jobId };
  let view = surveyShareJobView(queued);
  if (opts.run === 'here') {
    const outcome = await runJob(kind, ref);
    if (outcome !== 'committed') throw new Error(`share ${jobId} ended ${outcome}`);
    view = surveyShareJobView(await getJob(companyId, jobId));
  } else await startJob(kind, ref);
  const item = await surveyView(await findSurvey(companyId, queued.label), ctx.now);
  return { item: { ...item, sharing: isFinished(view.state) ? null : view }, job: view };
};
