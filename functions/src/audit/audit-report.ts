import {
  AUDIT_CHECKLIST_ROUTES as cl,
  AUDIT_REPORT_ROUTES as r,
  CUSTOMER_SURVEY_ROUTES as cs,
} from '@stratum/contracts';
import {
  addChecklist,
  answerChecklist,
  completeChecklist,
  deleteChecklist,
  getChecklist,
  getChecklistFileLink,
  uploadChecklistFile,
  listChecklists,
  returnChecklist,
  sendChecklist,
  updateChecklist,
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
import { AppError } from '@stratum/core/kernel/errors';
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
  bind(cl.listChecklists, ({ ctx, input }) => listChecklists(ctx, input)),
  bind(cl.getChecklist, async ({ ctx, input }) => ({ item: await getChecklist(ctx, input) })),
  bind(cl.addChecklist, async ({ ctx, input }) => ({ item: await addChecklist(ctx, input) })),
  bind(cl.updateChecklist, async ({ ctx, input }) => ({ item: await updateChecklist(ctx, input) })),
  bind(cl.deleteChecklist, ({ ctx, input }) => deleteChecklist(ctx, input)),
  bind(cl.sendChecklist, async ({ ctx, input }) => ({ item: await sendChecklist(ctx, input) })),
  bind(cl.answerChecklist, async ({ ctx, input }) => ({ item: await answerChecklist(ctx, input) })),
  bind(cl.completeChecklist, async ({ ctx, input }) => ({ item: await completeChecklist(ctx, input) })),
  bind(cl.uploadChecklistFile, async ({ ctx, input, file }) => {
    if (!file) throw new AppError('BAD_REQUEST', 'document: a file is required');
    return { item: await uploadChecklistFile(ctx, input, file) };
  }),
  bind(cl.getChecklistFile, ({ ctx, input }) => getChecklistFileLink(ctx, input)),
  bind(cl.returnChecklist, async ({ ctx, input }) => ({ item: await returnChecklist(ctx, input) })),
]);
