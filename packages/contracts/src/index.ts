import { authRoutes } from './auth';
import { companyRoutes, logoUploadRoutes } from './company';
import { moduleRoutes } from './module';
import { userManualRoutes } from './user-manual';
import { hierarchyRoutes } from './hierarchy';
import { employeeRoutes } from './employee';
import { actingSupervisorRoutes } from './acting-supervisor';
import { planRoutesAll } from './plan';
import { perspectiveRoutes } from './perspective';
import { ratingScaleRoutes } from './rating-scale';
import { annualPlanRoutes } from './annual-plan';
import { quarterRoutes } from './quarter';
import { scorecardRoutesAll } from './scorecard';
import { corporateScorecardRoutes } from './corporate-scorecard';
import { reportRoutes } from './report';
import { riskRatingRoutes } from './risk-rating';
import { riskRegisterRoutes } from './risk';
import { employeeScorecardRoutes } from './employee-scorecard';
import { employeeReviewRoutes } from './employee-review';
import { monthlyProgressRoutes } from './monthly-progress';
import { qaRoutesAll } from './qa';
import { myInboxRoutes } from './my-inbox';
import { performanceReportRoutes } from './performance-report';
import { companyAssessmentRoutes } from './company-assessment';
import { employeePerformanceReportRoutes } from './employee-performance-report';
import { companyPerformanceReportRoutes } from './company-performance-report';
import type { RouteDef } from './route';

export * from './envelope';
export * from './common';
export * from './route';
export * from './modules';
export * from './auth';
export * from './company';
export * from './module';
export * from './user-manual';
export * from './hierarchy';
export * from './employee';
export * from './acting-supervisor';
export * from './plan';
export * from './perspective';
export * from './rating-scale';
export * from './annual-plan';
export * from './quarter';
export * from './scorecard';
export * from './corporate-scorecard';
export * from './report';
export * from './risk-rating';
export * from './risk';
export * from './performance';
export * from './employee-scorecard';
export * from './employee-review';
export * from './monthly-progress';
export * from './qa';
export * from './my-inbox';
export * from './performance-report';
export * from './company-assessment';
export * from './employee-performance-report';
export * from './company-performance-report';
export { buildOpenApi } from './openapi';
export * from './client';

/**
 * THE ROUTE TABLE (ARCHITECTURE §3). A route that is not here does not exist: the Lambda routers,
 * the API stack, the local server, the web client and the security suites are all built from it.
 */
export const ROUTES: readonly RouteDef[] = [
  ...authRoutes,
  ...companyRoutes,
  ...logoUploadRoutes,
  ...moduleRoutes,
  ...userManualRoutes,
  ...hierarchyRoutes,
  ...employeeRoutes,
  ...actingSupervisorRoutes,
  ...planRoutesAll,
  ...perspectiveRoutes,
  ...ratingScaleRoutes,
  ...annualPlanRoutes,
  ...quarterRoutes,
  ...scorecardRoutesAll,
  ...corporateScorecardRoutes,
  ...reportRoutes,
  ...riskRatingRoutes,
  ...riskRegisterRoutes,
  ...employeeScorecardRoutes,
  ...employeeReviewRoutes,
  ...monthlyProgressRoutes,
  ...qaRoutesAll,
  ...myInboxRoutes,
  ...performanceReportRoutes,
  ...companyAssessmentRoutes,
  ...employeePerformanceReportRoutes,
  ...companyPerformanceReportRoutes,
];

/** One Lambda per family; its entry is `functions/src/<family>.ts`. */
export const FAMILIES: readonly string[] = [...new Set(ROUTES.map((r) => r.family))];

export const routesOf = (family: string): RouteDef[] => ROUTES.filter((r) => r.family === family);
