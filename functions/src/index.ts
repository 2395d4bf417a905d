import { FAMILIES, routesOf } from '@stratum/contracts';
import { unboundRoutes } from './http/family';
import { handler as actingSupervisor } from './organisation/acting-supervisor';
import { handler as auth } from './platform/auth';
import { handler as businessUnit } from './organisation/business-unit';
import { handler as company } from './platform/company';
import { handler as department } from './organisation/department';
import { handler as division } from './organisation/division';
import { handler as employee } from './organisation/employee';
import { handler as logoUpload } from './platform/logo-upload';
import { handler as module } from './platform/module';
import { handler as openapi } from './openapi';
import { handler as section } from './organisation/section';
import { handler as subSection } from './organisation/sub-section';
import { handler as subSubSection } from './organisation/sub-sub-section';
import { handler as userManual } from './platform/user-manual';
import { handler as strategicPlan } from './planning/strategic-plan';
import { handler as operationalPlan } from './planning/operational-plan';
import { handler as perspective } from './planning/perspective';
import { handler as ratingScale } from './planning/rating-scale';
import { handler as annualPlan } from './planning/annual-plan';
import { handler as quarter } from './planning/quarter';
import { handler as strategicScorecard } from './planning/strategic-scorecard';
import { handler as operationalScorecard } from './planning/operational-scorecard';
import { handler as corporateScorecard } from './planning/corporate-scorecard';
import { handler as report } from './planning/report';
import { handler as riskRating } from './risk/risk-rating';
import { handler as riskManagement } from './risk/risk-management';
import { handler as raRiskManagement } from './risk/ra-risk-management';
import { handler as degree360 } from './surveys/degree-360';
import { handler as surveyReview } from './surveys/survey-review';
import { handler as organizational } from './surveys/organizational';
import { handler as degree360Competency } from './surveys/degree-360-competency';
import { handler as orgSurveyReview } from './surveys/org-survey-review';
import { handler as auditManagement } from './audit/audit-management';
import { handler as monthlyProgress } from './performance/monthly-progress';
import { handler as employeeScorecard } from './performance/employee-scorecard';
import { handler as employeeReview } from './performance/employee-review';
import { handler as qaPerformance } from './performance/qa-performance';
import { handler as qaScorecard } from './performance/qa-scorecard';
import { handler as myInbox } from './performance/my-inbox';
import { handler as performanceReport } from './performance/performance-report';
import { handler as companyAssessment } from './performance/company-assessment';
import { handler as auditEngagement } from './audit/audit-engagement';
import { handler as auditFindings } from './audit/audit-findings';
import { handler as auditReport } from './audit/audit-report';
import { handler as auditFollowUp } from './audit/audit-follow-up';
import { handler as auditResponses } from './audit/audit-responses';
import { handler as auditOutreach } from './audit/audit-outreach';
import { handler as auditQuestionnaire } from './audit/audit-questionnaire';
import { handler as auditCustomerSurvey } from './audit/audit-customer-survey';
import { handler as compliance } from './compliance/compliance';
import { handler as events } from './dashboard/events';
import { handler as dashboard } from './dashboard/dashboard';
import { handler as embedCreation } from './dashboard/embed-creation';

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
  'degree-360': degree360,
  'survey-review': surveyReview,
  organizational,
  'org-survey-review': orgSurveyReview,
  'degree-360-competency': degree360Competency,
  'audit-management': auditManagement,
  'monthly-progress': monthlyProgress,
  'employee-scorecard': employeeScorecard,
  'employee-review': employeeReview,
  'qa-performance': qaPerformance,
  'qa-scorecard': qaScorecard,
  'my-inbox': myInbox,
  'performance-report': performanceReport,
  'company-assessment': companyAssessment,
  'audit-engagement': auditEngagement,
  'audit-findings': auditFindings,
  'audit-report': auditReport,
  'audit-follow-up': auditFollowUp,
  'audit-responses': auditResponses,
  'audit-outreach': auditOutreach,
  'audit-questionnaire': auditQuestionnaire,
  'audit-customer-survey': auditCustomerSurvey,
  compliance,
  events,
  dashboard,
  'embed-creation': embedCreation,
} as const;
export const OPENAPI_HANDLER = openapi;

const missing = FAMILIES.filter((f) => !(f in HANDLERS));
if (missing.length > 0) throw new Error(`families without a handler: ${missing.join(', ')}`);

// Every route of the table bound to a use case: the table and the code cannot drift apart. Each
// family's Lambda knows only its own bindings (so it bundles only its own schemas); this check
// runs wherever every family is loaded — `npm start`, the integration and security suites.
for (const [family, handler] of Object.entries(HANDLERS)) {
  const unbound = unboundRoutes(handler, routesOf(family));
  if (unbound.length > 0) {
    throw new Error(`family ${family}: routes without a use case: ${unbound.map((r) => r.path).join(', ')}`);
  }
}
