import { AUDIT_FOLLOW_UP_ROUTES as r } from '@stratum/contracts';
import {
  chooseRetests,
  getFollowUpReportFile,
  getFollowUpReports,
  getFollowUpWork,
  getRetestFileLink,
  listEngagementFollowUps,
  listFollowUpCandidates,
  makeFollowUpReport,
  recallFollowUpReport,
  saveRetest,
  startFollowUpAudit,
  uploadRetestFile,
} from '@stratum/core/audit';
import { AppError } from '@stratum/core/kernel/errors';
import { bind } from '../http/bind';
import { familyHandler } from '../http/family';

export const handler = familyHandler('audit-follow-up', [
  bind(r.getWork, ({ ctx, input }) => getFollowUpWork(ctx, input)),
  bind(r.listCandidates, async ({ ctx }) => ({ list: await listFollowUpCandidates(ctx) })),
  bind(r.startFollowUpAudit, ({ ctx, input }) => startFollowUpAudit(ctx, input)),
  bind(r.chooseRetests, ({ ctx, input }) => chooseRetests(ctx, input)),
  bind(r.saveRetest, async ({ ctx, input }) => ({ item: await saveRetest(ctx, input) })),
  bind(r.uploadRetestFile, async ({ ctx, input, file }) => {
    if (!file) throw new AppError('BAD_REQUEST', 'document: a file is required');
    return { item: await uploadRetestFile(ctx, input, file) };
  }),
  bind(r.getRetestFile, ({ ctx, input }) => getRetestFileLink(ctx, input)),
  bind(r.listEngagementFollowUps, async ({ ctx, input }) => ({
    list: await listEngagementFollowUps(ctx, input),
  })),
  bind(r.getReports, ({ ctx, input }) => getFollowUpReports(ctx, input)),
  bind(r.makeReport, async ({ ctx, input }) => ({ item: await makeFollowUpReport(ctx, input) })),
  bind(r.getReportFile, ({ ctx, input }) => getFollowUpReportFile(ctx, input)),
  bind(r.recallReport, async ({ ctx, input }) => ({ item: await recallFollowUpReport(ctx, input) })),
]);
