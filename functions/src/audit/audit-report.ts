import { AUDIT_REPORT_ROUTES as r, CUSTOMER_SURVEY_ROUTES as cs } from '@stratum/contracts';
import {
  getCustomerSurvey,
  getCustomerSurveyYear,
  resendCustomerSurvey,
  sendCustomerSurvey,
  getDraftReport,
  getFinalReportFile,
  getFinalReports,
  getOpinion,
  makeFinalReport,
  recallFinalReport,
  saveOpinion,
} from '@stratum/core/audit';
import { bind } from '../http/bind';
import { familyHandler } from '../http/family';

export const handler = familyHandler('audit-report', [
  bind(r.getOpinion, async ({ ctx, input }) => ({ item: await getOpinion(ctx, input) })),
  bind(r.saveOpinion, async ({ ctx, input }) => ({ item: await saveOpinion(ctx, input) })),
  bind(r.getDraftReport, ({ ctx, input }) => getDraftReport(ctx, input)),
  bind(r.getFinalReports, ({ ctx, input }) => getFinalReports(ctx, input)),
  bind(r.makeFinalReport, async ({ ctx, input }) => ({ item: await makeFinalReport(ctx, input) })),
  bind(r.recallFinalReport, async ({ ctx, input }) => ({ item: await recallFinalReport(ctx, input) })),
  bind(r.getFinalReportFile, ({ ctx, input }) => getFinalReportFile(ctx, input)),
  bind(cs.getCustomerSurvey, ({ ctx, input }) => getCustomerSurvey(ctx, input)),
  bind(cs.sendCustomerSurvey, async ({ ctx, input }) => ({ item: await sendCustomerSurvey(ctx, input) })),
  bind(cs.resendCustomerSurvey, ({ ctx, input }) => resendCustomerSurvey(ctx, input)),
  bind(cs.getCustomerSurveyYear, ({ ctx, input }) => getCustomerSurveyYear(ctx, input)),
]);
