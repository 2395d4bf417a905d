import * as routes from '@stratum/contracts';
import { exportPerformanceReport, performanceReport } from '@stratum/core/performance/reports/index';
import { bind } from './http/bind';
import { familyHandler } from './http/family';

export const handler = familyHandler('performance-report', [
  bind(routes.getAgreementReport, async ({ ctx, input }) => ({
    report: await performanceReport(ctx, 'agreements', input),
  })),
  bind(routes.getAssessmentReport, async ({ ctx, input }) => ({
    report: await performanceReport(ctx, 'assessments', input),
  })),
  bind(routes.getAssessmentScoresReport, async ({ ctx, input }) => ({
    report: await performanceReport(ctx, 'scores', input),
  })),
  bind(routes.getPerformanceCurveReport, async ({ ctx, input }) => ({
    report: await performanceReport(ctx, 'curve', input),
  })),
  bind(routes.exportPerformanceReport, ({ ctx, input }) => exportPerformanceReport(ctx, input)),
]);
