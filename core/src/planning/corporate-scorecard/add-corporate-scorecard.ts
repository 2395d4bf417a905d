import { type TScorecard } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { requireCorporateWriter } from './corporate-access';
import {
  annualPlanScorecardCountUpdate,
  copies,
  RESULTS,
  type ScorecardItem,
  writeScorecard,
  CORPORATE_KINDS,
  contentsOf,
  findScorecard,
  toScorecard,
} from '../../scorecard';
import { findAnnualPlan } from '../annual-plan/annual-plan-store';

/**
 * Builds the annual corporate scorecard of an annual plan by copying a strategic scorecard of its
 * strategic plan (whoever answers for corporate scorecards, corporate-access.ts): its KPAs and KPIs with their targets,
 * weights, types and perspectives — not the strategic scorecard's results (ytd, actuals, manual
 * and adjusted scores), which the year enters itself. Each KPI keeps `sourceKpiId` = the strategic
 * KPI. All or none, however many KPIs (writeScorecard); the annual plan's count moves with it.
 */
export const addCorporateScorecard = async (
  ctx: Ctx,
  input: { annualPlanId: string; strategicScorecardId: string; name: string },
): Promise<TScorecard> => {
  const companyId = tenantOf(ctx);
  const [annual, source] = await Promise.all([
    findAnnualPlan(companyId, input.annualPlanId, 'annualPlanId'),
    findScorecard(companyId, input.strategicScorecardId, ['strategic'], 'strategicScorecardId'),
  ]);
  await requireCorporateWriter(ctx);
  if (source.planId !== annual.strategicPlanId) {
    throw new AppError(
      'UNPROCESSABLE',
      `strategicScorecardId: “${source.name}” belongs to another strategic plan than this annual plan’s.`,
    );
  }
  const contents = await contentsOf(companyId, source.scorecardId);
  const scorecardId = newId();
  const buildId = newId();
  const { kpas, kpis } = copies(ctx, { companyId, scorecardId, buildId }, contents, () => ({}), RESULTS);
  const now = ctx.now.toISOString();
  const scorecard = {
    companyId,
    scorecardId,
    kind: 'corporate-annual',
    planId: annual.strategicPlanId,
    planKind: 'strategic',
    listKey: annual.annualPlanId,
    annualPlanId: annual.annualPlanId,
    sourceScorecardId: source.scorecardId,
    name: input.name,
    includeKeyPerformanceArea: source.includeKeyPerformanceArea,
    visible: true,
    ratingMode: source.ratingMode,
    kpaCount: kpas.length,
    kpiCount: kpis.length,
    commentCount: 0,
    state: 'building',
    buildId,
    version: 1,
    createdAt: now,
    updatedAt: now,
  } satisfies ScorecardItem;
  await writeScorecard(ctx, {
    scorecard,
    kpas,
    kpis,
    claim: (tx) => [annualPlanScorecardCountUpdate(tx, companyId, annual.annualPlanId, 1)],
    release: (tx) => [annualPlanScorecardCountUpdate(tx, companyId, annual.annualPlanId, -1)],
    audit: {
      entityType: 'corporate-scorecard',
      action: 'add',
      summary: `Corporate scorecard “${input.name}” built from “${source.name}” (${kpas.length} KPAs, ${kpis.length} KPIs)`,
      after: {
        name: input.name,
        sourceScorecardId: source.scorecardId,
        kpaCount: kpas.length,
        kpiCount: kpis.length,
      },
    },
    conflict: new AppError(
      'CONFLICT',
      'The annual plan, or a perspective of the strategic scorecard, was changed or deleted while the corporate scorecard was being built: nothing was built. Reload and try again.',
    ),
  });
  return toScorecard(await findScorecard(companyId, scorecardId, CORPORATE_KINDS));
};
