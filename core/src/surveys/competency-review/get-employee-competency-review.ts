import { ZEmployeeCompetencyReviewRequestSchema, type TEmployeeCompetencyReview } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { answersOf, reviewView } from './employee-score';
import { employeeReviewAccess } from './review-access';
import { loadReviewSetup } from './review-store';
import { qualitativeMeasurementOn } from '../../platform';

/** An employee's answers and competency score in a plan's review. */
export const getEmployeeCompetencyReview = async (
  ctx: Ctx,
  raw: { annualPlanId: string; employeeId: string },
): Promise<TEmployeeCompetencyReview> => {
  const input = ZEmployeeCompetencyReviewRequestSchema.parse(raw);
  const { companyId, employee, canAnswer } = await employeeReviewAccess(ctx, input, 'read');
  const [setup, answers, enabled] = await Promise.all([
    loadReviewSetup(companyId, input.annualPlanId),
    answersOf(companyId, input.annualPlanId, input.employeeId),
    qualitativeMeasurementOn(companyId),
  ]);
  return reviewView(setup, employee, answers, canAnswer, enabled);
};
