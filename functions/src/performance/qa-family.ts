import { QA_PANEL_FAMILY, QA_ROUTES, SCORECARD_QA_ROUTES, type TQaPanelKind } from '@stratum/contracts';
import {
  addQaMember,
  deleteQaMember,
  listQaMembers,
  setQaOrder,
  listQaReviewRecords,
  moveScorecardQa,
  addQaReview,
  deleteQaReview,
  listQaReviews,
  updateQaReview,
} from '@stratum/core/performance';
import { bind } from '../http/bind';
import { familyHandler } from '../http/family';

/** The performance and scorecard QA panels: the same calls (see contracts qa.ts), on one panel each. */
export const qaFamily = (kind: TQaPanelKind) => {
  const routes = QA_ROUTES[kind];
  return familyHandler(QA_PANEL_FAMILY[kind], [
    bind(routes.members, ({ ctx }) => listQaMembers(ctx, kind)),
    bind(routes.addMember, ({ ctx, input }) => addQaMember(ctx, kind, input)),
    bind(routes.setOrder, ({ ctx, input }) => setQaOrder(ctx, kind, input)),
    bind(routes.deleteMember, ({ ctx, input }) => deleteQaMember(ctx, kind, input)),
    bind(routes.reviews, ({ ctx, input }) => listQaReviews(ctx, kind, input)),
    bind(routes.addReview, ({ ctx, input }) => addQaReview(ctx, kind, input)),
    bind(routes.updateReview, ({ ctx, input }) => updateQaReview(ctx, kind, input)),
    bind(routes.deleteReview, ({ ctx, input }) => deleteQaReview(ctx, kind, input)),
    bind(routes.records, ({ ctx, input }) => listQaReviewRecords(ctx, kind, input)),
    // The scorecard panel's review actions (the performance panel's are the employee-review family's).
    ...(kind === 'scorecard'
      ? [
          bind(SCORECARD_QA_ROUTES.add, async ({ ctx, input }) => ({
            item: await moveScorecardQa(ctx, 'add', input),
          })),
          bind(SCORECARD_QA_ROUTES.check, async ({ ctx, input }) => ({
            item: await moveScorecardQa(ctx, 'check', input),
          })),
          bind(SCORECARD_QA_ROUTES.complete, async ({ ctx, input }) => ({
            item: await moveScorecardQa(ctx, 'complete', input),
          })),
          bind(SCORECARD_QA_ROUTES.recall, async ({ ctx, input }) => ({
            item: await moveScorecardQa(ctx, 'recall', input),
          })),
        ]
      : []),
  ]);
};
