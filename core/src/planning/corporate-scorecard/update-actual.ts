import type { TKpi, TUpdateActualRequest } from '@stratum/contracts';
import { quarterLabel, scoreKpi, type Band } from '@stratum/rules';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError, orNullIfMissing } from '../../kernel/errors';
import { requireCorporateWriter } from './corporate-access';
import {
  type ScorecardItem,
  type ScorecardKpiItem,
  checkVersion,
  CORPORATE_KINDS,
  findKpi,
  findScorecard,
  scorecardGuard,
  staleMessage,
  scoringOf,
  toKpi,
} from '../../scorecard';
import { requireOpenWindow } from '../quarter/require-open-window';
import type { TxEntities } from '../../kernel/transact';
import { writeChange } from '../../kernel/change';

type Actual = 'actual1' | 'actual2' | 'actual3' | 'actual4';

/**
 * The KPIs that carry the same quarter's actual as `kpi` and must agree with it: for a periodic
 * scorecard, its annual KPI; for an annual one, the KPI carried from it into the quarter's periodic
 * scorecard, if that was built. With the scorecard each lives on.
 */
const mirrorsOf = async (
  s: ScorecardItem,
  kpi: ScorecardKpiItem,
  quarter: number,
): Promise<{ scorecard: ScorecardItem; kpis: ScorecardKpiItem[] } | null> => {
  const companyId = s.companyId;
  if (s.kind === 'corporate-periodic') {
    if (!s.sourceScorecardId || !kpi.sourceKpiId) return null;
    const [annual, source] = await Promise.all([
      orNullIfMissing(findScorecard(companyId, s.sourceScorecardId, ['corporate-annual'])),
      orNullIfMissing(findKpi(companyId, s.sourceScorecardId, kpi.sourceKpiId)),
    ]);
    return annual && source ? { scorecard: annual, kpis: [source] } : null;
  }
  const periodicId = s[`periodicScorecardId${quarter + 1}` as 'periodicScorecardId1'];
  if (!periodicId) return null;
  const periodic = await orNullIfMissing(findScorecard(companyId, periodicId, ['corporate-periodic']));
  if (!periodic) return null;
  const { data } = await db()
    .entities.scorecardKpi.query.byId({ companyId, scorecardId: periodicId })
    .where((attr, op) => op.eq(attr.sourceKpiId, kpi.kpiId))
    .go({ pages: 'all' });
  return { scorecard: periodic, kpis: data };
};

/** Sets (or, for null, clears) a KPI's actual of a quarter, moving its version on. */
const writeActual = (
  tx: TxEntities,
  k: ScorecardKpiItem,
  field: Actual,
  actual: number | null,
  now: string,
  version?: number,
) => {
  const patch = tx.scorecardKpi
    .patch({ companyId: k.companyId, scorecardId: k.scorecardId, kpiId: k.kpiId })
    .set({ updatedAt: now })
    .add({ version: 1 });
  const written =
    actual === null ? patch.remove([field]) : patch.set({ [field]: actual } as Record<Actual, number>);
  return (
    version === undefined ? written : written.where((attr, op) => op.eq(attr.version, version))
  ).commit();
};

/**
 * Enters a corporate KPI's actual for a quarter (whoever answers for corporate scorecards, corporate-access.ts), refused with
 * exactly `Period is closed` (409) unless the quarter's assessment window is open today. A
 * periodic scorecard takes only its own quarter. The KPI's `actual{q+1}` and that of the KPI it
 * must agree with (the annual KPI of a periodic one, the periodic copy of an annual one) are
 * written in one transaction, conditional on the version read; both scorecards must be ready.
 * Answers the KPI scored for that quarter.
 */
export const updateActual = async (ctx: Ctx, input: TUpdateActualRequest): Promise<TKpi> => {
  const companyId = tenantOf(ctx);
  const s = await findScorecard(companyId, input.scorecardId, CORPORATE_KINDS, 'scorecardId');
  const label = quarterLabel(input.quarter) ?? `Q${input.quarter + 1}`;
  if (s.kind === 'corporate-periodic' && s.quarter !== input.quarter) {
    throw new AppError(
      'UNPROCESSABLE',
      `quarter: “${s.name}” is the ${quarterLabel(s.quarter ?? 0)} scorecard: it takes ${quarterLabel(s.quarter ?? 0)} actuals only, not ${label}.`,
    );
  }
  const kpi = await findKpi(companyId, s.scorecardId, input.kpiId, 'kpiId');
  await requireCorporateWriter(ctx);
  checkVersion(kpi, input.version, 'KPI');
  await requireOpenWindow(ctx, {
    annualPlanId: s.annualPlanId!,
    quarter: input.quarter,
    window: 'assessment',
  });

  const field = `actual${input.quarter + 1}` as Actual;
  const mirrors = await mirrorsOf(s, kpi, input.quarter);
  const now = ctx.now.toISOString();
  const before = kpi[field] ?? null;
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'corporate-scorecard-kpi',
      entityId: kpi.kpiId,
      action: 'update-actual',
      summary: `${label} actual of KPI “${kpi.name}” of “${s.name}” set to ${input.actual ?? 'none'}${mirrors && mirrors.kpis.length > 0 ? ` (also on “${mirrors.scorecard.name}”)` : ''}`,
      before: { [field]: before },
      after: { [field]: input.actual },
    },
    (tx) => [
      writeActual(tx, kpi, field, input.actual, now, input.version),
      scorecardGuard(tx, s),
      ...(mirrors
        ? [
            scorecardGuard(tx, mirrors.scorecard),
            ...mirrors.kpis.map((m) => writeActual(tx, m, field, input.actual, now)),
          ]
        : []),
    ],
    new AppError('CONFLICT', staleMessage('KPI')),
  );
  const [saved, { scale, names }] = await Promise.all([
    findKpi(companyId, s.scorecardId, kpi.kpiId),
    scoringOf(s),
  ]);
  const quarter = input.quarter as 0 | 1 | 2 | 3;
  return toKpi(saved, scoreKpi(saved, scale.bands as Band[], { mode: s.ratingMode, period: quarter }), names);
};
