import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { stack } from '../../../tests/support/api';
import { writeChange, writeItems } from './change';
import { claimKey, keepOutcome, type Fence, type KeyId, type KeyUse } from './idempotency';
import { inRequestScope } from './request-scope';
import type { TxEntities } from './transact';

/**
 * The crucial case (docs/architecture.md, idempotent writes): a request gave up waiting, and its change reaches DynamoDB only
 * later, maybe after a retry with the same key. Here "later" is made exact by sending the first
 * request's transaction after the retry's steps, as a stalled connection would deliver it.
 */
beforeAll(() => {
  stack();
});

const ctx = { userId: 'u-idem', actorName: 'Idem Test', now: new Date() };

const use = (owner: string, leaseMs: number, fingerprint = 'f1'): KeyUse => ({
  route: 'POST /business-unit/add',
  fingerprint,
  owner,
  leaseUntil: Date.now() + leaseMs,
  now: new Date(),
});

const freshKey = (): KeyId => ({ companyId: `T-${randomUUID()}`, userId: 'u-idem', key: randomUUID() });

/** A change of one named thing, as the request `owner` holding `id` would send it. */
const change = (id: KeyId, owner: string, entityId: string) =>
  inRequestScope({ claim: { ...id, owner } }, () =>
    writeChange(
      ctx,
      { companyId: id.companyId, entityType: 'test', entityId, action: 'add', summary: `${entityId} added` },
      (tx) => [tx.unique.create({ scope: `${id.companyId}#idem`, value: entityId, ownerId: owner }).commit()],
    ),
  );

const entriesOf = async (companyId: string, entityId: string): Promise<number> => {
  const { db } = await import('../db');
  const found = await db().entities.auditTrail.query.byEntity({ companyId, entityId }).go();
  return found.data.length;
};

describe('an Idempotency-Key held in the same transaction as the change', () => {
  it('refuses the late change of a request whose key a retry took over: the change is made once', async () => {
    const id = freshKey();
    expect(await claimKey(id, use('first', -1))).toEqual({ kind: 'run' });
    // The first request's time ran out with nothing committed: the retry takes the key over.
    expect(await claimKey(id, use('retry', 10_000))).toEqual({ kind: 'run' });
    await change(id, 'retry', 'unit-1');
    // The first request's transaction arrives now, late: nothing of it is written.
    await expect(change(id, 'first', 'unit-1b')).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await entriesOf(id.companyId, 'unit-1')).toBe(1);
    expect(await entriesOf(id.companyId, 'unit-1b')).toBe(0);
  });

  it('tells a retry that a change which landed after its request gave up was committed, and writes nothing', async () => {
    const id = freshKey();
    expect(await claimKey(id, use('first', -1))).toEqual({ kind: 'run' });
    await change(id, 'first', 'unit-2'); // lands after the first request answered 504
    expect(await claimKey(id, use('retry', 10_000))).toEqual({ kind: 'committed' });
    expect(await entriesOf(id.companyId, 'unit-2')).toBe(1);
  });

  it('answers a retry while the first request may still run with "running", never a second run', async () => {
    const id = freshKey();
    expect(await claimKey(id, use('first', 10_000))).toEqual({ kind: 'run' });
    expect(await claimKey(id, use('retry', 10_000))).toEqual({ kind: 'running' });
  });

  it('replays the first outcome, and refuses the key for another input', async () => {
    const id = freshKey();
    expect(await claimKey(id, use('first', 10_000))).toEqual({ kind: 'run' });
    await keepOutcome(id, 'first', 409, '{"res":"FAILED"}');
    expect(await claimKey(id, use('retry', 10_000))).toEqual({
      kind: 'replay',
      status: 409,
      answer: '{"res":"FAILED"}',
    });
    expect(await claimKey(id, use('other', 10_000, 'f2'))).toEqual({ kind: 'mismatch' });
  });

  it('keeps one person’s key apart from another person’s and another company’s', async () => {
    const id = freshKey();
    expect(await claimKey(id, use('first', 10_000))).toEqual({ kind: 'run' });
    await keepOutcome(id, 'first', 200, '{"res":"SUCCESS"}');
    expect(await claimKey({ ...id, userId: 'someone-else' }, use('b', 10_000))).toEqual({ kind: 'run' });
    expect(await claimKey({ ...id, companyId: `T-${randomUUID()}` }, use('c', 10_000))).toEqual({
      kind: 'run',
    });
  });
});

/**
 * Writes outside `writeChange` (a job record, one step of a scorecard build or an employee add, a
 * password reset's activation) go through `writeItems`, which carries the same fence.
 */
describe('a write outside writeChange, through writeItems', () => {
  const claimed = (companyId: string, value: string, owner: string) => (tx: TxEntities) => [
    tx.unique.create({ scope: `${companyId}#items`, value, ownerId: owner }).commit(),
  ];
  const items = (id: KeyId, owner: string, value: string, fence?: Fence) =>
    inRequestScope({ claim: { ...id, owner } }, () =>
      writeItems(claimed(id.companyId, value, owner), fence ? { fence } : {}),
    );
  const claimOf = async (companyId: string, value: string) => {
    const { db } = await import('../db');
    return (
      (
        await db()
          .entities.unique.get({ scope: `${companyId}#items`, value })
          .go()
      ).data ?? null
    );
  };

  it('refuses the late write of a request whose key a retry took over: it lands once', async () => {
    const id = freshKey();
    expect(await claimKey(id, use('first', -1))).toEqual({ kind: 'run' });
    expect(await claimKey(id, use('retry', 10_000))).toEqual({ kind: 'run' });
    await items(id, 'retry', 'job-1');
    // the first request's job record arrives late, under another id: refused, so no second job
    await expect(items(id, 'first', 'job-1b')).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await claimOf(id.companyId, 'job-1b')).toBeNull();
    expect((await claimOf(id.companyId, 'job-1'))?.ownerId).toBe('retry');
  });

  it('marks the key committed when the write lands after its request gave up, so a retry does not write it again', async () => {
    const id = freshKey();
    expect(await claimKey(id, use('first', -1))).toEqual({ kind: 'run' });
    await items(id, 'first', 'job-2');
    expect(await claimKey(id, use('retry', 10_000))).toEqual({ kind: 'committed' });
  });

  it('an earlier step (guard) is refused after a takeover and marks nothing; an undo (none) always lands', async () => {
    const id = freshKey();
    expect(await claimKey(id, use('first', -1))).toEqual({ kind: 'run' });
    // a guarded step that landed does not tell a retry the change was made: the build was not finished
    await items(id, 'first', 'step-1', 'guard');
    expect(await claimKey(id, use('retry', 10_000))).toEqual({ kind: 'run' });
    // the first request's next step arrives after the retry took the key: refused
    await expect(items(id, 'first', 'step-2', 'guard')).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await claimOf(id.companyId, 'step-2')).toBeNull();
    // while taking back its own step still goes through
    await inRequestScope({ claim: { ...id, owner: 'first' } }, () =>
      writeItems((tx) => [tx.unique.delete({ scope: `${id.companyId}#items`, value: 'step-1' }).commit()], {
        fence: 'none',
      }),
    );
    expect(await claimOf(id.companyId, 'step-1')).toBeNull();
  });
});
