import { z } from 'zod';

/**
 * The performance cycle's vocabulary (spec §1, §3, §4), shared by the employee
 * scorecard, employee review, QA, inbox and report families. The spec names the transitions
 * (status set, type changed, disputed with notes, review-complete; QA add, check completeness,
 * complete, recall, refer back) but not the status values; these are Stratum's, and
 * docs/performance.md gives the transition tables that move between them.
 */
export const AGREEMENT_STATUSES = ['Draft', 'Submitted', 'Disputed', 'Agreed'] as const;
export const ZAgreementStatus = z.enum(AGREEMENT_STATUSES);
export type TAgreementStatus = z.infer<typeof ZAgreementStatus>;

export const ASSESSMENT_STATUSES = [
  'Not Started',
  'Self Assessed',
  'Returned',
  'Supervisor Assessed',
  'Complete',
] as const;
export const ZAssessmentStatus = z.enum(ASSESSMENT_STATUSES);
export type TAssessmentStatus = z.infer<typeof ZAssessmentStatus>;

export const QA_STATUSES = ['Not Started', 'In Review', 'Referred Back', 'Complete'] as const;
export const ZQaStatus = z.enum(QA_STATUSES);
export type TQaStatus = z.infer<typeof ZQaStatus>;

/** An agreement's type (spec §3 "type"); a type change is a transition of its own. */
export const AGREEMENT_TYPES = ['Standard', 'Functional', 'Probation', 'Acting'] as const;
export const ZAgreementType = z.enum(AGREEMENT_TYPES);
export type TAgreementType = z.infer<typeof ZAgreementType>;

/** What the person a record waits on is to do (the inbox's "required actions"). */
export const AWAITING_STEPS = [
  'agreement-submit',
  'agreement-review',
  'assessment-self',
  'assessment-supervisor',
  'qa-review',
] as const;
export const ZAwaitingStep = z.enum(AWAITING_STEPS);
export type TAwaitingStep = z.infer<typeof ZAwaitingStep>;

/** The placeholder for "nobody" in index keys (an employee without a supervisor). */
export const NOBODY = '-';
