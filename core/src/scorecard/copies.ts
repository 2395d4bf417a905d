import type { Ctx } from '../kernel/ctx';
import { newId } from '../kernel/ids';
import type { ScorecardKpaItem } from './entities/scorecard-kpa';
import type { ScorecardKpiItem } from './entities/scorecard-kpi';
import { tally } from './scorecard-store';

/** KPI fields an annual corporate KPI starts without: the year's results are its own. */
export const RESULTS = [
  'ytd',
  'actual1',
  'actual2',
  'actual3',
  'actual4',
  'manualRatingScore',
  'adjustedScore',
] as const;

const copyOf = <T extends Record<string, unknown>>(item: T, drop: readonly string[]): T => {
  const out = { ...item };
  for (const f of ['buildId', 'version', 'createdAt', 'updatedAt', ...drop]) delete out[f];
  return out;
};

/**
 * KPAs and KPIs copied into a new scorecard: new ids (KPIs re-filed under the copies of their
 * KPAs), the source ids kept, everything tagged with the build id. `shape` adjusts each KPI.
 */
export const copies = (
  ctx: Ctx,
  to: { companyId: string; scorecardId: string; buildId: string },
  from: { kpas: ScorecardKpaItem[]; kpis: ScorecardKpiItem[] },
  shape: (k: ScorecardKpiItem) => Partial<ScorecardKpiItem>,
  drop: readonly string[],
) => {
  const now = ctx.now.toISOString();
  const stamp = { ...to, version: 1, createdAt: now, updatedAt: now };
  const kpaIds = new Map(from.kpas.map((k) => [k.kpaId, newId()]));
  const kpis = [...from.kpis]
    .sort((a, b) => a.kpiId.localeCompare(b.kpiId))
    .map((k) => {
      const kpaId = k.kpaId ? kpaIds.get(k.kpaId) : undefined;
      const copy = { ...copyOf(k, drop), ...shape(k) } as Record<string, unknown>;
      delete copy.kpaId;
      for (const [f, v] of Object.entries(copy)) if (v === undefined || v === null) delete copy[f];
      return {
        ...copy,
        ...stamp,
        kpiId: newId(),
        ...(kpaId ? { kpaId } : {}),
        sourceKpiId: k.kpiId,
      } as ScorecardKpiItem;
    });
  const under = tally(kpis.map((k) => k.kpaId));
  const kpas = [...from.kpas]
    .sort((a, b) => a.order - b.order || a.kpaId.localeCompare(b.kpaId))
    .map(
      (k) =>
        ({
          ...copyOf(k, []),
          ...stamp,
          kpaId: kpaIds.get(k.kpaId)!,
          kpiCount: under.get(kpaIds.get(k.kpaId)!) ?? 0,
          sourceKpaId: k.kpaId,
        }) as ScorecardKpaItem,
    );
  return { kpas, kpis };
};
