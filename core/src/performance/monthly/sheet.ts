import type { TProgressSheet } from '@stratum/contracts';
import { type ScorecardItem, contentsOf } from '../../scorecard';
import { averageOf } from './periods';
import { toProgressKpi, updatesOf } from './progress-store';

export const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/**
 * Each scorecard's KPIs with their update of the month (per scorecard one query of its KPIs and
 * one of its month), and the average of the updates.
 */
export const sheetOf = async (
  companyId: string,
  scorecards: readonly ScorecardItem[],
  month: string,
): Promise<Pick<TProgressSheet, 'scorecards' | 'average' | 'count' | 'colour'>> => {
  const out = await Promise.all(
    [...scorecards].sort(byName).map(async (s) => {
      const [{ kpis }, updates] = await Promise.all([
        contentsOf(companyId, s.scorecardId),
        updatesOf(companyId, s.scorecardId, month),
      ]);
      return {
        id: s.scorecardId,
        name: s.name,
        kpis: [...kpis].sort(byName).map((k) => toProgressKpi(k, updates.get(k.kpiId))),
      };
    }),
  );
  const done = out.flatMap((s) => s.kpis.flatMap((k) => (k.update ? [k.update.progress] : [])));
  return {
    scorecards: out,
    ...averageOf(
      done.reduce((a, b) => a + b, 0),
      done.length,
    ),
  };
};
