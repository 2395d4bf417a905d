import { db } from '../db';
import type { AuditInput } from '../kernel/audit';
import type { Ctx } from '../kernel/ctx';
import { AppError, isAppError } from '../kernel/errors';
import type { ScorecardItem } from './entities/scorecard';
import type { ScorecardKpaItem } from './entities/scorecard-kpa';
import type { ScorecardKpiItem } from './entities/scorecard-kpi';
import { perspectiveUseUpdate } from './perspective-store';
import { scorecardKey, staleMessage, tally, TX_ITEMS } from './scorecard-store';
import type { TxEntities, TxItem } from '../kernel/transact';
import { writeChange, writeItems } from '../kernel/change';

/** Item transactions in flight at once while a scorecard is written. */
const TX_AT_ONCE = 4;

export const chunksOf = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

/** Deletes every key in batch writes, asking again for keys DynamoDB left unprocessed. */
export const deleteAll = async <K>(
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

/** Moves perspectives' use counts by the given amounts, one transaction per 100 perspectives. */
const movePerspectives = async (
  companyId: string,
  counts: ReadonlyArray<readonly [string, number]>,
  sign: 1 | -1,
  onConflict?: AppError,
): Promise<void> => {
  for (const part of chunksOf(counts, TX_ITEMS)) {
    // raising is a step of the build (refused once a retry took the key); lowering takes it back
    await writeItems(
      (tx) => part.map(([id, n]): TxItem => perspectiveUseUpdate(tx, companyId, id, sign * n)),
      {
        onConflict,
        fence: sign > 0 ? 'guard' : 'none',
      },
    );
  }
};

export const lowerPerspectives = (companyId: string, counts: ReadonlyArray<readonly [string, number]>) =>
  movePerspectives(companyId, counts, -1);

/** A transaction refused because something changed meanwhile (rather than a fault of ours). */
const changedMeanwhile = (e: unknown): boolean =>
  (isAppError(e) && e.code === 'CONFLICT') ||
  String((e as Error)?.message ?? '').startsWith('transaction canceled');

export interface NewScorecard {
  /** the record, state `building`, tagged with `buildId` */
  scorecard: ScorecardItem & { buildId: string };
  kpas: ScorecardKpaItem[];
  kpis: ScorecardKpiItem[];
  /** what the record's first transaction also carries: the counts it takes (and gives back on failure) */
  claim(tx: TxEntities): TxItem[];
  release(tx: TxEntities): TxItem[];
  audit: Omit<AuditInput, 'companyId' | 'entityId'>;
  /** what the caller is told when something changed meanwhile: "nothing was built" */
  conflict: AppError;
}

/**
 * Writes a scorecard with any number of KPAs and KPIs, all or none (docs/planning.md,
 * Scorecards). A scorecard's items do not fit one transaction (100 items), so: its record, state
 * `building` and tagged with a build id, goes first with the counts it claims (its annual plan's,
 * a periodic slot); then the perspectives' use counts; then the KPAs and KPIs, each tagged with
 * the build id, in transactions of 100 run a few at a time; last, one transaction makes the
 * record `ready` (conditional on it still being this build's) with the audit entry. While
 * building it is hidden from reads and refuses writes. If any step fails, what was written is
 * taken back and the call answers 409 — nothing of the build is left.
 */
export const writeScorecard = async (ctx: Ctx, w: NewScorecard): Promise<void> => {
  const { scorecard: s, kpas, kpis } = w;
  const companyId = s.companyId;
  const key = scorecardKey(s);

  // Every step but the last only checks the request's Idempotency-Key; the last marks it.
  await writeItems((tx) => [tx.scorecard.create(s).commit(), ...w.claim(tx)], {
    onConflict: w.conflict,
    fence: 'guard',
  });
  const undoRecord = () =>
    writeItems(
      (tx) => [
        tx.scorecard
          .delete(key)
          .where((attr, op) => op.eq(attr.buildId, s.buildId))
          .commit(),
        ...w.release(tx),
      ],
      { onConflict: new AppError('CONFLICT', staleMessage('scorecard')), fence: 'none' },
    );

  const perspectives = [...tally([...kpas.map((k) => k.perspectiveId), ...kpis.map((k) => k.perspectiveId)])];
  const raised: Array<readonly [string, number]> = [];
  try {
    for (const part of chunksOf(perspectives, TX_ITEMS)) {
      await movePerspectives(companyId, part, 1, w.conflict);
      raised.push(...part);
    }
  } catch (e) {
    await lowerPerspectives(companyId, raised);
    await undoRecord();
    throw changedMeanwhile(e) ? w.conflict : e;
  }

  type Row = { kind: 'kpa'; item: ScorecardKpaItem } | { kind: 'kpi'; item: ScorecardKpiItem };
  const rows: Row[] = [
    ...kpas.map((item) => ({ kind: 'kpa' as const, item })),
    ...kpis.map((item) => ({ kind: 'kpi' as const, item })),
  ];
  const parts = chunksOf(rows, TX_ITEMS);
  const written: Row[] = [];
  let failure: unknown = null;
  let next = 0;
  const worker = async () => {
    while (failure === null && next < parts.length) {
      const part = parts[next++]!;
      try {
        await writeItems(
          (tx) =>
            part.map((r): TxItem =>
              r.kind === 'kpa'
                ? tx.scorecardKpa.create(r.item).commit()
                : tx.scorecardKpi.create(r.item).commit(),
            ),
          { onConflict: w.conflict, fence: 'guard' },
        );
        written.push(...part);
      } catch (e) {
        failure ??= e;
      }
    }
  };

  try {
    await Promise.all(Array.from({ length: Math.min(TX_AT_ONCE, parts.length) }, worker));
    if (failure !== null) throw failure;
    await writeChange(
      ctx,
      { ...w.audit, companyId, entityId: s.scorecardId },
      (tx) => [
        tx.scorecard
          .patch(key)
          .set({ state: 'ready' })
          .remove(['buildId'])
          .where((attr, op) => `${op.eq(attr.buildId, s.buildId)} AND ${op.eq(attr.state, 'building')}`)
          .commit(),
      ],
      w.conflict,
    );
  } catch (e) {
    await Promise.all([
      deleteAll(
        written.flatMap((r) => (r.kind === 'kpa' ? [{ ...key, kpaId: r.item.kpaId }] : [])),
        (keys) => db().entities.scorecardKpa.delete(keys),
      ),
      deleteAll(
        written.flatMap((r) => (r.kind === 'kpi' ? [{ ...key, kpiId: r.item.kpiId }] : [])),
        (keys) => db().entities.scorecardKpi.delete(keys),
      ),
    ]);
    await lowerPerspectives(companyId, raised);
    await undoRecord();
    throw changedMeanwhile(e) ? w.conflict : e;
  }
};
