import { Entity, type EntityItem } from 'electrodb';
import { SERVICE, timestamps, versioned } from './entity';

export const JOB_STATES = ['queued', 'running', 'committing', 'committed', 'undoing', 'undone'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * A long write run as a job (ARCHITECTURE §11, docs/architecture.md "Jobs"): its input, where it
 * has got to and who is running it. `done` is the number of items written, moved in the same
 * transaction as those items, so it is exactly what is stored; `parts` counts the commit's parts
 * applied. `runner` and `leaseUntil` fence the work: every write of a runner is conditional on it
 * still holding the job, so one that was given up for dead and wakes up again writes nothing.
 */
export const JobEntity = new Entity({
  model: { entity: 'job', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    jobId: { type: 'string', required: true, readOnly: true },
    kind: { type: 'string', required: true, readOnly: true },
    state: { type: JOB_STATES, required: true, default: 'queued' },
    total: { type: 'number', required: true },
    done: { type: 'number', required: true, default: 0 },
    parts: { type: 'number', required: true, default: 0 },
    /** the input, as JSON, when it is small; otherwise `inputKey` names the S3 object holding it */
    input: { type: 'string' },
    inputKey: { type: 'string' },
    /** who asked for it: the audit entry at commit names them */
    ownerUserId: { type: 'string', required: true, readOnly: true },
    ownerEmployeeId: { type: 'string' },
    ownerName: { type: 'string', required: true, readOnly: true },
    /** what the job is, for the screen and the trail ("people.csv") */
    label: { type: 'string', required: true, readOnly: true },
    runner: { type: 'string' },
    leaseUntil: { type: 'string', required: true },
    /** runs started: one that keeps dying (a row that makes it run out of memory) is undone */
    attempts: { type: 'number', required: true, default: 0 },
    /** why it was undone, in words for the person who started it */
    reason: { type: 'string' },
    finishedAt: { type: 'string' },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['jobId'] },
    },
  },
});

export type JobItem = EntityItem<typeof JobEntity>;

/**
 * The one open job of a kind in a company. It exists from the job's creation until the job is
 * committed or undone, and goes in the same transaction as that last step, so readers that ask
 * "is an import of this company open, and which" get the answer that matches the rows they see.
 * `open` is constant: the recovery step lists every open job of every company with one Query.
 */
export const JobLockEntity = new Entity({
  model: { entity: 'jobLock', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    kind: { type: 'string', required: true, readOnly: true },
    jobId: { type: 'string', required: true },
    open: { type: 'string', required: true, readOnly: true, default: 'open' },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['kind'] },
    },
    open: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['open'] },
      sk: { field: 'gsi1sk', composite: ['companyId', 'kind'] },
    },
  },
});

export type JobLockItem = EntityItem<typeof JobLockEntity>;
