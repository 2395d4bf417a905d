import { describe, expect, it } from 'vitest';
import { JOB_STATES, type JobState } from './job-entity';
import {
  canMove,
  isFinished,
  isHeld,
  lastBatch,
  LEASE_MS,
  MAX_ATTEMPTS,
  nextBatch,
  percentOf,
  stepOf,
} from './job-rules';

describe('job states', () => {
  it.each<[JobState, JobState, boolean]>([
    ['queued', 'running', true],
    ['running', 'committing', true],
    ['committing', 'committed', true],
    ['running', 'undoing', true],
    ['committing', 'undoing', true],
    ['undoing', 'undone', true],
    // nothing skips a step, and nothing leaves an end
    ['queued', 'committed', false],
    ['running', 'committed', false],
    ['undoing', 'running', false],
    ['undoing', 'committed', false],
    ['committed', 'undoing', false],
    ['undone', 'running', false],
  ])('%s → %s: %s', (from, to, allowed) => {
    expect(canMove(from, to)).toBe(allowed);
  });

  it('ends only as committed or undone', () => {
    expect(JOB_STATES.filter(isFinished)).toEqual(['committed', 'undone']);
  });

  it.each<[JobState, number, ReturnType<typeof stepOf>]>([
    ['queued', 1, 'write'],
    ['running', 2, 'write'],
    ['running', MAX_ATTEMPTS, 'write'],
    // a job that keeps dying is taken back rather than tried for ever
    ['running', MAX_ATTEMPTS + 1, 'undo'],
    ['committing', MAX_ATTEMPTS + 1, 'commit'],
    ['undoing', 1, 'undo'],
    ['committed', 1, 'nothing'],
    ['undone', 1, 'nothing'],
  ])('a runner that claims a %s job on attempt %i does: %s', (state, attempts, step) => {
    expect(stepOf({ state, attempts })).toBe(step);
  });

  it('counts a job as held while its lease runs, and free once it ran out or the job ended', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    const later = new Date(now.getTime() + LEASE_MS - 1).toISOString();
    const earlier = new Date(now.getTime() - 1).toISOString();
    expect(isHeld({ state: 'running', leaseUntil: later }, now)).toBe(true);
    expect(isHeld({ state: 'running', leaseUntil: earlier }, now)).toBe(false);
    expect(isHeld({ state: 'committed', leaseUntil: later }, now)).toBe(false);
  });
});

describe('batches', () => {
  it.each([
    [0, 100, 33, { from: 0, to: 33 }],
    [99, 100, 33, { from: 99, to: 100 }],
    [100, 100, 33, null],
  ])('written %i of %i by %i: next %o', (done, total, size, batch) => {
    expect(nextBatch(done, total, size)).toEqual(batch);
  });

  it.each([
    [100, 33, { from: 67, to: 100 }],
    [20, 33, { from: 0, to: 20 }],
    [0, 33, null],
  ])('written %i, taken back by %i from the end: %o', (done, size, batch) => {
    expect(lastBatch(done, size)).toEqual(batch);
  });

  it('takes back exactly what was written, batch by batch', () => {
    let done = 0;
    const written = new Set<number>();
    for (let b = nextBatch(done, 70, 33); b; b = nextBatch(done, 70, 33)) {
      for (let i = b.from; i < b.to; i++) written.add(i);
      done = b.to;
    }
    expect(written.size).toBe(70);
    for (let b = lastBatch(done, 33); b; b = lastBatch(done, 33)) {
      for (let i = b.from; i < b.to; i++) written.delete(i);
      done = b.from;
    }
    expect(written.size).toBe(0);
  });

  it.each<[JobState, number, number, number]>([
    ['running', 33, 100, 33],
    ['running', 0, 0, 0],
    ['undoing', 66, 200, 33],
    ['committed', 100, 100, 100],
  ])('%s with %i of %i written shows %i %%', (state, done, total, percent) => {
    expect(percentOf({ state, done, total })).toBe(percent);
  });
});
