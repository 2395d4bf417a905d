import { type TEmployeeScorecard } from '@stratum/contracts';
import { type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { requireModuleAdmin } from '../../platform';
import { contentsOf } from '../../scorecard';
import { loadAnnualPlan } from '../../planning';
import { readableEmployeeScorecard } from './access';
import { EMPTY, build, libraryListKey, toEmployeeScorecard } from './employee-scorecard-parts';

/**
 * Adds a library template (Performance administrators) for the annual plan's strategic plan:
 * empty, or saved from an employee scorecard the caller may read — its KPAs and KPIs, without
 * results or training tags.
 */
export const addScorecardTemplate = async (
  ctx: Ctx,
  input: {
    annualPlanId: string;
    name: string;
    fromScorecardId?: string | undefined;
    includeKeyPerformanceArea: 'Yes' | 'No';
    ratingMode: 'automatic' | 'manual';
  },
): Promise<TEmployeeScorecard> => {
  const annual = await loadAnnualPlan(ctx, input.annualPlanId);
  const source = input.fromScorecardId
    ? await readableEmployeeScorecard(ctx, input.fromScorecardId, 'fromScorecardId')
    : null;
  await requireModuleAdmin(ctx, 'performance');
  if (source && source.planId !== annual.strategicPlanId) {
    throw new AppError(
      'UNPROCESSABLE',
      `fromScorecardId: “${source.name}” belongs to another strategic plan than this annual plan’s.`,
    );
  }
  const s = await build(
    ctx,
    {
      companyId: annual.companyId,
      kind: 'library',
      planId: annual.strategicPlanId,
      planKind: 'strategic',
      listKey: libraryListKey(annual.strategicPlanId),
      name: input.name,
      includeKeyPerformanceArea: source?.includeKeyPerformanceArea ?? input.includeKeyPerformanceArea,
      ratingMode: source?.ratingMode ?? input.ratingMode,
    },
    source ? await contentsOf(annual.companyId, source.scorecardId) : EMPTY,
    {
      action: 'add-template',
      summary: `Library template “${input.name}” ${source ? `saved from “${source.name}”` : 'added'}`,
    },
    {},
  );
  return toEmployeeScorecard(s, null);
};
