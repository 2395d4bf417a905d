import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { stack } from '../../../tests/support/api';
import { writeChange } from './change';
import { claimKey, keepOutcome, type KeyId, type KeyUse } from './idempotency';
import { inRequestScope } from './request-scope';

/**
 * The crucial case of issue 16: a request gave up waiting, and its change reaches DynamoDB only
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
