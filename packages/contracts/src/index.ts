import { authRoutes } from './platform/auth';
import { companyRoutes, logoUploadRoutes } from './platform/company';
import { moduleRoutes } from './platform/module';
import { userManualRoutes } from './platform/user-manual';
import { reminderRoutes } from './platform/reminders';
import { hierarchyRoutes } from './organisation/hierarchy';
import { employeeRoutes } from './organisation/employee';
import { actingSupervisorRoutes } from './organisation/acting-supervisor';
import { planRoutesAll } from './planning/plan';
import { perspectiveRoutes } from './planning/perspective';
import { ratingScaleRoutes } from './planning/rating-scale';
import { annualPlanRoutes } from './planning/annual-plan';
import { quarterRoutes } from './planning/quarter';
import { scorecardRoutesAll } from './planning/plan-scorecard';
import { corporateScorecardRoutes } from './planning/corporate-scorecard';
import { reportRoutes } from './planning/report';
import { riskRatingRoutes } from './risk/risk-rating';
import { riskRegisterRoutes } from './risk/risk-register';
import { degree360Routes } from './surveys/degree-360';
import { surveyReviewRoutes } from './surveys/survey-review';
import { organizationalRoutes, orgSurveyReviewRoutes } from './surveys/organizational';
import { competencyReviewRoutes } from './surveys/competency-review';
import { auditManagementRoutes } from './audit/audit-management';
import { complianceRoutes } from './compliance/compliance';
import { employeeScorecardRoutes } from './performance/employee-scorecard';
import { employeeReviewRoutes } from './performance/employee-review';
import { monthlyProgressRoutes } from './performance/monthly-progress';
import { qaRoutesAll } from './performance/qa';
import { myInboxRoutes } from './performance/my-inbox';
import { performanceReportRoutes } from './performance/performance-report';
import { companyAssessmentRoutes } from './performance/company-assessment';
import { employeePerformanceReportRoutes } from './performance/employee-performance-report';
import { companyPerformanceReportRoutes } from './performance/company-performance-report';
import { auditEngagementRoutes } from './audit/engagement';
import { auditFindingsRoutes } from './audit/findings';
import { auditReportRoutes } from './audit/report';
import { customerSurveyRespondentRoutes, customerSurveyTeamRoutes } from './audit/customer-survey';
import { auditChecklistRoutes } from './audit/checklist';
import { auditFollowUpRoutes } from './audit/follow-up';
import { auditResponsesRoutes } from './audit/responses';
import { questionnaireRespondentRoutes, questionnaireTeamRoutes } from './audit/questionnaire';
import { outreachLetterRoutes, outreachMeetingRoutes } from './audit/outreach';
import { eventRoutes } from './dashboard/events';
import { dashboardRoutes } from './dashboard/dashboard';
import { embedRoutes } from './dashboard/embed';
import type { RouteDef } from './route';

export * from './envelope';
export * from './common';
export * from './route';
export * from './link';
export * from './modules';
export * from './platform/auth';
export * from './platform/company';
export * from './platform/module';
export * from './platform/reminders';
export * from './security-headers';
export * from './platform/user-manual';
export * from './organisation/hierarchy';
export * from './organisation/employee';
export * from './organisation/acting-supervisor';
export * from './planning/plan';
export * from './planning/perspective';
export * from './planning/rating-scale';
export * from './planning/annual-plan';
export * from './planning/quarter';
export * from './scorecard/scorecard';
export * from './planning/plan-scorecard';
export * from './planning/corporate-scorecard';
export * from './planning/report';
export * from './risk/risk-rating';
export * from './risk/risk-register';
export * from './surveys/degree-360';
export * from './surveys/survey-review';
export * from './surveys/organizational';
export * from './surveys/competency-review';
export * from './audit/settings';
export * from './audit/universe';
export * from './audit/plan';
export * from './audit/audit-management';
export * from './compliance/compliance';
export * from './performance/statuses';
export * from './performance/employee-scorecard';
export * from './performance/employee-review';
export * from './performance/monthly-progress';
export * from './performance/qa';
export * from './performance/my-inbox';
export * from './performance/performance-report';
export * from './performance/company-assessment';
export * from './performance/employee-performance-report';
export * from './performance/company-performance-report';
export * from './audit/engagement';
export * from './audit/findings';
export * from './audit/report';
export * from './audit/customer-survey';
export * from './audit/checklist';
export * from './audit/follow-up';
export * from './audit/responses';
export * from './audit/questionnaire';
export * from './audit/outreach';
export * from './dashboard/events';
export * from './dashboard/dashboard';
export * from './dashboard/embed';
export { buildOpenApi } from './openapi';
export * from './client';

/**
 * THE ROUTE TABLE (ARCHITECTURE §3). A route that is not here does not exist: the Lambda routers,
 * the API stack, the local server, the web client and the security suites are all built from it.
 */
// The `@__PURE__` marks let a bundler drop the table from a Lambda that does not read it: each
// family's Lambda is built from its own routes only (functions/src/http/family.ts, docs/benchmarks.md).
const ROUTES_BY_MODULE = /* @__PURE__ */ (() => ({
  platform: [
    ...authRoutes,
    ...companyRoutes,
    ...logoUploadRoutes,
    ...moduleRoutes,
    ...userManualRoutes,
    ...reminderRoutes,
  ],
  organisation: [...hierarchyRoutes, ...employeeRoutes, ...actingSupervisorRoutes],
  planning: [
    ...planRoutesAll,
    ...perspectiveRoutes,
    ...ratingScaleRoutes,
    ...annualPlanRoutes,
    ...quarterRoutes,
    ...scorecardRoutesAll,
    ...corporateScorecardRoutes,
    ...reportRoutes,
  ],
  risk: [...riskRatingRoutes, ...riskRegisterRoutes],
  surveys: [
    ...degree360Routes,
    ...surveyReviewRoutes,
    ...organizationalRoutes,
    ...orgSurveyReviewRoutes,
    ...competencyReviewRoutes,
  ],
  audit: [
    ...auditManagementRoutes,
    ...auditEngagementRoutes,
    ...auditFindingsRoutes,
    ...auditReportRoutes,
    ...auditFollowUpRoutes,
    ...auditResponsesRoutes,
    ...questionnaireTeamRoutes,
    ...outreachLetterRoutes,
    ...outreachMeetingRoutes,
    ...questionnaireRespondentRoutes,
    ...customerSurveyTeamRoutes,
    ...customerSurveyRespondentRoutes,
    ...auditChecklistRoutes,
  ],
  compliance: [...complianceRoutes],
  performance: [
    ...employeeScorecardRoutes,
    ...employeeReviewRoutes,
    ...monthlyProgressRoutes,
    ...qaRoutesAll,
    ...myInboxRoutes,
    ...performanceReportRoutes,
    ...companyAssessmentRoutes,
    ...employeePerformanceReportRoutes,
    ...companyPerformanceReportRoutes,
  ],
  dashboard: [...eventRoutes, ...dashboardRoutes, ...embedRoutes],
}))() satisfies Record<string, readonly RouteDef[]>;

/**
 * The code module (ARCHITECTURE §9) an API family belongs to: the same word names its folder in
 * `core/src`, `functions/src`, `packages/contracts/src` and `web/src/features`. Not the company
 * module a route needs enabled (`RouteDef.module`): platform and organisation are always on.
 */
export type CodeModule = keyof typeof ROUTES_BY_MODULE;
export const CODE_MODULES = /* @__PURE__ */ Object.keys(ROUTES_BY_MODULE) as CodeModule[];

export const ROUTES: readonly RouteDef[] = /* @__PURE__ */ CODE_MODULES.flatMap((m) => ROUTES_BY_MODULE[m]);

/** One Lambda per family; its entry is `functions/src/<module>/<family>.ts`. */
export const FAMILIES: readonly string[] = /* @__PURE__ */ Array.from(new Set(ROUTES.map((r) => r.family)));

const FAMILY_MODULE = /* @__PURE__ */ new Map<string, CodeModule>(
  CODE_MODULES.flatMap((m) => ROUTES_BY_MODULE[m].map((r) => [r.family, m] as const)),
);

/** The module folder a family's files live in: `functions/src/<module>/<family>.ts`. */
export const moduleOfFamily = (family: string): CodeModule => {
  const module = FAMILY_MODULE.get(family);
  if (!module) throw new Error(`no API family ${family}`);
  return module;
};

export const routesOf = (family: string): RouteDef[] => ROUTES.filter((r) => r.family === family);
