import * as routes from '@stratum/contracts';
import {
  inboxReport,
  requiredMyActions,
  requiredMyActionsCount,
  subordinateEmployees,
  subordinateRecords,
} from '@stratum/core/performance/inbox/inbox';
import { bind } from './http/bind';
import { familyHandler } from './http/family';

export const handler = familyHandler('my-inbox', [
  bind(routes.requiredMyActions, ({ ctx, input }) => requiredMyActions(ctx, input)),
  bind(routes.requiredMyActionsCount, ({ ctx }) => requiredMyActionsCount(ctx)),
  bind(routes.subordinateAnnualScorecardEmployees, ({ ctx, input }) => subordinateEmployees(ctx, input)),
  bind(routes.subordinatePeriodicScorecardEmployees, ({ ctx, input }) => subordinateRecords(ctx, input)),
  bind(routes.subordinatePerformanceEmployees, ({ ctx, input }) => subordinateRecords(ctx, input)),
  bind(routes.inboxReports, ({ ctx, input }) => inboxReport(ctx, input)),
]);
