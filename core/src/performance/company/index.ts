import { tenantOf, type Ctx } from '../../kernel/ctx';
import type { CompanyAssessmentItem } from './entities';
import { assessmentOf } from './store';

export type { CompanyAssessmentItem } from './entities';

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
export {
  addCompanyAssessment,
  deleteCompanyAssessment,
  getCompanyAssessment,
  listCompanyAssessments,
  scoreQuarter,
  updateCompanyAssessment,
} from './assessments';
export {
  CORPORATE_AGREEMENT_MOVES,
  corporateAgreementStatus,
  getCorporateAgreement,
  setCorporateAgreement,
} from './agreement-status';
