import { db } from '../db';
import type { AuditInput } from '../kernel/audit';
import type { Ctx } from '../kernel/ctx';
import { AppError, isAppError } from '../kernel/errors';
import type { ScorecardItem } from './entities/scorecard';
import type { ScorecardBuildItem } from './entities/scorecard-build';
import { releaseItems } from './claims';
import type { ScorecardKpaItem } from './entities/scorecard-kpa';
import type { ScorecardKpiItem } from './entities/scorecard-kpi';
import { perspectiveUseUpdate } from './perspective-store';
import { contentsOf, scorecardKey, staleMessage, tally, TX_ITEMS } from './scorecard-store';
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

/**
 * Lowers perspectives' use counts by the given amounts, one transaction per 100 perspectives (a
 * deleted scorecard's, after the step that hid it).
 */
export const lowerPerspectives = async (
  companyId: string,
  counts: ReadonlyArray<readonly [string, number]>,
): Promise<void> => {
  for (const part of chunksOf(counts, TX_ITEMS)) {
    await writeItems((tx) => part.map(([id, n]): TxItem => perspectiveUseUpdate(tx, companyId, id, -n)), {
      fence: 'none',
    });
  }
};

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

/** Perspectives per transaction while a build raises or lowers them: the marker rides along. */
const PERSPECTIVES_PER_TX = TX_ITEMS - 1;

/**
 * How long a build may be open before recovery takes it for dead: far beyond any family's time
 * limit (30 s), after which its request has been cancelled, its process or not.
 */
export const BUILD_LEASE_MS = 5 * 60_000;

const markerKey = (m: { companyId: string; scorecardId: string }) => ({
  companyId: m.companyId,
  scorecardId: m.scorecardId,
});

/**
 * Lowers what a build raised, part by part from the last, each part in one transaction with the
 * marker's `raisedParts` moving down: run again after being cut short, it lowers only the rest.
 */
const lowerRaised = async (m: ScorecardBuildItem): Promise<void> => {
  const parts = chunksOf(JSON.parse(m.perspectives) as Array<[string, number]>, PERSPECTIVES_PER_TX);
  for (let k = m.raisedParts; k > 0; k--) {
    await writeItems(
      (tx) => [
        ...parts[k - 1]!.map(([id, n]): TxItem => perspectiveUseUpdate(tx, m.companyId, id, -n)),
        tx.scorecardBuild
          .patch(markerKey(m))
          .set({ raisedParts: k - 1 })
          .where((attr, op) => `${op.eq(attr.buildId, m.buildId)} AND ${op.eq(attr.raisedParts, k)}`)
          .commit(),
      ],
      { onConflict: new AppError('CONFLICT', staleMessage('scorecard')), fence: 'none' },
    );
  }
};

/**
 * Takes back everything of a build that did not finish: its tagged KPAs and KPIs, the
 * perspective counts it raised, and last, in one transaction, its hidden record with the counts
 * it claimed and its marker. Each step can be repeated; what a build never wrote is not touched.
 */
const takeBack = async (m: ScorecardBuildItem): Promise<void> => {
  const key = markerKey(m);
  const { kpas, kpis } = await contentsOf(m.companyId, m.scorecardId);
  await Promise.all([
    deleteAll(
      kpas.filter((k) => k.buildId === m.buildId).map((k) => ({ ...key, kpaId: k.kpaId })),
      (keys) => db().entities.scorecardKpa.delete(keys),
    ),
    deleteAll(
      kpis.filter((k) => k.buildId === m.buildId).map((k) => ({ ...key, kpiId: k.kpiId })),
      (keys) => db().entities.scorecardKpi.delete(keys),
    ),
  ]);
  await lowerRaised(m);
  const record = (await db().entities.scorecard.get(key).go({ consistent: true })).data;
  const ours = record && record.buildId === m.buildId && record.state === 'building' ? record : null;
  await writeItems(
    (tx) => [
      ...(ours
        ? [
            tx.scorecard
              .delete(key)
              .where((attr, op) => op.eq(attr.buildId, m.buildId))
              .commit(),
            ...releaseItems(tx, ours),
          ]
        : []),
      tx.scorecardBuild
        .delete(key)
        .where((attr, op) => op.eq(attr.buildId, m.buildId))
        .commit(),
    ],
    { onConflict: new AppError('CONFLICT', staleMessage('scorecard')), fence: 'none' },
  );
};

/** Thrown by a build told to stop as if its process died there (tests of recovery only). */
export class BuildAbandoned extends Error {}

export interface BuildOptions {
  /**
   * Test-only: stop after this many transactions as if the process died there, leaving what a
   * crash leaves (no undo).
   */
  abandonAfter?: number;
}

/**
 * Writes a scorecard with any number of KPAs and KPIs, all or none (docs/planning.md,
 * Scorecards). A scorecard's items do not fit one transaction (100 items), so: its record, state
 * `building` and tagged with a build id, goes first with the counts it claims (its annual plan's,
 * a periodic slot) and the build's marker; then the perspectives' use counts; then the KPAs and
 * KPIs, each tagged with the build id, in transactions of 100 run a few at a time; last, one
 * transaction makes the record `ready` (conditional on it still being this build's) and removes
 * the marker, with the audit entry. While building it is hidden from reads and refuses writes.
 * If any step fails, what was written is taken back and the call answers 409 — nothing of the
 * build is left. If the process dies instead, the marker remains and `recoverScorecardBuilds`
 * takes the build back once its lease has run out.
 */
export const writeScorecard = async (ctx: Ctx, w: NewScorecard, opts: BuildOptions = {}): Promise<void> => {
  const { scorecard: s, kpas, kpis } = w;
  const companyId = s.companyId;
  const key = scorecardKey(s);
  const perspectives = [...tally([...kpas.map((k) => k.perspectiveId), ...kpis.map((k) => k.perspectiveId)])];
  const marker: ScorecardBuildItem = {
    companyId,
    scorecardId: s.scorecardId,
    buildId: s.buildId,
    perspectives: JSON.stringify(perspectives),
    raisedParts: 0,
    open: 'open',
    startedAt: ctx.now.toISOString(),
  };
  let transactions = 0;
  const step = () => {
    if (opts.abandonAfter !== undefined && transactions >= opts.abandonAfter) throw new BuildAbandoned();
    transactions += 1;
  };

  // Every step but the last only checks the request's Idempotency-Key; the last marks it.
  step();
  await writeItems(
    (tx) => [tx.scorecard.create(s).commit(), tx.scorecardBuild.create(marker).commit(), ...w.claim(tx)],
    { onConflict: w.conflict, fence: 'guard' },
  );
  const undo = async () => {
    const now = (await db().entities.scorecardBuild.get(markerKey(marker)).go({ consistent: true })).data;
    if (now) await takeBack(now);
  };

  try {
    const parts = chunksOf(perspectives, PERSPECTIVES_PER_TX);
    for (const [i, part] of parts.entries()) {
      step();
      await writeItems(
        (tx) => [
          ...part.map(([id, n]): TxItem => perspectiveUseUpdate(tx, companyId, id, n)),
          tx.scorecardBuild
            .patch(markerKey(marker))
            .set({ raisedParts: i + 1 })
            .where((attr, op) => `${op.eq(attr.buildId, s.buildId)} AND ${op.eq(attr.raisedParts, i)}`)
            .commit(),
        ],
        { onConflict: w.conflict, fence: 'guard' },
      );
    }
  } catch (e) {
    if (e instanceof BuildAbandoned) throw e;
    await undo();
    throw changedMeanwhile(e) ? w.conflict : e;
  }

  type Row = { kind: 'kpa'; item: ScorecardKpaItem } | { kind: 'kpi'; item: ScorecardKpiItem };
  const rows: Row[] = [
    ...kpas.map((item) => ({ kind: 'kpa' as const, item })),
    ...kpis.map((item) => ({ kind: 'kpi' as const, item })),
  ];
  const parts = chunksOf(rows, TX_ITEMS);
  let failure: unknown = null;
  let next = 0;
  const worker = async () => {
    while (failure === null && next < parts.length) {
      const part = parts[next++]!;
      try {
        step();
        await writeItems(
          (tx) =>
            part.map((r): TxItem =>
              r.kind === 'kpa'
                ? tx.scorecardKpa.create(r.item).commit()
                : tx.scorecardKpi.create(r.item).commit(),
            ),
          { onConflict: w.conflict, fence: 'guard' },
        );
      } catch (e) {
        failure ??= e;
      }
    }
  };

  try {
    await Promise.all(Array.from({ length: Math.min(TX_AT_ONCE, parts.length) }, worker));
    if (failure !== null) throw failure;
    step();
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
        tx.scorecardBuild
          .delete(markerKey(marker))
          .where((attr, op) => op.eq(attr.buildId, s.buildId))
          .commit(),
      ],
      w.conflict,
    );
  } catch (e) {
    if (e instanceof BuildAbandoned) throw e;
    await undo();
    throw changedMeanwhile(e) ? w.conflict : e;
  }
};

/**
 * The recovery step for builds whose process died (run by the jobs function's schedule and, locally,
 * `npm start`'s timer): every open build, of one company or all, older than its lease is taken
 * back. A build still within its lease may yet finish, and is left alone.
 */
export const recoverScorecardBuilds = async (
  opts: { now?: Date; companyId?: string } = {},
): Promise<Array<{ companyId: string; scorecardId: string }>> => {
  const now = (opts.now ?? new Date()).getTime();
  const builds = db().entities.scorecardBuild.query;
  const open = (
    await (
      opts.companyId ? builds.byCompany({ companyId: opts.companyId }) : builds.open({ open: 'open' })
    ).go({ pages: 'all' })
  ).data;
  const dead = open.filter((m) => Date.parse(m.startedAt) + BUILD_LEASE_MS <= now);
  for (const m of dead) await takeBack(m);
  return dead.map(markerKey);
};
