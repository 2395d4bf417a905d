import * as routes from '@stratum/contracts';
import {
  inboxReport,
  requiredMyActions,
  requiredMyActionsCount,
  subordinateEmployees,
  subordinateRecords,
  companyReviews,
  employeeReviews,
  subordinateEmployeeReviews,
} from '@stratum/core/performance';
import { bind } from '../http/bind';
import { familyHandler } from '../http/family';

export const handler = familyHandler('my-inbox', [
  bind(routes.requiredMyActions, ({ ctx, input }) => requiredMyActions(ctx, input)),
  bind(routes.requiredMyActionsCount, ({ ctx }) => requiredMyActionsCount(ctx)),
  bind(routes.subordinateAnnualScorecardEmployees, ({ ctx, input }) => subordinateEmployees(ctx, input)),
  bind(routes.subordinatePeriodicScorecardEmployees, ({ ctx, input }) => subordinateRecords(ctx, input)),
  bind(routes.subordinatePerformanceEmployees, ({ ctx, input }) => subordinateRecords(ctx, input)),
  bind(routes.inboxReports, ({ ctx, input }) => inboxReport(ctx, input)),
  bind(routes.inboxCompanyReviews, ({ ctx, input }) => companyReviews(ctx, input)),
  bind(routes.inboxEmployeeReviews, ({ ctx, input }) => employeeReviews(ctx, input)),
  bind(routes.inboxSubordinateEmployeeReviews, ({ ctx, input }) => subordinateEmployeeReviews(ctx, input)),
]);
