import { PERFORMANCE_ACTIONS, PERFORMANCE_ACTORS } from '@stratum/rules';
import { z } from 'zod';
import { ZId, ZVersion } from '../common';
import { ZAgreementStatus, ZAgreementType, ZAssessmentStatus, ZAwaitingStep, ZQaStatus } from './statuses';
import { ZQuarterIndex } from '../planning/quarter';
import type { FileRule } from '../route';
import { familyRoutes } from '../route';
import { ZAdjustedScore, ZFigure, ZManualScore } from '../scorecard/scorecard';
import { ZAssessmentCompetencySchema } from '../surveys/competency-review';

/**
 * Employee reviews (spec §1, §2 /app/my-inbox/performance-agreement-review and
 * performance-assessment-review, §3 performance agreement and review-complete status, §4, §7
 * /employee-review/): the workflow of one employee's quarter — the performance agreement, the
 * assessment (actuals with evidence, self score, supervisor score, computed rating, adjusted
 * score) and the QA review — kept on the quarter's performance record. The moves and who may make
 * them are @stratum/rules PERFORMANCE_TRANSITIONS (docs/performance.md "Workflows").
 */
const family = 'employee-review';

export const ZPerformanceActor = z.enum(PERFORMANCE_ACTORS);
export const ZPerformanceAction = z.enum(PERFORMANCE_ACTIONS);
export type TPerformanceAction = z.infer<typeof ZPerformanceAction>;

/** Rich text of a note: HTML, at most 20,000 characters; sanitised by the server before it is kept. */
export const ZNoteHtml = z.string({ error: 'must be text' }).max(20_000, 'must be at most 20,000 characters');

/** Evidence of an actual: a PDF or an image, at most 10 MB. */
export const PERFORMANCE_EVIDENCE_RULE = {
  field: 'document',
  maxBytes: 10 * 1024 * 1024,
  types: ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'],
} as const satisfies FileRule;

export const ZPerformanceRecordSchema = z.object({
  scorecardId: ZId,
  annualScorecardId: ZId,
  scorecardName: z.string(),
  employeeId: ZId,
  employeeName: z.string(),
  supervisorId: ZId.nullable(),
  supervisorName: z.string().nullable(),
  annualPlanId: ZId,
  quarter: ZQuarterIndex,
  agreementStatus: ZAgreementStatus,
  agreementType: ZAgreementType,
  assessmentStatus: ZAssessmentStatus,
  qaStatus: ZQaStatus,
  reviewComplete: z.boolean(),
  awaitingId: ZId.nullable(),
  awaitingName: z.string().nullable(),
  awaitingStep: ZAwaitingStep.nullable(),
  selfScore: z.number().nullable(),
  supervisorScore: z.number().nullable(),
  totalScore: z.number().nullable(),
  adjustedTotal: z.number().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
  /** the caller's parts in this record */
  roles: z.array(ZPerformanceActor),
  /** whether the quarter's windows are open today */
  open: z.object({ pmAgreement: z.boolean(), pmAssessment: z.boolean() }),
  /** the moves the caller may make now (window closed ones included, flagged) */
  actions: z.array(
    z.object({
      action: ZPerformanceAction,
      actor: ZPerformanceActor,
      window: z.enum(['pmAgreement', 'pmAssessment']).nullable(),
      windowOpen: z.boolean(),
      notes: z.enum(['required', 'optional']),
    }),
  ),
});
export type TPerformanceRecord = z.infer<typeof ZPerformanceRecordSchema>;

export const ZPerformanceNoteSchema = z.object({
  id: ZId,
  action: z.string(),
  html: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
});
export type TPerformanceNote = z.infer<typeof ZPerformanceNoteSchema>;

export const ZPerformanceEvidenceSchema = z.object({
  id: ZId,
  kpiId: ZId,
  name: z.string(),
  contentType: z.string(),
  size: z.number(),
  createdAt: z.string(),
});
export type TPerformanceEvidence = z.infer<typeof ZPerformanceEvidenceSchema>;

export const ZAssessmentKpiSchema = z.object({
  kpiId: ZId,
  kpaId: ZId.nullable(),
  kpaName: z.string().nullable(),
  name: z.string(),
  kpiType: z.enum(['Quantitative', 'Qualitative']),
  optionType: z.enum(['ASC', 'DESC']),
  weight: z.number().nullable(),
  /** the quarter's target and actual (periodicTarget{q+1}, actual{q+1}) */
  target: z.number().nullable(),
  manualTarget: z.string().nullable(),
  actual: z.number().nullable(),
  percent: z.number().nullable(),
  computedScore: z.number(),
  selfScore: z.number().nullable(),
  /** the supervisor's score (the KPI's manual rating score) */
  supervisorScore: z.number().nullable(),
  adjustedScore: z.number().nullable(),
  /** the rating engine's score in the scorecard's mode */
  score: z.number(),
  colorValue: z.string().nullable(),
  version: z.number().int(),
  evidence: z.array(ZPerformanceEvidenceSchema),
});
export type TAssessmentKpi = z.infer<typeof ZAssessmentKpiSchema>;

export const ZAssessmentSchema = z.object({
  record: ZPerformanceRecordSchema,
  ratingMode: z.enum(['automatic', 'manual']),
  kpis: z.array(ZAssessmentKpiSchema),
  /** Σ self score × weight / 100 */
  selfTotal: z.number(),
  total: z.number(),
  adjustedTotal: z.number().nullable(),
  colorValue: z.string().nullable(),
  adjustedColorValue: z.string().nullable(),
  weightTotal: z.number(),
  weightsValid: z.boolean(),
  bands: z.array(
    z.object({
      rating: z.number(),
      description: z.string(),
      min: z.number(),
      max: z.number(),
      colorValue: z.string(),
    }),
  ),
  /** the plan's rating points (docs/planning.md "Three-point scales"): 3 takes scores 0, 1, 3, 5, 6 by hand */
  ratingPoints: z.union([z.literal(3), z.literal(5)]),
  /**
   * The 360 competency review's part (docs/surveys.md "The 360 competency review"): the plan's
   * contribution weight, the employee's competency score and the final score blended from the
   * scorecard total (the adjusted total where there is one) by the weight.
   */
  competency: ZAssessmentCompetencySchema,
});
export type TAssessment = z.infer<typeof ZAssessmentSchema>;

const ref = z.object({ scorecardId: ZId });
const move = ref.extend({ version: ZVersion });

export const ZListReviewsRequestSchema = z.object({
  /** `employee`: the caller's own quarters; `supervisor`: those of the people the caller supervises or acts for */
  as: z.enum(['employee', 'supervisor']),
  annualPlanId: ZId,
  quarter: ZQuarterIndex.optional(),
});
export const ZSetAgreementStatusRequestSchema = move.extend({
  action: z.enum(['submit', 'agree']),
  notes: ZNoteHtml.optional(),
});
export const ZDisputeRequestSchema = move.extend({ notes: ZNoteHtml });
export const ZSetAgreementTypeRequestSchema = move.extend({ agreementType: ZAgreementType });
export const ZSetAssessmentStatusRequestSchema = move.extend({
  action: z.enum(['self-assess', 'supervisor-assess', 'return']),
  notes: ZNoteHtml.optional(),
});
export const ZQaMoveRequestSchema = move.extend({ notes: ZNoteHtml.optional() });
export const ZReferBackRequestSchema = move.extend({ notes: ZNoteHtml });
export const ZAddNoteRequestSchema = ref.extend({ html: ZNoteHtml });
export const ZReviewActualRequestSchema = ref.extend({
  kpiId: ZId,
  version: ZVersion,
  actual: ZFigure,
});
export const ZReviewScoreRequestSchema = ref.extend({
  kpiId: ZId,
  /** the KPI's version (for the supervisor's score; the employee's own score is kept beside the KPI) */
  version: ZVersion,
  score: ZManualScore,
  /** supervisor only */
  adjustedScore: ZAdjustedScore.optional(),
});
export const ZEvidenceUploadRequestSchema = ref.extend({ kpiId: ZId });
export const ZEvidenceRequestSchema = ref.extend({ kpiId: ZId, evidenceId: ZId });

export type TSetAgreementStatusRequest = z.infer<typeof ZSetAgreementStatusRequestSchema>;
export type TReviewActualRequest = z.infer<typeof ZReviewActualRequestSchema>;
export type TReviewScoreRequest = z.infer<typeof ZReviewScoreRequestSchema>;

const route = familyRoutes(family, 'performance');

const record = z.object({ record: ZPerformanceRecordSchema });

export const listReviews = route(
  'all',
  'GET',
  'The quarter records of an annual plan the caller takes part in: their own, or those of the people they supervise (or act for)',
  ZListReviewsRequestSchema,
  z.object({ list: z.array(ZPerformanceRecordSchema) }),
  'Get Performance Agreement Status Failed',
);
export const getReview = route(
  'get',
  'GET',
  'One quarter’s agreement, assessment and QA status, with the moves the caller may make',
  ref,
  record,
  'Get Performance Agreement Status Failed',
);
export const setAgreementStatus = route(
  'set-agreement-status',
  'POST',
  'Submit the agreement to the supervisor (employee) or agree it (supervisor or acting supervisor); needs the agreement window open',
  ZSetAgreementStatusRequestSchema,
  record,
  'Set Performance Agreement Status Failed',
);
export const disputeAgreement = route(
  'dispute',
  'POST',
  'Dispute a submitted agreement with notes; it goes back to the employee to correct and submit again',
  ZDisputeRequestSchema,
  record,
  'Dispute Performance Agreement Failed',
);
export const setAgreementType = route(
  'set-type',
  'POST',
  'Change the agreement’s type (the employee while Draft or Disputed, the supervisor until agreed)',
  ZSetAgreementTypeRequestSchema,
  record,
  'Set Performance Agreement Type Failed',
);
export const setAssessmentStatus = route(
  'set-assessment-status',
  'POST',
  'Self assess (employee), return to the employee with notes, or mark supervisor assessed (supervisor); needs the performance assessment window open',
  ZSetAssessmentStatusRequestSchema,
  record,
  'Set Performance Assessment Status Failed',
);
export const setReviewComplete = route(
  'review-complete',
  'POST',
  'Mark a supervisor-assessed quarter’s review complete: it goes to the employee’s QA reviewer',
  move,
  record,
  'Set Review Complete Status Failed',
);
export const checkReview = route(
  'check',
  'POST',
  'QA: check a review’s completeness (every KPI weighted and scored) and take it into review',
  ZQaMoveRequestSchema,
  record,
  'Check Review Failed',
);
export const completeReview = route(
  'complete',
  'POST',
  'QA: complete a review (the panel’s last reviewer finishes it; others hand it on to the next)',
  ZQaMoveRequestSchema,
  record,
  'Complete Review Failed',
);
export const recallReview = route(
  'recall',
  'POST',
  'QA: recall a completed review into review again',
  ZQaMoveRequestSchema,
  record,
  'Recall Review Failed',
);
export const referBackReview = route(
  'refer-back',
  'POST',
  'QA: refer a review back to the supervisor with notes (performance reviews only)',
  ZReferBackRequestSchema,
  record,
  'Refer Back Review Failed',
);
export const listNotes = route(
  'notes',
  'GET',
  'The notes of a quarter’s record, oldest first (dispute and return reasons, and notes added on their own)',
  ref,
  z.object({ list: z.array(ZPerformanceNoteSchema) }),
  'Get Note Failed',
);
export const addNote = route(
  'add-note',
  'POST',
  'Add a note (rich text, sanitised) to a quarter’s record',
  ZAddNoteRequestSchema,
  z.object({ note: ZPerformanceNoteSchema }),
  'Add Note Failed',
);
export const getAssessment = route(
  'scores',
  'GET',
  'The quarter’s KPIs with actuals, evidence, self and supervisor scores and the rating the engine computes',
  ref,
  z.object({ assessment: ZAssessmentSchema }),
  'Get Employee Performance Assessment Scores Failed',
);
export const updateReviewActual = route(
  'update-actual',
  'POST',
  'Enter a KPI’s actual for the quarter (the employee, before self assessment; the performance assessment window open)',
  ZReviewActualRequestSchema,
  z.object({ assessment: ZAssessmentSchema }),
  'Update Actual Failed',
);
export const saveReviewScore = route(
  'save-score',
  'POST',
  'Score a KPI: the employee’s own score before self assessment, or the supervisor’s score (and adjusted score) after it',
  ZReviewScoreRequestSchema,
  z.object({ assessment: ZAssessmentSchema }),
  'Update Assessment Score Failed',
);
export const uploadReviewEvidence = route(
  'upload-evidence',
  'POST',
  'Attach an evidence file (PDF or image, at most 10 MB) to a KPI’s actual',
  ZEvidenceUploadRequestSchema,
  z.object({ evidence: ZPerformanceEvidenceSchema }),
  'Add Evidence Failed',
  { file: PERFORMANCE_EVIDENCE_RULE },
);
export const reviewEvidence = route(
  'evidence',
  'GET',
  'A short-lived link to an evidence file',
  ZEvidenceRequestSchema,
  z.object({ url: z.string(), filename: z.string() }),
  'Get Evidence Failed',
);

export const employeeReviewRoutes = [
  listReviews,
  getReview,
  setAgreementStatus,
  disputeAgreement,
  setAgreementType,
  setAssessmentStatus,
  setReviewComplete,
  checkReview,
  completeReview,
  recallReview,
  referBackReview,
  listNotes,
  addNote,
  getAssessment,
  updateReviewActual,
  saveReviewScore,
  uploadReviewEvidence,
  reviewEvidence,
] as const;
