import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import type { AnnualPlanItem } from '../entities/annual-plan';

/** One annual plan of the company; anything else is 404 naming `field`. */
export const findAnnualPlan = async (
  companyId: string,
  annualPlanId: string,
  field = 'id',
): Promise<AnnualPlanItem> => {
  const { data } = await db().entities.annualPlan.get({ companyId, annualPlanId }).go();
  if (!data) throw new AppError('NOT_FOUND', `${field}: no such annual plan in your company`);
  return data;
};

/** The caller's company's annual plan (404 naming `field`, default `annualPlanId`). */
export const loadAnnualPlan = (ctx: Ctx, annualPlanId: string, field = 'annualPlanId') =>
  findAnnualPlan(tenantOf(ctx), annualPlanId, field);

/** The annual plans of one strategic plan (one gsi1 query). */
export const annualPlansOf = async (companyId: string, strategicPlanId: string): Promise<AnnualPlanItem[]> =>
  (await db().entities.annualPlan.query.byPlan({ companyId, strategicPlanId }).go({ pages: 'all' })).data;
