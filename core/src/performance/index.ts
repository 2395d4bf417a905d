// Performance: employee scorecards, monthly progress, quarterly reviews, quality assurance,
// company assessments, the inbox and the performance reports.

export type { PerformanceRecordItem } from './entities/performance-record';
export * from './scorecard';
export * from './monthly';
export * from './review';
export * from './qa';
export { addQaMember } from './qa/add-qa-member';
export { listQaMembers } from './qa/list-qa-members';
export { setQaOrder } from './qa/set-qa-order';
export { deleteQaMember } from './qa/delete-qa-member';
export { listQaReviews } from './qa/list-qa-reviews';
export { addQaReview } from './qa/add-qa-review';
export { updateQaReview } from './qa/update-qa-review';
export { deleteQaReview } from './qa/delete-qa-review';
export { listQaReviewRecords } from './qa/list-qa-review-records';
export { moveScorecardQa } from './qa/move-scorecard-qa';
export * from './company';
export * from './inbox';
export * from './reports';
export * from './reports/company';
export * from './reports/employee';
export { findCompanyAssessment } from './company/index';
export { newPerformanceRecord } from './review/record';
export { nextQaReviewer, qaReviewerFor } from './qa/index';
