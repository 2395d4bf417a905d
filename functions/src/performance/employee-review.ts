import * as routes from '@stratum/contracts';
import { AppError } from '@stratum/core/kernel/errors';
import {
  applyTransition,
  getAssessment,
  reviewEvidenceLink,
  saveReviewScore,
  updateReviewActual,
  uploadReviewEvidence,
  addNote,
  listNotes,
  getReview,
  listReviews,
} from '@stratum/core/performance';
import { bind } from '../http/bind';
import { familyHandler } from '../http/family';

export const handler = familyHandler('employee-review', [
  bind(routes.listReviews, async ({ ctx, input }) => ({ list: await listReviews(ctx, input) })),
  bind(routes.getReview, async ({ ctx, input }) => ({ record: await getReview(ctx, input) })),
  bind(routes.setAgreementStatus, async ({ ctx, input }) => ({ record: await applyTransition(ctx, input) })),
  bind(routes.disputeAgreement, async ({ ctx, input }) => ({
    record: await applyTransition(ctx, { ...input, action: 'dispute' }),
  })),
  bind(routes.setAgreementType, async ({ ctx, input }) => ({
    record: await applyTransition(ctx, { ...input, action: 'change-type' }),
  })),
  bind(routes.setAssessmentStatus, async ({ ctx, input }) => ({ record: await applyTransition(ctx, input) })),
  bind(routes.setReviewComplete, async ({ ctx, input }) => ({
    record: await applyTransition(ctx, { ...input, action: 'review-complete' }),
  })),
  bind(routes.checkReview, async ({ ctx, input }) => ({
    record: await applyTransition(ctx, { ...input, action: 'check' }),
  })),
  bind(routes.completeReview, async ({ ctx, input }) => ({
    record: await applyTransition(ctx, { ...input, action: 'complete' }),
  })),
  bind(routes.recallReview, async ({ ctx, input }) => ({
    record: await applyTransition(ctx, { ...input, action: 'recall' }),
  })),
  bind(routes.referBackReview, async ({ ctx, input }) => ({
    record: await applyTransition(ctx, { ...input, action: 'refer-back' }),
  })),
  bind(routes.listNotes, async ({ ctx, input }) => ({ list: await listNotes(ctx, input) })),
  bind(routes.addNote, async ({ ctx, input }) => ({ note: await addNote(ctx, input) })),
  bind(routes.getAssessment, async ({ ctx, input }) => ({ assessment: await getAssessment(ctx, input) })),
  bind(routes.updateReviewActual, async ({ ctx, input }) => ({
    assessment: await updateReviewActual(ctx, input),
  })),
  bind(routes.saveReviewScore, async ({ ctx, input }) => ({ assessment: await saveReviewScore(ctx, input) })),
  bind(routes.uploadReviewEvidence, async ({ ctx, input, file }) => {
    if (!file) throw new AppError('BAD_REQUEST', 'document: a file is required');
    return { evidence: await uploadReviewEvidence(ctx, input, file) };
  }),
  bind(routes.reviewEvidence, ({ ctx, input }) => reviewEvidenceLink(ctx, input)),
]);
