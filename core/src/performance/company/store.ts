import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import type { CompanyAssessmentItem } from '../entities/company-assessment';

/** The key of an assessment's item. */
export const assessmentKey = (a: Pick<CompanyAssessmentItem, 'companyId' | 'annualPlanId' | 'quarter'>) => ({
  companyId: a.companyId,
  annualPlanId: a.annualPlanId,
  quarter: a.quarter,
});

/** The assessment of a quarter of an annual plan of a company, or null (one GetItem). */
export const assessmentOf = async (
  companyId: string,
  annualPlanId: string,
  quarter: number,
): Promise<CompanyAssessmentItem | null> =>
  (await db().entities.companyAssessment.get({ companyId, annualPlanId, quarter }).go()).data ?? null;

/** The assessments of an annual plan, by quarter: ONE key-prefix Query of the company's partition. */
export const assessmentsOf = async (
  companyId: string,
  annualPlanId: string,
): Promise<CompanyAssessmentItem[]> =>
  (
    await db()
      .entities.companyAssessment.query.byPlan({ companyId })
      .begins({ annualPlanId })
      .go({ pages: 'all' })
  ).data
    .filter((a) => a.annualPlanId === annualPlanId)
    .sort((a, b) => a.quarter - b.quarter);

/** An assessment of the caller's company by id; 404 naming `field` when it is nobody's or another's. */
export const loadAssessment = async (ctx: Ctx, id: string, field = 'id'): Promise<CompanyAssessmentItem> => {
  const companyId = tenantOf(ctx);
  const hit = (
    await db().entities.companyAssessment.query.byId({ companyId, assessmentId: id }).go({ limit: 1 })
  ).data[0];
  // the index is read eventually; the item itself is the truth
  const item = hit ? await assessmentOf(companyId, hit.annualPlanId, hit.quarter) : null;
  if (!item || item.assessmentId !== id)
    throw new AppError('NOT_FOUND', `${field}: no such company assessment`);
  return item;
};
