import type { TPeriods } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { findAnnualPlan } from '../../planning';
import { periodsOf } from './progress-store';

/** The months of an annual plan, each open or closed today (`Get Monthly Progress Periods Failed`). */
export const listMonthlyPeriods = async (ctx: Ctx, input: { annualPlanId: string }): Promise<TPeriods> =>
  periodsOf(ctx, await findAnnualPlan(tenantOf(ctx), input.annualPlanId, 'annualPlanId'));
