import type { TRatingPeriod, TStrategicScorecardReport } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError, isAppError } from '../../kernel/errors';
import { findCompany } from '../../platform';
import { ratingScaleOf, readScorecard } from '../../scorecard';
import { findPlan } from '../plan/plan-store';
import { head } from './report-head';
import { scorecardReport } from './scorecard-report';

/**
 * spec §2 /app/reports/strategic-scorecards: one strategic scorecard scored for a period, with
 * its aggregates. The scorecard is read by the scorecard read itself (one query of its partition,
 * 404 for a hidden one to people who do not administer Strategic Planning), then the plan, its
 * bands and the company's name at once.
 */
export const strategicScorecardReport = async (
  ctx: Ctx,
  input: { scorecardId: string; period?: TRatingPeriod | undefined },
): Promise<TStrategicScorecardReport> => {
  const companyId = tenantOf(ctx);
  const detail = await readScorecard(ctx, ['strategic'], {
    id: input.scorecardId,
    period: input.period,
  }).catch((e: unknown) => {
    if (isAppError(e) && e.code === 'NOT_FOUND') {
      throw new AppError('NOT_FOUND', 'scorecardId: no such strategic scorecard in your company');
    }
    throw e;
  });
  const [plan, scale, company] = await Promise.all([
    findPlan(companyId, 'strategic', detail.planId, 'scorecardId'),
    ratingScaleOf(companyId, detail.planId),
    findCompany(companyId),
  ]);
  return {
    kind: 'strategic-scorecard',
    ...head(company.companyName, ctx, plan, scale),
    scorecard: scorecardReport(detail, scale.bands),
  };
};
