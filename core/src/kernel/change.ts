import { db } from '../db';
import { auditEntry, type AuditInput } from './audit';
import type { Ctx } from './ctx';
import type { AppError } from './errors';
import { fenceItem, type Fence } from './idempotency';
import { commit, type TxEntities, type TxItem } from './transact';

/**
 * What a change writes beside its audit entry: items, lists of items built apart (counts, name
 * claims), or `false`/`null`/`undefined` for a part that applies only sometimes
 * (`renamed && [releaseOld, claimNew]`).
 */
export type ChangeItems = ReadonlyArray<TxItem | readonly TxItem[] | false | null | undefined>;

/**
 * The transaction's items: the change's own, in their order, then its audit entry, then — in a
 * request that holds an Idempotency-Key — the key's fence (kernel/idempotency): the key is marked
 * committed with the change, whenever the change lands, and only while the request owns the key.
 */
export const changeItems = (
  tx: TxEntities,
  ctx: Pick<Ctx, 'userId' | 'actorName' | 'now'>,
  audit: AuditInput,
  items: ChangeItems,
): TxItem[] => {
  const own = [
    ...items.flatMap((item) => (item ? item : [])),
    tx.auditTrail.create(auditEntry(ctx, audit)).commit(),
  ];
  return withFence(tx, own, 'mark');
};

/** DynamoDB takes 100 items in one transaction; a transaction that full goes unfenced. */
const withFence = (tx: TxEntities, own: TxItem[], fence: Fence): TxItem[] => {
  const item = own.length < 100 ? fenceItem(tx, fence) : undefined;
  return item ? [...own, item] : own;
};

/**
 * Writes a change together with the audit entry that says who made it, in one transaction:
 * either both are written or neither. The change's items carry their own conditions (the
 * version the caller read: `.where((a, op) => op.eq(a.version, input.version))`, a name claim
 * that must not exist yet); when one fails nothing is written and `onConflict` is thrown
 * (default: a 409 "changed by someone else"). Contention on shared items is retried by `commit`.
 *
 * ```ts
 * await writeChange(ctx, { companyId, entityType: 'risk', entityId, action: 'update', summary, ...diff }, (tx) => [
 *   tx.risk.patch(key).set(set).add({ version: 1 }).where((a, op) => op.eq(a.version, input.version)).commit(),
 *   renamed && [tx.unique.delete(oldClaim).commit(), tx.unique.create(newClaim).commit()],
 * ]);
 * ```
 */
export const writeChange = (
  ctx: Pick<Ctx, 'userId' | 'actorName' | 'now'>,
  audit: AuditInput,
  build: (tx: TxEntities) => ChangeItems,
  onConflict?: AppError,
): Promise<void> =>
  commit(
    db().transaction.write((tx) => changeItems(tx, ctx, audit, build(tx))),
    onConflict,
  );

export interface WriteItemsOptions {
  /** thrown when a condition fails (default: 409 "changed by someone else") */
  onConflict?: AppError;
  /**
   * How the transaction carries the request's Idempotency-Key (kernel/idempotency `Fence`):
   * `mark` (default) for a change's only or last transaction, `guard` for its earlier steps,
   * `none` for taking back what the same request wrote.
   */
  fence?: Fence;
}

/**
 * A transaction that is not one change with one audit entry (a password reset's own entries, one
 * step of a change written in several transactions, a job record): the same `commit`, and in a
 * request that holds an Idempotency-Key the same fence as `writeChange`'s, so a write that lands
 * after its request gave up cannot double with a retry. Use cases write through this or
 * `writeChange`, never `db().transaction.write` (kernel.test.ts checks).
 */
export const writeItems = (
  build: (tx: TxEntities) => ChangeItems,
  options: WriteItemsOptions = {},
): Promise<void> =>
  commit(
    db().transaction.write((tx) =>
      withFence(
        tx,
        build(tx).flatMap((item) => (item ? item : [])),
        options.fence ?? 'mark',
      ),
    ),
    options.onConflict,
  );
