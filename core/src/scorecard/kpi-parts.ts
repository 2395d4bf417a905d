import { AppError } from '../kernel/errors';
import type { TKpi } from '@stratum/contracts';
import type { ScorecardItem } from './entities/scorecard';
import type { ScorecardKpiItem } from './entities/scorecard-kpi';
import { NULLABLE_KPI_FIELDS } from './kpi-fields';
import { scoringOf } from './scorecard-parts';
import { scoredKpi } from './scorecard-view';
import { findKpa } from './scorecard-store';

export const KPI = 'KPI';

/** The KPI as saved, scored for its scorecard (mode, default period, the plan's scale). */
export const answerKpi = async (s: ScorecardItem, kpi: ScorecardKpiItem): Promise<TKpi> => {
  const { scale, names } = await scoringOf(s);
  return scoredKpi(s, kpi, scale, names);
};

export const auditedKpi = (k: Partial<ScorecardKpiItem>) => ({
  name: k.name,
  kpaId: k.kpaId ?? null,
  perspectiveId: k.perspectiveId ?? null,
  kpiType: k.kpiType,
  optionType: k.optionType,
  ...Object.fromEntries(NULLABLE_KPI_FIELDS.map((f) => [f, k[f] ?? null])),
});

/** The fields an update may carry; corporate scorecards allow fewer (no names, types or actuals). */
export interface KpiUpdate {
  scorecardId: string;
  id: string;
  version: number;
  name?: string | undefined;
  kpaId?: string | null | undefined;
  perspectiveId?: string | null | undefined;
  kpiType?: 'Quantitative' | 'Qualitative' | undefined;
  optionType?: 'ASC' | 'DESC' | undefined;
}

export const placeKpi = async (s: ScorecardItem, kpaId: string | null | undefined, adding: boolean) => {
  if (s.includeKeyPerformanceArea === 'Yes') {
    if (kpaId === null || (adding && kpaId === undefined)) {
      throw new AppError(
        'UNPROCESSABLE',
        `kpaId: “${s.name}” keeps its KPIs under key performance areas: name the KPI’s key performance area.`,
      );
    }
    if (kpaId) await findKpa(s.companyId, s.scorecardId, kpaId, 'kpaId');
  } else if (kpaId) {
    throw new AppError(
      'UNPROCESSABLE',
      `kpaId: “${s.name}” keeps its KPIs directly on it (includeKeyPerformanceArea is No): leave kpaId out.`,
    );
  }
};
