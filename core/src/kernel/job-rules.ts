import type { JobState } from './job-entity';

/** How long a runner holds a job without writing before recovery may take it over. */
export const LEASE_MS = 60_000;

/** Runs a job may start; one that died this often (out of memory, out of time) is undone. */
export const MAX_ATTEMPTS = 3;

/**
 * The moves a job may make (docs/architecture.md, Jobs). Forward: queued → running → committing →
 * committed. Back: any state before committed → undoing → undone. Committing may still turn back:
 * its last part is one transaction, and until that is written nothing of the job is visible.
 */
const MOVES: Record<JobState, readonly JobState[]> = {
  queued: ['running', 'undoing'],
  running: ['committing', 'undoing'],
  committing: ['committed', 'undoing'],
  committed: [],
  undoing: ['undone'],
  undone: [],
};

export const canMove = (from: JobState, to: JobState): boolean => MOVES[from].includes(to);

export const isFinished = (state: JobState): boolean => MOVES[state].length === 0;

/** What a runner that has just claimed a job does with it. */
export type JobStep = 'write' | 'commit' | 'undo' | 'nothing';

export const stepOf = (job: { state: JobState; attempts: number }): JobStep => {
  switch (job.state) {
    case 'queued':
    case 'running':
      // attempts counts this run too
      return job.attempts > MAX_ATTEMPTS ? 'undo' : 'write';
    case 'committing':
      return 'commit';
    case 'undoing':
      return 'undo';
    default:
      return 'nothing';
  }
};

/** Whether someone else is running the job now: its runner wrote within the lease. */
export const isHeld = (job: { state: JobState; leaseUntil: string }, now: Date): boolean =>
  !isFinished(job.state) && Date.parse(job.leaseUntil) > now.getTime();

/** The next batch to write: items [from, to), or null when every item is written. */
export const nextBatch = (done: number, total: number, size: number): { from: number; to: number } | null =>
  done >= total ? null : { from: done, to: Math.min(total, done + size) };

/** The next batch to take back, from the end: items [from, to), or null when none is left. */
export const lastBatch = (done: number, size: number): { from: number; to: number } | null =>
  done <= 0 ? null : { from: Math.max(0, done - size), to: done };

/** Progress as the screen shows it: 0–100, whole numbers. */
export const percentOf = (job: { state: JobState; done: number; total: number }): number =>
  job.state === 'committed' ? 100 : job.total === 0 ? 0 : Math.floor((100 * job.done) / job.total);
