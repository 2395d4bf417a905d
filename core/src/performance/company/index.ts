import { tenantOf, type Ctx } from '../../kernel/ctx';
import type { CompanyAssessmentItem } from '../entities/company-assessment';
import { assessmentOf } from './store';

export type { CompanyAssessmentItem } from '../entities/company-assessment';

/**
 * The company assessment of a quarter (0..3) of an annual plan of the caller's company, or null
 * when none was added (one GetItem; an annual plan of another company has none). Reports read
 * `finalScore` (the adjusted score if any, else the computed one), `computedScore`, `status`.
 */
export const findCompanyAssessment = async (
  ctx: Ctx,
  annualPlanId: string,
  quarter: number,
): Promise<CompanyAssessmentItem | null> => assessmentOf(tenantOf(ctx), annualPlanId, quarter);
export { addCompanyAssessment } from './add-company-assessment';
export { deleteCompanyAssessment } from './delete-company-assessment';
export { getCompanyAssessment } from './get-company-assessment';
export { listCompanyAssessments } from './list-company-assessments';
export { scoreQuarter } from './assessment-parts';
export { updateCompanyAssessment } from './update-company-assessment';
export { CORPORATE_AGREEMENT_MOVES, corporateAgreementStatus } from './agreement-status';
export { getCorporateAgreement } from './get-corporate-agreement';
export { setCorporateAgreement } from './set-corporate-agreement';
