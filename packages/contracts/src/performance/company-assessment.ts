import { z } from 'zod';
import { ZId, ZIsoDateTime, ZVersion } from '../common';
import { ZQuarterIndex } from '../planning/quarter';
import { familyRoutes } from '../route';
import { ZScorecardDetailSchema } from '../scorecard/scorecard';

/**
 * The company assessment (spec §1 "company assessment", §7 `company-assessment`, §8 `Get/Add/
 * Update/Delete Company Assessments Failed`): the company's own score for a quarter of an annual
 * plan, from the quarter's periodic corporate scorecard(s) as the rating engine scores them, with
 * an optional adjusted score, comments (sanitised rich text) and a Draft → Complete status.
 * Performance Management administrators only; writes need the quarter's performance assessment
 * window open. Rules: docs/performance.md "Company assessment".
 */
export const COMPANY_ASSESSMENT_STATUSES = ['Draft', 'Complete'] as const;
export const ZCompanyAssessmentStatus = z.enum(COMPANY_ASSESSMENT_STATUSES);
export type TCompanyAssessmentStatus = z.infer<typeof ZCompanyAssessmentStatus>;

const SCORE_MESSAGE = 'must be a number from 0 to 6 with at most 2 decimals, or null';

/** An adjusted company score: 0..6, at most two decimals; null clears it. */
export const ZCompanyAdjustedScore = z
  .number({ error: SCORE_MESSAGE })
  .min(0, SCORE_MESSAGE)
  .max(6, SCORE_MESSAGE)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, SCORE_MESSAGE)
  .nullable();

/** Comments as the editor writes them (rich text; the server sanitises it). */
export const ZCompanyAssessmentComments = z
  .string({ error: 'must be text' })
  .max(20_000, 'must be at most 20,000 characters');

export const ZCompanyAssessmentSchema = z.object({
  id: ZId,
  annualPlanId: ZId,
  quarter: z.number().int(),
  quarterLabel: z.string(),
  /** the periodic corporate scorecards scored */
  scorecardIds: z.array(ZId),
  /** the engine's score of the quarter's periodic corporate scorecard(s) when last saved (0–6) */
  computedScore: z.number(),
  computedColorValue: z.string().nullable(),
  adjustedScore: z.number().nullable(),
  /** the adjusted score if any, else the computed one */
  finalScore: z.number(),
  finalColorValue: z.string().nullable(),
  /** the company setting companyContributionPerformance: the weight (percent) of the company score */
  contributionWeight: z.number(),
  /** finalScore × contributionWeight / 100, two decimals */
  contribution: z.number(),
  comments: z.string(),
  status: ZCompanyAssessmentStatus,
  assessedById: z.string(),
  assessedByName: z.string(),
  assessedAt: ZIsoDateTime,
  completedByName: z.string().nullable(),
  completedAt: ZIsoDateTime.nullable(),
  version: z.number().int(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TCompanyAssessment = z.infer<typeof ZCompanyAssessmentSchema>;

/** A quarter of the annual plan as the list offers it: its periodic corporate scorecards, its assessment. */
export const ZCompanyAssessmentQuarterSchema = z.object({
  quarter: z.number().int(),
  label: z.string(),
  scorecardCount: z.number().int(),
  assessmentId: ZId.nullable(),
  /** whether the quarter's performance assessment window is open today (writes need it) */
  windowOpen: z.boolean(),
});

const ref = z.object({ id: ZId });

export const ZAddCompanyAssessmentRequestSchema = z.object({
  annualPlanId: ZId,
  quarter: ZQuarterIndex,
  comments: ZCompanyAssessmentComments.optional(),
});
export type TAddCompanyAssessmentRequest = z.infer<typeof ZAddCompanyAssessmentRequestSchema>;

export const ZUpdateCompanyAssessmentRequestSchema = z.object({
  id: ZId,
  version: ZVersion,
  /** a number sets it, null clears it, left out keeps it */
  adjustedScore: ZCompanyAdjustedScore.optional(),
  comments: ZCompanyAssessmentComments.optional(),
  status: ZCompanyAssessmentStatus.optional(),
});
export type TUpdateCompanyAssessmentRequest = z.infer<typeof ZUpdateCompanyAssessmentRequestSchema>;

const item = z.object({ assessment: ZCompanyAssessmentSchema });

const route = familyRoutes('company-assessment', 'performance');

export const listCompanyAssessments = route(
  'all',
  'GET',
  'The company assessments of an annual plan by quarter, with the quarters that have periodic corporate scorecards to assess',
  z.object({ annualPlanId: ZId }),
  z.object({
    list: z.array(ZCompanyAssessmentSchema),
    quarters: z.array(ZCompanyAssessmentQuarterSchema),
    contributionWeight: z.number(),
  }),
  'Get Company Assessments Failed',
);
export const getCompanyAssessment = route(
  'get',
  'GET',
  'One company assessment with the quarter’s periodic corporate scorecard(s) scored now, read-only',
  ref,
  z.object({
    assessment: ZCompanyAssessmentSchema,
    scorecards: z.array(ZScorecardDetailSchema),
    /** what the computed score would be if saved now (a Draft follows its scorecards on every save) */
    currentScore: z.number().nullable(),
    currentColorValue: z.string().nullable(),
    windowOpen: z.boolean(),
  }),
  'Get Company Assessments Failed',
);
export const addCompanyAssessment = route(
  'add',
  'POST',
  'Assess a quarter of an annual plan: score its periodic corporate scorecard(s) (one assessment per quarter)',
  ZAddCompanyAssessmentRequestSchema,
  item,
  'Add Company Assessments Failed',
);
export const updateCompanyAssessment = route(
  'update',
  'POST',
  'Adjust the score, change the comments, complete or reopen a company assessment (a Draft is re-scored)',
  ZUpdateCompanyAssessmentRequestSchema,
  item,
  'Update Company Assessments Failed',
);
export const deleteCompanyAssessment = route(
  'delete',
  'POST',
  'Delete a Draft company assessment',
  z.object({ id: ZId, version: ZVersion }),
  item,
  'Delete Company Assessments Failed',
);

export const companyAssessmentRoutes = [
  listCompanyAssessments,
  getCompanyAssessment,
  addCompanyAssessment,
  updateCompanyAssessment,
  deleteCompanyAssessment,
] as const;
