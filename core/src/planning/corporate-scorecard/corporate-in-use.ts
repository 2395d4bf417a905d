import { AppError } from '../../kernel/errors';
import {
  contentsOf,
  type ScorecardItem,
  type ScorecardKpaItem,
  type ScorecardKpiItem,
} from '../../scorecard';

/** The periodic scorecards built from an annual corporate scorecard (none for a periodic one). */
const periodicIdsOf = (s: ScorecardItem): string[] =>
  s.kind === 'corporate-annual'
    ? [s.periodicScorecardId1, s.periodicScorecardId2, s.periodicScorecardId3, s.periodicScorecardId4].filter(
        (id): id is string => typeof id === 'string',
      )
    : [];

/** The quarters ("Q2, Q3") whose periodic scorecard carries a copy of the KPA or KPI, by source id. */
const carriedInto = async (
  s: ScorecardItem,
  pick: (c: { kpas: ScorecardKpaItem[]; kpis: ScorecardKpiItem[] }) => { sourceId?: string | undefined }[],
  id: string,
): Promise<string[]> => {
  const quarters: string[] = [];
  const slots = [
    s.periodicScorecardId1,
    s.periodicScorecardId2,
    s.periodicScorecardId3,
    s.periodicScorecardId4,
  ];
  await Promise.all(
    periodicIdsOf(s).map(async (periodicId) => {
      const items = pick(await contentsOf(s.companyId, periodicId));
      if (items.some((i) => i.sourceId === id)) quarters.push(`Q${slots.indexOf(periodicId) + 1}`);
    }),
  );
  return quarters.sort();
};

const inUse = (message: string) => new AppError('UNPROCESSABLE', message);

/**
 * Refuses (422) deleting a corporate KPA that is in use: KPIs are filed under it, or a built
 * periodic scorecard of the annual one carries a copy of it (docs/planning.md "Corporate
 * scorecards: KPAs and KPIs").
 */
export const refuseKpaInUse = async (s: ScorecardItem, kpa: ScorecardKpaItem): Promise<void> => {
  if (kpa.kpiCount > 0)
    throw inUse(
      `id: the key performance area “${kpa.name}” is in use: ${kpa.kpiCount} KPI${kpa.kpiCount === 1 ? ' is' : 's are'} filed under it. Delete or move them first.`,
    );
  const quarters = await carriedInto(s, (c) => c.kpas.map((k) => ({ sourceId: k.sourceKpaId })), kpa.kpaId);
  if (quarters.length > 0)
    throw inUse(
      `id: the key performance area “${kpa.name}” is in use: the ${quarters.join(', ')} periodic scorecard${quarters.length === 1 ? ' carries' : 's carry'} it.`,
    );
};

const RESULT_FIELDS = ['ytd', 'actual1', 'actual2', 'actual3', 'actual4'] as const;

/**
 * Refuses (422) deleting a corporate KPI that is in use: a result (year-to-date or a quarter's
 * actual) is entered on it, or a built periodic scorecard carries a copy of it.
 */
export const refuseKpiInUse = async (s: ScorecardItem, kpi: ScorecardKpiItem): Promise<void> => {
  const results = RESULT_FIELDS.filter((f) => typeof kpi[f] === 'number');
  if (results.length > 0)
    throw inUse(`id: the KPI “${kpi.name}” is in use: results are entered on it (${results.join(', ')}).`);
  const quarters = await carriedInto(s, (c) => c.kpis.map((k) => ({ sourceId: k.sourceKpiId })), kpi.kpiId);
  if (quarters.length > 0)
    throw inUse(
      `id: the KPI “${kpi.name}” is in use: the ${quarters.join(', ')} periodic scorecard${quarters.length === 1 ? ' carries' : 's carry'} it.`,
    );
};
