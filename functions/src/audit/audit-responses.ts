import { AUDIT_RESPONSES_ROUTES as r } from '@stratum/contracts';
import {
  addActionProgress,
  cancelResponse,
  exportIssueStatus,
  getAction,
  getIssueStatus,
  getProgressFileLink,
  getResponse,
  listTracker,
  requestResponse,
  submitResponse,
  validateAction,
} from '@stratum/core/audit';
import { bind } from '../http/bind';
import { familyHandler } from '../http/family';

export const handler = familyHandler('audit-responses', [
  bind(r.getResponse, async ({ ctx, input }) => ({ item: await getResponse(ctx, input) })),
  bind(r.requestResponse, async ({ ctx, input }) => ({ item: await requestResponse(ctx, input) })),
  bind(r.cancelResponse, async ({ ctx, input }) => ({ item: await cancelResponse(ctx, input) })),
  bind(r.submitResponse, async ({ ctx, input }) => ({ item: await submitResponse(ctx, input) })),
  bind(r.getAction, ({ ctx, input }) => getAction(ctx, input)),
  bind(r.addProgress, ({ ctx, input, file }) => addActionProgress(ctx, input, file ?? undefined)),
  bind(r.getProgressFile, ({ ctx, input }) => getProgressFileLink(ctx, input)),
  bind(r.validateAction, async ({ ctx, input }) => ({ item: await validateAction(ctx, input) })),
  bind(r.tracker, ({ ctx, input }) => listTracker(ctx, input)),
  bind(r.issueStatus, async ({ ctx, input }) => ({ item: await getIssueStatus(ctx, input) })),
  bind(r.exportIssueStatus, ({ ctx, input }) => exportIssueStatus(ctx, input)),
]);
