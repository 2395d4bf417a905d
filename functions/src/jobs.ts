import { employeeImportJob } from '@stratum/core/organisation';
import { recoverScorecardBuilds } from '@stratum/core/scorecard';
import { ORG_SURVEY_JOB_KINDS, SURVEY_SHARE_JOB_KINDS } from '@stratum/core/surveys';
import { recoverJobs, runJob, type JobKind } from '@stratum/core/kernel/jobs';
import { inRequestScope } from '@stratum/core/kernel/request-scope';
import { log } from './http/log';

/** Every kind of job; the recovery step knows only these. */
export const JOB_KINDS: ReadonlyArray<JobKind<never>> = [
  employeeImportJob,
  ...ORG_SURVEY_JOB_KINDS,
  ...SURVEY_SHARE_JOB_KINDS,
];

/** What invokes the jobs function: a request that queued a job, or the schedule. */
export type JobsEvent = { run: { kind: string; companyId: string; jobId: string } } | Record<string, unknown>;

/**
 * The `jobs` function (stacks/Api.ts). Invoked asynchronously with `run` by the request that
 * queued a job, it runs that job; invoked by the schedule (EventBridge), it runs the recovery
 * step: every open job whose runner stopped is finished or undone from its record. Locally
 * `npm start` calls `recover` on start and on a timer, and a new job runs in the server process.
 */
export const handler = async (event: JobsEvent): Promise<unknown> => {
  const run = (event as { run?: { kind: string; companyId: string; jobId: string } }).run;
  if (run) {
    const kind = JOB_KINDS.find((k) => k.kind === run.kind);
    if (!kind) throw new Error(`unknown job kind ${run.kind}`);
    const ref = { companyId: run.companyId, jobId: run.jobId };
    const outcome = await inRequestScope({ principal: 'jobs' }, () => runJob(kind, ref));
    log('info', 'job run', { ...run, outcome });
    return { outcome };
  }
  return { recovered: await recover() };
};

/**
 * The recovery step over every kind of job, and over scorecard builds whose process died
 * (core/src/scorecard/build.ts), logging what it did; the jobs it finished or undid are returned.
 */
export const recover = async (opts: { now?: Date } = {}) =>
  inRequestScope({ principal: 'jobs' }, async () => {
    const recovered = await recoverJobs(JOB_KINDS, opts);
    for (const r of recovered) log('info', 'job recovered', r);
    for (const b of await recoverScorecardBuilds(opts)) log('info', 'scorecard build taken back', b);
    return recovered;
  });
