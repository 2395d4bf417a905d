import type { TMonthRequest, TProgressSheet } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { findAnnualPlan } from '../../planning';
import { scorecardsUnder } from '../../scorecard';
import { isProgressAdmin, periodOf } from './progress-store';
import { sheetOf } from './sheet';

/**
 * The company's month (`/app/my-inbox/monthly-progress/company-progresses`): the annual corporate
 * scorecards of the annual plan (one gsi1 query; hidden ones only for administrators) with the
 * month's updates. Administrators may record while the month is open.
 */
export const getCompanyProgress = async (ctx: Ctx, input: TMonthRequest): Promise<TProgressSheet> => {
  const companyId = tenantOf(ctx);
  const plan = await findAnnualPlan(companyId, input.annualPlanId, 'annualPlanId');
  const [period, admin, listed] = await Promise.all([
    periodOf(ctx, plan, input.month),
    isProgressAdmin(ctx),
    scorecardsUnder(companyId, plan.annualPlanId),
  ]);
  const scorecards = listed.filter(
    (s) => s.kind === 'corporate-annual' && s.state === 'ready' && (s.visible || admin),
  );
  return {
    annualPlanId: plan.annualPlanId,
    period,
    canEdit: admin && period.open,
    employee: null,
    ...(await sheetOf(companyId, scorecards, input.month)),
  };
};
