import { db } from '../db';
import { isConditionFailure } from './errors';
import { requestScope } from './request-scope';
import type { TxEntities, TxItem } from './transact';

/** A day, as the issue and the docs promise: a retry later than that is a new request. */
export const KEY_TTL_SECONDS = 24 * 60 * 60;

/** An answer kept must fit a DynamoDB item (400 KB) with room to spare. */
const MAX_ANSWER_CHARS = 300_000;

export interface KeyId {
  /** the caller's company, or the platform tenant for a caller without one */
  companyId: string;
  userId: string;
  key: string;
}

export interface KeyUse {
  route: string;
  fingerprint: string;
  /** this request's id */
  owner: string;
  /** epoch ms after which this request will have given up (its calls cancelled) */
  leaseUntil: number;
  now: Date;
}

export type Claim =
  /** this request holds the key: run the change */
  | { kind: 'run' }
  /** the key's first outcome: answer it again */
  | { kind: 'replay'; status: number; answer: string }
  /** the change was committed but its answer was never given (its request gave up first) */
  | { kind: 'committed' }
  /** another request holds the key and may still be running */
  | { kind: 'running' }
  /** the key was first used for another route or another input */
  | { kind: 'mismatch' };

const ttlOf = (now: Date): number => Math.floor(now.getTime() / 1000) + KEY_TTL_SECONDS;

/**
 * Claims the key for this request, or says why not. A key whose holder's time ran out without an
 * answer and without a committed change is taken over: the holder can no longer commit (its
 * fenced transactions name the old owner), so the change is done at most once.
 */
export const claimKey = async (id: KeyId, use: KeyUse): Promise<Claim> => {
  const keys = db().entities.idempotency;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await keys
        .create({
          ...id,
          route: use.route,
          fingerprint: use.fingerprint,
          owner: use.owner,
          leaseUntil: use.leaseUntil,
          committed: false,
          ttl: ttlOf(use.now),
        })
        .go();
      return { kind: 'run' };
    } catch (e) {
      if (!isConditionFailure(e)) throw e;
    }
    const held = (await keys.get(id).go({ consistent: true })).data;
    if (!held) continue; // expired between the two calls: claim it afresh
    if (held.route !== use.route || held.fingerprint !== use.fingerprint) return { kind: 'mismatch' };
    if (held.status !== undefined && held.answer !== undefined) {
      return { kind: 'replay', status: held.status, answer: held.answer };
    }
    if (held.committed) return { kind: 'committed' };
    if (held.leaseUntil > use.now.getTime()) return { kind: 'running' };
    try {
      await keys
        .patch(id)
        .set({ owner: use.owner, leaseUntil: use.leaseUntil })
        .where((a, op) => `${op.eq(a.owner, held.owner)} AND ${op.eq(a.committed, false)}`)
        .go();
      return { kind: 'run' };
    } catch (e) {
      // The old holder's change landed, or another retry took the key, a moment ago: look again.
      if (!isConditionFailure(e)) throw e;
    }
  }
  return { kind: 'running' };
};

/**
 * Keeps the outcome the owner answered, for a retry to replay. Written only while this request
 * still owns the key; an answer too large to keep is not kept (a retry then learns only that
 * the change was committed).
 */
export const keepOutcome = async (
  id: KeyId,
  owner: string,
  status: number,
  answer: string,
): Promise<void> => {
  if (answer.length > MAX_ANSWER_CHARS) return;
  try {
    await db()
      .entities.idempotency.patch(id)
      .set({ status, answer })
      .where((a, op) => op.eq(a.owner, owner))
      .go();
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
};

/**
 * How a transaction carries the key of the request that sends it: `mark` (a change's only or last
 * transaction) marks the key committed, `guard` (an earlier step of a change written in several
 * transactions) only checks that this request still owns it, `none` (taking back what this request
 * wrote a moment ago) carries nothing, so an undo is never refused.
 */
export type Fence = 'mark' | 'guard' | 'none';

/**
 * The item a transaction adds while its request holds a key (kernel/change, `writeChange` and
 * `writeItems`): it marks the key committed, or only checks it, on the condition that this request
 * still owns it. None outside a keyed request.
 */
export const fenceItem = (tx: TxEntities, fence: Fence = 'mark'): TxItem | undefined => {
  const claim = requestScope()?.claim;
  if (!claim || fence === 'none') return undefined;
  const { companyId, userId, key, owner } = claim;
  const keyOf = { companyId, userId, key };
  if (fence === 'guard') {
    return tx.idempotency
      .check(keyOf)
      .where((a, op) => op.eq(a.owner, owner))
      .commit();
  }
  return tx.idempotency
    .patch(keyOf)
    .set({ committed: true })
    .where((a, op) => op.eq(a.owner, owner))
    .commit();
};
