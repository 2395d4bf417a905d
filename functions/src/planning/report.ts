import * as routes from '@stratum/contracts';
import {
  exportReport,
  annualPlansReport,
  corporateScorecardsReport,
  strategicScorecardReport,
} from '@stratum/core/planning';
import { bind } from '../http/bind';
import { familyHandler } from '../http/family';

export const handler = familyHandler('report', [
  bind(routes.getStrategicScorecardReport, async ({ ctx, input }) => ({
    report: await strategicScorecardReport(ctx, input),
  })),
  bind(routes.getAnnualPlansReport, async ({ ctx, input }) => ({
    report: await annualPlansReport(ctx, input),
  })),
  bind(routes.getCorporateScorecardsReport, async ({ ctx, input }) => ({
    report: await corporateScorecardsReport(ctx, input),
  })),
  bind(routes.exportReport, ({ ctx, input }) => exportReport(ctx, input)),
]);
