import { FAMILIES } from '@stratum/contracts';
import { handler as actingSupervisor } from './acting-supervisor';
import { handler as auth } from './auth';
import { handler as businessUnit } from './business-unit';
import { handler as company } from './company';
import { handler as department } from './department';
import { handler as division } from './division';
import { handler as employee } from './employee';
import { handler as logoUpload } from './logo-upload';
import { handler as module } from './module';
import { handler as openapi } from './openapi';
import { handler as section } from './section';
import { handler as subSection } from './sub-section';
import { handler as subSubSection } from './sub-sub-section';
import { handler as userManual } from './user-manual';
import { handler as strategicPlan } from './strategic-plan';
import { handler as operationalPlan } from './operational-plan';
import { handler as perspective } from './perspective';
import { handler as ratingScale } from './rating-scale';
import { handler as annualPlan } from './annual-plan';
import { handler as quarter } from './quarter';
import { handler as strategicScorecard } from './strategic-scorecard';
import { handler as operationalScorecard } from './operational-scorecard';
import { handler as corporateScorecard } from './corporate-scorecard';
import { handler as report } from './report';
import { handler as riskRating } from './risk-rating';
import { handler as riskManagement } from './risk-management';
import { handler as raRiskManagement } from './ra-risk-management';
import { handler as monthlyProgress } from './monthly-progress';
import { handler as employeeScorecard } from './employee-scorecard';
import { handler as employeeReview } from './employee-review';
import { handler as qaPerformance } from './qa-performance';
import { handler as qaScorecard } from './qa-scorecard';
import { handler as myInbox } from './my-inbox';
import { handler as performanceReport } from './performance-report';
import { handler as companyAssessment } from './company-assessment';

/** Every family's Lambda handler by family name, for the local server and the tests. */
export const HANDLERS = {
  'acting-supervisor': actingSupervisor,
  auth,
  'business-unit': businessUnit,
  company,
  department,
  division,
  employee,
  'logo-upload': logoUpload,
  module,
  section,
  'sub-section': subSection,
  'sub-sub-section': subSubSection,
  'user-manual': userManual,
  'strategic-plan': strategicPlan,
  'operational-plan': operationalPlan,
  perspective,
  'rating-scale': ratingScale,
  'annual-plan': annualPlan,
  quarter,
  'strategic-scorecard': strategicScorecard,
  'operational-scorecard': operationalScorecard,
  'corporate-scorecard': corporateScorecard,
  report,
  'risk-rating': riskRating,
  'risk-management': riskManagement,
  'ra-risk-management': raRiskManagement,
  'monthly-progress': monthlyProgress,
  'employee-scorecard': employeeScorecard,
  'employee-review': employeeReview,
  'qa-performance': qaPerformance,
  'qa-scorecard': qaScorecard,
  'my-inbox': myInbox,
  'performance-report': performanceReport,
  'company-assessment': companyAssessment,
} as const;
export const OPENAPI_HANDLER = openapi;

const missing = FAMILIES.filter((f) => !(f in HANDLERS));
if (missing.length > 0) throw new Error(`families without a handler: ${missing.join(', ')}`);
