import * as routes from '@stratum/contracts';
import {
  exportPerformanceReport,
  performanceReport,
  committeeReport,
  employeeKpaReport,
  employeePerformanceReport,
  employeeScorecardsReport,
  exportEmployeeReport,
  ceoPerformanceReport,
  companyPerformanceReport,
  companyProgressiveReport,
  exportCompanyReport,
  reviewCycles,
} from '@stratum/core/performance';
import { bind } from '../http/bind';
import { familyHandler } from '../http/family';

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
  bind(routes.getReviewCycles, ({ ctx, input }) => reviewCycles(ctx, input)),
  // Employee reports (docs/performance.md "Employee reports")
  bind(routes.getEmployeeScorecardsReport, async ({ ctx, input }) => ({
    report: await employeeScorecardsReport(ctx, input),
  })),
  bind(routes.getEmployeeKpaReport, async ({ ctx, input }) => ({
    report: await employeeKpaReport(ctx, input),
  })),
  bind(routes.getEmployeePerformanceReport, async ({ ctx, input }) => ({
    report: await employeePerformanceReport(ctx, input),
  })),
  bind(routes.getCommitteeAgreementReport, async ({ ctx, input }) => ({
    report: await committeeReport(ctx, 'agreements', input),
  })),
  bind(routes.getCommitteeAssessmentReport, async ({ ctx, input }) => ({
    report: await committeeReport(ctx, 'assessments', input),
  })),
  bind(routes.exportEmployeeReport, ({ ctx, input }) => exportEmployeeReport(ctx, input)),
  // Company reports (docs/performance.md "Company reports")
  bind(routes.getCompanyPerformanceReport, async ({ ctx, input }) => ({
    report: await companyPerformanceReport(ctx, input),
  })),
  bind(routes.getCompanyProgressiveReport, async ({ ctx, input }) => ({
    report: await companyProgressiveReport(ctx, input),
  })),
  bind(routes.getCeoPerformanceReport, async ({ ctx, input }) => ({
    report: await ceoPerformanceReport(ctx, input),
  })),
  bind(routes.exportCompanyReport, ({ ctx, input }) => exportCompanyReport(ctx, input)),
]);
