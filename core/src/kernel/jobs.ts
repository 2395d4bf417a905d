import { db } from '../db';
import { auditEntry, type AuditInput } from './audit';
import { s3 } from './clients';
import { config } from './config';
import { AppError, isAppError } from './errors';
import { fileKey, putFile } from './files';
import { newId } from './ids';
import type { JobItem, JobState } from './job-entity';
import { isHeld, lastBatch, LEASE_MS, nextBatch, stepOf } from './job-rules';
import { writeItems } from './change';
import { inRequestScope, requestScope } from './request-scope';
import { commit, type TxEntities, type TxItem } from './transact';

/**
 * A kind of job (an employee import, later survey shares and bulk copies): how its items are
 * written and taken back in batches, and how it is committed. Every batch is one transaction with
 * the job's own progress, so a batch is written once or not at all, whatever crashes when.
 */
export interface JobKind<I> {
  kind: string;
  /**
   * items per batch: with the job's progress item the batch must fit one transaction (100); a
   * function when it depends on the input (rows that carry more items each)
   */
  batchSize: number | ((input: I) => number);
  /** the transaction items that write items [from, to) */
  write(tx: TxEntities, companyId: string, input: I, from: number, to: number): TxItem[];
  /**
   * the transaction items that take items [from, to) back; `seen` is what `beforeUnwrite` read
   * (undefined without it)
   */
  unwrite(tx: TxEntities, companyId: string, input: I, from: number, to: number, seen?: unknown): TxItem[];
  /**
   * read before an undo step, for a kind whose items may have moved on since they were written (a
   * survey reviewer who answered from the mail): what it answers is handed to `unwrite`. The undo
   * step's conditions must hold what was read; a change landing in between refuses the step, and
   * the next runner reads again.
   */
  beforeUnwrite?(companyId: string, input: I, from: number, to: number): Promise<unknown>;
  /** how many transactions the commit takes (at least one); the last one makes the job visible */
  commitParts(input: I): number;
  /** part `part` of the commit (sign 1), or its reversal (sign -1; never asked of the last part) */
  commit(tx: TxEntities, companyId: string, input: I, part: number, sign: 1 | -1): TxItem[];
  /** the one audit entry, written with the last part */
  audit(job: JobItem, input: I): Omit<AuditInput, 'companyId'>;
  /** what the person is told when something the items rely on changed meanwhile */
  conflict: string | ((input: I) => string);
  /** what a second job of the kind is told while the company's first one runs (409) */
  busy?: string;
  /** why a job that kept stopping was undone */
  gaveUp?: string;
}

export interface JobRef {
  companyId: string;
  jobId: string;
}

/** Inputs above this many bytes go to S3 (an item holds at most 400 KB). */
const INLINE_BYTES = 300_000;

const jobs = () => db().entities.job;

const lockOf = async (companyId: string, kind: string) =>
  (await db().entities.jobLock.get({ companyId, kind }).go({ consistent: true })).data;

const read = async (ref: JobRef): Promise<JobItem | null> =>
  (await jobs().get(ref).go({ consistent: true })).data ?? null;

/** The job of a company (another company's, or none: 404). */
export const getJob = async (companyId: string, jobId: string): Promise<JobItem> => {
  const job = await read({ companyId, jobId });
  if (!job) throw new AppError('NOT_FOUND', 'Job not found');
  return job;
};

/**
 * The id of the company's open job of a kind, or null. Its items are staged: readers leave them
 * out until the job commits (the lock goes in the commit's own transaction).
 */
export const openJobOf = async (companyId: string, kind: string): Promise<string | null> =>
  (await lockOf(companyId, kind))?.jobId ?? null;

const inputOf = async <I>(job: JobItem): Promise<I> => {
  if (job.input !== undefined) return JSON.parse(job.input) as I;
  if (!job.inputKey) throw new Error(`job ${job.jobId} has no input`);
  const { GetObjectCommand } = await import('@aws-sdk/client-s3');
  const got = await (
    await s3()
  ).send(new GetObjectCommand({ Bucket: config().BUCKET_NAME, Key: job.inputKey }));
  return JSON.parse(await got.Body!.transformToString('utf8')) as I;
};

const leaseFrom = (now: Date) => new Date(now.getTime() + LEASE_MS).toISOString();

/**
 * Creates a job and takes the company's lock of its kind. The company's earlier job of the kind,
 * if one is still open and nobody runs it (its runner died), is recovered first — finished or
 * undone — so jobs of a kind never overlap; one still running refuses the new one (409).
 */
export const createJob = async <I>(
  owner: { companyId: string; userId: string; employeeId: string | null; actorName: string; now: Date },
  kind: JobKind<I>,
  job: { jobId?: string; label: string; total: number; input: I },
): Promise<JobItem> => {
  const { companyId } = owner;
  const busy = new AppError(
    'CONFLICT',
    kind.busy ?? 'Another import of your company is still running: wait for it to finish, then try again.',
  );
  const open = await lockOf(companyId, kind.kind);
  if (open) {
    const earlier = await read({ companyId, jobId: open.jobId });
    if (earlier && isHeld(earlier, owner.now)) throw busy;
    await runJob(kind, { companyId, jobId: open.jobId }, { now: () => owner.now });
    if (await lockOf(companyId, kind.kind)) throw busy;
  }
  const jobId = job.jobId ?? newId();
  const text = JSON.stringify(job.input);
  let stored: { input: string } | { inputKey: string } = { input: text };
  if (Buffer.byteLength(text) > INLINE_BYTES) {
    const key = fileKey(companyId, 'jobs', jobId, 'input.json');
    await putFile(key, new TextEncoder().encode(text), 'application/json');
    stored = { inputKey: key };
  }
  const at = owner.now.toISOString();
  const item = {
    companyId,
    jobId,
    kind: kind.kind,
    state: 'queued' as const,
    total: job.total,
    done: 0,
    parts: 0,
    ...stored,
    ownerUserId: owner.userId,
    ...(owner.employeeId ? { ownerEmployeeId: owner.employeeId } : {}),
    ownerName: owner.actorName,
    label: job.label,
    // the runner it is handed to claims it at once; recovery waits for the lease in case it is slow
    leaseUntil: leaseFrom(owner.now),
    attempts: 0,
    version: 1,
    createdAt: at,
    updatedAt: at,
  };
  // The job is the request's change: a late create after the request gave up cannot double it.
  await writeItems(
    (tx) => [
      tx.job.create(item).commit(),
      tx.jobLock.create({ companyId, kind: kind.kind, jobId, createdAt: at }).commit(),
    ],
    { onConflict: busy },
  );
  return item;
};

export interface RunOptions {
  /** the clock: recovery is handed a later one in tests instead of waiting for a lease to run out */
  now?: () => Date;
  /**
   * Test-only: stop after this many transactions as if the process died there (the job keeps its
   * runner and lease, exactly as a crash leaves it).
   */
  abandonAfter?: number;
}

export type RunOutcome = JobState | 'held' | 'abandoned' | 'lost';

/**
 * Runs a job from wherever its record says it is: writes the remaining batches and commits, or
 * takes back what was written. The same code runs a new job and recovers an interrupted one.
 * Every write is conditional on this runner holding the job and on the progress it read, so a
 * batch is never written twice and a runner given up for dead writes nothing more. The job's
 * writes are its own, fenced on its runner: they never carry the Idempotency-Key of a request
 * that happens to run it (one recovering an earlier job), whose retry could otherwise refuse them.
 */
export const runJob = <I>(kind: JobKind<I>, ref: JobRef, opts: RunOptions = {}): Promise<RunOutcome> =>
  inRequestScope({ signal: requestScope()?.signal, principal: requestScope()?.principal }, () =>
    runHere(kind, ref, opts),
  );

const runHere = async <I>(kind: JobKind<I>, ref: JobRef, opts: RunOptions): Promise<RunOutcome> => {
  const now = opts.now ?? (() => new Date());
  const seen = await read(ref);
  if (!seen || seen.kind !== kind.kind) throw new Error(`no ${kind.kind} job ${ref.jobId}`);
  if (stepOf({ ...seen, attempts: 0 }) === 'nothing') return seen.state;
  if (isHeld(seen, now()) && seen.runner !== undefined) return 'held';

  const token = newId();
  const claimedState: JobState = seen.state === 'queued' ? 'running' : seen.state;
  try {
    await jobs()
      .patch(ref)
      .set({
        runner: token,
        leaseUntil: leaseFrom(now()),
        state: claimedState,
        updatedAt: now().toISOString(),
      })
      .add({ attempts: 1 })
      .where((a, op) =>
        [
          op.eq(a.state, seen.state),
          op.eq(a.attempts, seen.attempts),
          `(${op.notExists(a.runner)} OR ${op.lt(a.leaseUntil, now().toISOString())})`,
        ].join(' AND '),
      )
      .go();
  } catch (e) {
    if (String((e as Error).message).includes('conditional request failed')) return 'held';
    throw e;
  }
  const job: JobItem = { ...seen, state: claimedState, runner: token, attempts: seen.attempts + 1 };
  const input = await inputOf<I>(job);
  const batchSize = typeof kind.batchSize === 'function' ? kind.batchSize(input) : kind.batchSize;
  const conflictText = typeof kind.conflict === 'function' ? kind.conflict(input) : kind.conflict;
  const conflict = new AppError('CONFLICT', conflictText);
  let sent = 0;

  /** The job's own item in a transaction: its progress, fenced on this runner and what it read. */
  const progress = (
    tx: TxEntities,
    change: {
      set?: Partial<Pick<JobItem, 'state' | 'reason' | 'finishedAt'>>;
      done?: number;
      parts?: number;
    },
  ): TxItem =>
    tx.job
      .patch(ref)
      .set({ ...change.set, leaseUntil: leaseFrom(now()), updatedAt: now().toISOString() })
      .add({ done: change.done ?? 0, parts: change.parts ?? 0 })
      .where((a, op) =>
        [
          op.eq(a.runner, token),
          op.eq(a.state, job.state),
          op.eq(a.done, job.done),
          op.eq(a.parts, job.parts),
        ].join(' AND '),
      )
      .commit();

  const releaseLock = (tx: TxEntities): TxItem =>
    tx.jobLock
      .delete({ companyId: ref.companyId, kind: kind.kind })
      .where((a, op) => op.eq(a.jobId, ref.jobId))
      .commit();

  /** One transaction; false when a condition failed (this runner lost the job, or the data moved). */
  const send = async (build: (tx: TxEntities) => TxItem[]): Promise<boolean> => {
    if (opts.abandonAfter !== undefined && sent >= opts.abandonAfter) throw new Abandoned();
    sent++;
    try {
      await commit(db().transaction.write(build), conflict);
      return true;
    } catch (e) {
      if (isAppError(e) && e.code === 'CONFLICT') return false;
      throw e;
    }
  };

  /** After a refused transaction: still ours (so the data moved) or taken over by another runner. */
  const stillOurs = async (): Promise<boolean> => {
    const now = await read(ref);
    return (
      now?.runner === token && now.state === job.state && now.done === job.done && now.parts === job.parts
    );
  };

  const turnBack = async (reason: string): Promise<boolean> => {
    const ok = await send((tx) => [progress(tx, { set: { state: 'undoing', reason } })]);
    if (ok) job.state = 'undoing';
    return ok;
  };

  try {
    for (;;) {
      const step = stepOf(job);
      if (step === 'nothing') return job.state;
      if (step === 'undo' && job.state !== 'undoing') {
        if (
          !(await turnBack(
            kind.gaveUp ?? 'The import stopped several times before it could finish, so it was undone.',
          ))
        )
          return 'lost';
        continue;
      }
      let ok: boolean;
      if (step === 'write') {
        const batch = nextBatch(job.done, job.total, batchSize);
        if (!batch) {
          ok = await send((tx) => [progress(tx, { set: { state: 'committing' } })]);
          if (ok) job.state = 'committing';
        } else {
          const n = batch.to - batch.from;
          ok = await send((tx) => [
            ...kind.write(tx, ref.companyId, input, batch.from, batch.to),
            progress(tx, { done: n }),
          ]);
          if (ok) job.done += n;
        }
      } else if (step === 'commit') {
        const last = Math.max(1, kind.commitParts(input)) - 1;
        if (job.parts < last) {
          ok = await send((tx) => [
            ...kind.commit(tx, ref.companyId, input, job.parts, 1),
            progress(tx, { parts: 1 }),
          ]);
          if (ok) job.parts += 1;
        } else {
          const at = now();
          ok = await send((tx) => [
            ...kind.commit(tx, ref.companyId, input, last, 1),
            progress(tx, { set: { state: 'committed', finishedAt: at.toISOString() } }),
            releaseLock(tx),
            tx.auditTrail
              .create(
                auditEntry(
                  { userId: job.ownerUserId, actorName: job.ownerName, now: at },
                  { companyId: ref.companyId, ...kind.audit(job, input) },
                ),
              )
              .commit(),
          ]);
          if (ok) return 'committed';
        }
      } else {
        if (job.parts > 0) {
          ok = await send((tx) => [
            ...kind.commit(tx, ref.companyId, input, job.parts - 1, -1),
            progress(tx, { parts: -1 }),
          ]);
          if (ok) job.parts -= 1;
        } else {
          const batch = lastBatch(job.done, batchSize);
          if (batch) {
            const n = batch.to - batch.from;
            const seen = await kind.beforeUnwrite?.(ref.companyId, input, batch.from, batch.to);
            ok = await send((tx) => [
              ...kind.unwrite(tx, ref.companyId, input, batch.from, batch.to, seen),
              progress(tx, { done: -n }),
            ]);
            if (ok) job.done -= n;
          } else {
            ok = await send((tx) => [
              progress(tx, { set: { state: 'undone', finishedAt: now().toISOString() } }),
              releaseLock(tx),
            ]);
            if (ok) return 'undone';
          }
        }
      }
      if (!ok) {
        if (!(await stillOurs())) return 'lost';
        // Ours, yet refused: something the items rely on changed (an email taken, a unit made
        // inactive). Writing on cannot succeed, so what was written is taken back.
        if (job.state === 'undoing') throw new Error(`job ${ref.jobId}: an undo step was refused`);
        if (!(await turnBack(conflictText))) return 'lost';
      }
    }
  } catch (e) {
    if (e instanceof Abandoned) return 'abandoned';
    throw e;
  }
};

class Abandoned extends Error {}

/**
 * The recovery step: every open job of every company whose runner stopped writing (its lease ran
 * out) is run again from its record — finished, or undone. Run on start, on a schedule and before
 * the company's next job of the kind. Kinds it does not know are left for a process that does.
 */
export const recoverJobs = async (
  kinds: ReadonlyArray<JobKind<never>>,
  opts: { now?: Date } = {},
): Promise<Array<{ companyId: string; jobId: string; outcome: RunOutcome }>> => {
  const now = opts.now ?? new Date();
  const byName = new Map(kinds.map((k) => [k.kind, k]));
  const open = (await db().entities.jobLock.query.open({ open: 'open' }).go({ pages: 'all' })).data;
  const out: Array<{ companyId: string; jobId: string; outcome: RunOutcome }> = [];
  for (const lock of open) {
    const kind = byName.get(lock.kind);
    if (!kind) continue;
    const ref = { companyId: lock.companyId, jobId: lock.jobId };
    const job = await read(ref);
    if (!job || isHeld(job, now)) continue;
    out.push({ ...ref, outcome: await runJob(kind, ref, { now: () => now }) });
  }
  return out;
};

const running = new Set<Promise<unknown>>();

/**
 * Hands a new job to its runner. Deployed: an asynchronous invocation of the `jobs` function
 * (stacks/Api.ts), so the work outlives the request. Locally (no function configured): the same
 * runner in this process, in the background. Either way a runner that dies is replaced by the
 * recovery step.
 */
export const startJob = async <I>(kind: JobKind<I>, ref: JobRef): Promise<void> => {
  const fn = config().JOBS_FUNCTION_NAME;
  if (fn) {
    const { LambdaClient, InvokeCommand } = await import('@aws-sdk/client-lambda');
    await new LambdaClient({ region: config().AWS_REGION }).send(
      new InvokeCommand({
        FunctionName: fn,
        InvocationType: 'Event',
        Payload: new TextEncoder().encode(JSON.stringify({ run: { kind: kind.kind, ...ref } })),
      }),
    );
    return;
  }
  // Handed off: it outlives the request, so neither the request's deadline nor its key goes along.
  // It runs as the jobs function would (stacks/Api.ts), with that function's grants.
  const work = inRequestScope({ principal: 'jobs' }, () => runJob(kind, ref)).catch((e: unknown) => {
    console.error(
      JSON.stringify({ level: 'error', msg: 'job runner stopped', ...ref, error: (e as Error).message }),
    );
  });
  running.add(work);
  void work.finally(() => running.delete(work));
};

/** Resolves when the jobs this process runs in the background have stopped (for a clean stop). */
export const backgroundJobs = (): Promise<unknown> => Promise.allSettled([...running]);
