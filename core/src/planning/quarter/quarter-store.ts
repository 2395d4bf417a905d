import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import type { QuarterItem } from '../entities/quarter';

/** The four quarters of an annual plan, Q1 first (one query on the company partition). */
export const quartersOf = async (companyId: string, annualPlanId: string): Promise<QuarterItem[]> =>
  (
    await db().entities.quarter.query.byAnnualPlan({ companyId, annualPlanId }).go({ pages: 'all' })
  ).data.sort((a, b) => a.quarter - b.quarter);

/** One quarter (0..3) of an annual plan of the company; anything else is 404 naming `annualPlanId`. */
export const findQuarter = async (
  companyId: string,
  annualPlanId: string,
  quarter: number,
): Promise<QuarterItem> => {
  const { data } = await db().entities.quarter.get({ companyId, annualPlanId, quarter }).go();
  if (!data) throw new AppError('NOT_FOUND', 'annualPlanId: no such annual plan in your company');
  return data;
};

/** The caller's company's quarter. */
export const loadQuarter = (ctx: Ctx, annualPlanId: string, quarter: number) =>
  findQuarter(tenantOf(ctx), annualPlanId, quarter);
