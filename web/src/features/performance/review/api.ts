import {
  addNote,
  checkReview,
  completeReview,
  disputeAgreement,
  getAssessment,
  getReview,
  listNotes,
  listReviews,
  recallReview,
  referBackReview,
  reviewEvidence,
  saveReviewScore,
  setAgreementStatus,
  setAgreementType,
  setAssessmentStatus,
  setReviewComplete,
  updateReviewActual,
  uploadReviewEvidence,
  type RouteInput,
} from '@stratum/contracts';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { routeKey, routeQueryOptions, useRouteMutation } from '../../../lib/query';

/** The employee-review screens' calls (contracts employee-review.ts). */
export const REVIEW_KEYS: QueryKey[] = [
  routeKey(listReviews),
  routeKey(getReview),
  routeKey(getAssessment),
  routeKey(listNotes),
];

export const useReviews = (input: RouteInput<typeof listReviews>) =>
  useQuery(routeQueryOptions(listReviews, input));
export const useReview = (scorecardId: string) => useQuery(routeQueryOptions(getReview, { scorecardId }));
export const useAssessment = (scorecardId: string) =>
  useQuery(routeQueryOptions(getAssessment, { scorecardId }));
export const useNotes = (scorecardId: string) => useQuery(routeQueryOptions(listNotes, { scorecardId }));

const opts = { invalidates: REVIEW_KEYS };
export const useMoves = () => ({
  agreement: useRouteMutation(setAgreementStatus, opts),
  dispute: useRouteMutation(disputeAgreement, opts),
  type: useRouteMutation(setAgreementType, opts),
  assessment: useRouteMutation(setAssessmentStatus, opts),
  reviewComplete: useRouteMutation(setReviewComplete, opts),
  check: useRouteMutation(checkReview, opts),
  complete: useRouteMutation(completeReview, opts),
  recall: useRouteMutation(recallReview, opts),
  referBack: useRouteMutation(referBackReview, opts),
});
export const useAddNote = () => useRouteMutation(addNote, opts);
export const useUpdateActual = () => useRouteMutation(updateReviewActual, opts);
export const useSaveScore = () => useRouteMutation(saveReviewScore, opts);
export const useUploadEvidence = () => useRouteMutation(uploadReviewEvidence, opts);
export const useEvidenceLink = () => useRouteMutation(reviewEvidence);
