import { AUDIT_REPORT_ROUTES as r } from '@stratum/contracts';
import {
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
]);
