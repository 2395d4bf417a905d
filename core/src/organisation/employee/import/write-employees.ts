import { db } from '../../../db';
import { writeChange, writeItems } from '../../../kernel/change';
import type { Ctx } from '../../../kernel/ctx';
import { AppError, isAppError } from '../../../kernel/errors';
import type { TxEntities, TxItem } from '../../../kernel/transact';
import { newId } from '../../../kernel/ids';
import type { EmployeeItem } from '../../entities/employee';
import type { OrgUnitItem } from '../../entities/org-unit';
import { employeeEmailScope, employeeNumberScope, numberKey } from '../claims';
import { fullNameOf } from '../derive';
import { NO_HEAD_FLAGS } from '../rules';
import { recordOf } from '../save-employee';
import type { RowPlan } from './check-rows';

/** DynamoDB takes at most 100 items in one transaction: one is kept for the Idempotency-Key's fence. */
const TX_ITEMS = 99;
/** Row transactions in flight at once. */
const TX_AT_ONCE = 4;

/** More items a row's transaction carries (a staged row marked Added), and how to take them back. */
export interface RowExtra {
  /** items per row */
  perRow: number;
  items(tx: TxEntities, record: EmployeeItem, index: number): TxItem[];
  undo(indexes: number[]): Promise<void>;
}

export interface NewEmployees {
  companyId: string;
  /** the records to add, all tagged with one importId */
  records: EmployeeItem[];
  extra?: RowExtra;
  /** the one audit entry of the whole write */
  audit: { entityId: string; action: string; summary: string; after: Record<string, unknown> };
  /** what the caller is told when something changed meanwhile: "nothing was imported" */
  conflict: string;
}

/**
 * The records of checked rows, made exactly as a single add makes one (recordOf): placement from
 * the unit, supervisors that are other rows given those rows' new ids, heading nothing.
 */
export const newRecords = (
  ctx: Ctx,
  companyId: string,
  plans: readonly RowPlan[],
  opts: { source: EmployeeItem['source']; importId: string; units: ReadonlyMap<string, OrgUnitItem> },
): EmployeeItem[] => {
  const ids = plans.map(() => newId());
  const base = {
    companyId,
    createdAt: ctx.now.toISOString(),
    version: 1,
    source: opts.source,
    importId: opts.importId,
  };
  const supervisorNameOf = (s: RowPlan['supervisor']): string | undefined => {
    if (!s) return undefined;
    if ('name' in s) return s.name;
    const row = plans[s.row];
    return row ? fullNameOf(row) : undefined;
  };
  return plans.map((p, i) => ({
    ...recordOf(
      { ...base, employeeId: ids[i]! },
      {
        firstName: p.firstName,
        lastName: p.lastName,
        email: p.email,
        employeeNumber: p.employeeNumber,
        jobTitle: p.jobTitle,
        unitId: p.unit?.unitId ?? null,
        supervisorId: p.supervisor
          ? 'row' in p.supervisor
            ? ids[p.supervisor.row]!
            : p.supervisor.employeeId
          : null,
        ...NO_HEAD_FLAGS,
      },
      'Active',
      opts.units,
      ctx.now,
    ),
    supervisorName: supervisorNameOf(p.supervisor),
  }));
};

export const chunksOf = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

/** Deletes every key in batch writes, asking again for keys DynamoDB left unprocessed. */
const deleteAll = async <K>(
  keys: K[],
  del: (keys: K[]) => { go(o: { concurrent: number }): Promise<{ unprocessed: unknown[] }> },
): Promise<void> => {
  let pending = keys;
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt > 0) await new Promise((r) => setTimeout(r, 50 * 2 ** Math.min(attempt, 6)));
    if (attempt > 10) throw new Error(`batch delete: ${pending.length} keys still unprocessed`);
    pending = (await del(pending).go({ concurrent: TX_AT_ONCE })).unprocessed as K[];
  }
};

const claimsOf = (companyId: string, e: EmployeeItem) => [
  { scope: employeeEmailScope(companyId), value: e.email },
  ...(e.employeeNumber
    ? [{ scope: employeeNumberScope(companyId), value: numberKey(e.employeeNumber) }]
    : []),
];

/** Raises (or lowers) units' memberCount, one transaction per 100 units. */
const countIn = async (
  companyId: string,
  counts: ReadonlyArray<readonly [string, number]>,
  onConflict: AppError,
): Promise<void> => {
  for (const part of chunksOf(counts, TX_ITEMS)) {
    // raising is a step of the write (refused once a retry took the key); lowering takes it back
    await writeItems(
      (tx): TxItem[] =>
        part.map(([unitId, n]) =>
          tx.orgUnit
            .patch({ companyId, unitId })
            .add({ memberCount: n })
            .where((a, op) => (n > 0 ? op.eq(a.status, 'Active') : ''))
            .commit(),
        ),
      { onConflict, fence: part.some(([, n]) => n > 0) ? 'guard' : 'none' },
    );
  }
};

/** A transaction refused because something changed meanwhile (rather than a fault of ours). */
const changedMeanwhile = (e: unknown): boolean =>
  (isAppError(e) && e.code === 'CONFLICT') ||
  String((e as Error)?.message ?? '').startsWith('transaction canceled');

/**
 * Adds many employees, all or none (docs/organisation.md, Imports). Units' `memberCount`s are
 * raised first, conditional on each unit still being there and Active; then the rows, each record
 * with its email and number claims (and any extra items), in transactions of up to 100 items run a
 * few at a time; then the company's counts and the one audit entry. If any of it fails, what was
 * written is taken back and the call answers 409 — the caller re-reads and sees why.
 */
export const writeEmployees = async (ctx: Ctx, w: NewEmployees): Promise<void> => {
  const { companyId, records, extra } = w;
  const conflict = new AppError('CONFLICT', w.conflict);

  const members = new Map<string, number>();
  for (const r of records) if (r.unitId) members.set(r.unitId, (members.get(r.unitId) ?? 0) + 1);
  const raised: Array<readonly [string, number]> = [];
  const lowerUnits = () =>
    countIn(
      companyId,
      raised.map(([id, n]) => [id, -n] as const),
      conflict,
    );
  try {
    for (const part of chunksOf([...members], TX_ITEMS)) {
      await countIn(companyId, part, conflict);
      raised.push(...part);
    }
  } catch (e) {
    await lowerUnits();
    throw changedMeanwhile(e) ? conflict : e;
  }

  const perRow = 3 + (extra?.perRow ?? 0);
  const parts = chunksOf(
    records.map((_r, i) => i),
    Math.floor(TX_ITEMS / perRow),
  );
  const written: number[] = [];
  let failure: unknown = null;
  let next = 0;
  const worker = async () => {
    while (failure === null && next < parts.length) {
      const part = parts[next++]!;
      try {
        await writeItems(
          (tx): TxItem[] =>
            part.flatMap((i) => {
              const record = records[i]!;
              return [
                tx.employee.create(record).commit(),
                ...claimsOf(companyId, record).map((c) =>
                  tx.unique.create({ ...c, ownerId: record.employeeId }).commit(),
                ),
                ...(extra?.items(tx, record, i) ?? []),
              ];
            }),
          { onConflict: conflict, fence: 'guard' },
        );
        written.push(...part);
      } catch (e) {
        failure ??= e;
      }
    }
  };

  const undoRows = async () => {
    const done = written.map((i) => records[i]!);
    await Promise.all([
      deleteAll(
        done.map((e) => ({ companyId, employeeId: e.employeeId })),
        (keys) => db().entities.employee.delete(keys),
      ),
      deleteAll(
        done.flatMap((e) => claimsOf(companyId, e)),
        (keys) => db().entities.unique.delete(keys),
      ),
      extra && written.length > 0 ? extra.undo([...written]) : null,
    ]);
    await lowerUnits();
  };

  try {
    await Promise.all(Array.from({ length: Math.min(TX_AT_ONCE, parts.length) }, worker));
    if (failure !== null) throw failure;
    await writeChange(
      ctx,
      {
        companyId,
        entityType: 'employee',
        entityId: w.audit.entityId,
        action: w.audit.action,
        summary: w.audit.summary,
        after: w.audit.after,
      },
      ({ orgStats }) => [
        orgStats
          .update({ companyId })
          .add({ employees: records.length, activeEmployees: records.length })
          .commit(),
      ],
      conflict,
    );
  } catch (e) {
    await undoRows();
    throw changedMeanwhile(e) ? conflict : e;
  }
};
