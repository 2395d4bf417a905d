export { newPerformanceRecord, createPerformanceRecord, type NewPerformanceRecordInput } from './record';
export { PERFORMANCE_TRANSITIONS } from '@stratum/rules';
export { applyTransition, type TransitionInput } from './apply-transition';
export { findRecordFor, recordOf } from './review-store';
export { findRecord, getReview, listReviews } from './reviews';
export { addNote, listNotes, sanitiseNote } from './notes';
export {
  getAssessment,
  reviewEvidenceLink,
  saveReviewScore,
  updateReviewActual,
  uploadReviewEvidence,
} from './assessment';
