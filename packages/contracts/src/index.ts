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
const ROUTES_BY_MODULE = {
  platform: [...authRoutes, ...companyRoutes, ...logoUploadRoutes, ...moduleRoutes, ...userManualRoutes],
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
} as const satisfies Record<string, readonly RouteDef[]>;

/**
 * The code module (ARCHITECTURE §9) an API family belongs to: the same word names its folder in
 * `core/src`, `functions/src`, `packages/contracts/src` and `web/src/features`. Not the company
 * module a route needs enabled (`RouteDef.module`): platform and organisation are always on.
 */
export type CodeModule = keyof typeof ROUTES_BY_MODULE;
export const CODE_MODULES = Object.keys(ROUTES_BY_MODULE) as CodeModule[];

export const ROUTES: readonly RouteDef[] = CODE_MODULES.flatMap((m) => ROUTES_BY_MODULE[m]);

/** One Lambda per family; its entry is `functions/src/<module>/<family>.ts`. */
export const FAMILIES: readonly string[] = [...new Set(ROUTES.map((r) => r.family))];

const FAMILY_MODULE = new Map<string, CodeModule>(
  CODE_MODULES.flatMap((m) => ROUTES_BY_MODULE[m].map((r) => [r.family, m] as const)),
);

/** The module folder a family's files live in: `functions/src/<module>/<family>.ts`. */
export const moduleOfFamily = (family: string): CodeModule => {
  const module = FAMILY_MODULE.get(family);
  if (!module) throw new Error(`no API family ${family}`);
  return module;
};

export const routesOf = (family: string): RouteDef[] => ROUTES.filter((r) => r.family === family);
