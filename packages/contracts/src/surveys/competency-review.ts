import { z } from 'zod';
import { ZId, ZIsoDateTime, ZName, ZVersion } from '../common';
import { familyRoutes } from '../route';
import { MAX_SCALE_POINTS, ZScalePointSchema } from './degree-360';

/**
 * The 360 competency review (spec §1, §2 `/app/annual/degree-360-competencies`: competencies,
 * assessment-scales, assessment-areas, assessment-questions, contribution; §7
 * `/degree-360-competency/`). Per annual plan, Surveys administrators set up competencies,
 * assessment scales (points with labels), assessment areas and questions (each of one competency,
 * one area and one scale), and the contribution weight: the percent of an employee's final
 * assessment score that their competency score makes up (0: not used). An employee's supervisor
 * (or a Surveys administrator) answers the questions for the employee; the answers give the
 * competency score on the rating engine's ratings 1..5 (docs/surveys.md "The 360 competency review").
 */

/** answers saved at once: one transaction, with a count on each question answered for the first time */
export const MAX_COMPETENCY_ANSWERS_AT_ONCE = 30;

const ZDescription = z
  .string()
  .trim()
  .max(1000, 'description must be at most 1000 characters')
  .optional()
  .transform((v) => v ?? '');

const ZQuestionText = z
  .string({ error: 'Question is required' })
  .trim()
  .min(1, 'Question is required')
  .max(1000, 'Question must be at most 1000 characters');

const ZPoints = z
  .array(ZScalePointSchema)
  .min(2, 'a scale needs at least two points')
  .max(MAX_SCALE_POINTS, `a scale holds at most ${MAX_SCALE_POINTS} points`)
  .refine((ps) => new Set(ps.map((p) => p.value)).size === ps.length, 'each point needs its own value');

const ZPlan = { annualPlanId: ZId };
const ZRef = { ...ZPlan, id: ZId, version: ZVersion };
export const ZCompetencyReviewRefSchema = z.object(ZRef);
export const ZCompetencyReviewPlanSchema = z.object(ZPlan);

const stamp = { version: z.number().int(), updatedAt: ZIsoDateTime };

export const ZReviewCompetencySchema = z.object({
  id: ZId,
  name: z.string(),
  description: z.string(),
  questionCount: z.number().int(),
  ...stamp,
});
export const ZReviewScaleSchema = z.object({
  id: ZId,
  name: z.string(),
  points: z.array(ZScalePointSchema),
  questionCount: z.number().int(),
  ...stamp,
});
export const ZReviewAreaSchema = z.object({
  id: ZId,
  name: z.string(),
  description: z.string(),
  questionCount: z.number().int(),
  ...stamp,
});
export const ZReviewQuestionSchema = z.object({
  id: ZId,
  competencyId: ZId,
  areaId: ZId,
  scaleId: ZId,
  text: z.string(),
  /** employees answered on it: an answered question is not deleted, nor moved to another scale */
  answerCount: z.number().int(),
  ...stamp,
});
export type TReviewCompetency = z.infer<typeof ZReviewCompetencySchema>;
export type TReviewScale = z.infer<typeof ZReviewScaleSchema>;
export type TReviewArea = z.infer<typeof ZReviewAreaSchema>;
export type TReviewQuestion = z.infer<typeof ZReviewQuestionSchema>;

export const ZCompetencyReviewSetupSchema = z.object({
  annualPlanId: ZId,
  /** percent of the final assessment score, 0..100; 0: the review does not count */
  contributionWeight: z.number().int(),
  /** the contribution's version; 0 while it was never set */
  contributionVersion: z.number().int(),
  /** the platform owner has turned qualitative measurement on for the company: only then does the
   * weight count (off, every assessment score is its scorecard's) */
  measurementEnabled: z.boolean(),
  competencies: z.array(ZReviewCompetencySchema),
  scales: z.array(ZReviewScaleSchema),
  areas: z.array(ZReviewAreaSchema),
  questions: z.array(ZReviewQuestionSchema),
});
export type TCompetencyReviewSetup = z.infer<typeof ZCompetencyReviewSetupSchema>;

export const ZAddReviewCompetencyRequestSchema = z.object({
  ...ZPlan,
  name: ZName('name'),
  description: ZDescription,
});
export const ZUpdateReviewCompetencyRequestSchema = ZAddReviewCompetencyRequestSchema.extend(ZRef);
export const ZAddReviewScaleRequestSchema = z.object({ ...ZPlan, name: ZName('name'), points: ZPoints });
export const ZUpdateReviewScaleRequestSchema = ZAddReviewScaleRequestSchema.extend(ZRef);
export const ZAddReviewAreaRequestSchema = ZAddReviewCompetencyRequestSchema;
export const ZUpdateReviewAreaRequestSchema = ZUpdateReviewCompetencyRequestSchema;
export const ZAddReviewQuestionRequestSchema = z.object({
  ...ZPlan,
  competencyId: ZId,
  areaId: ZId,
  scaleId: ZId,
  text: ZQuestionText,
});
/** The competency stays; the area, the scale (while unanswered) and the text change. */
export const ZUpdateReviewQuestionRequestSchema = z.object({
  ...ZRef,
  areaId: ZId,
  scaleId: ZId,
  text: ZQuestionText,
});
export const ZSetReviewContributionRequestSchema = z.object({
  ...ZPlan,
  weight: z.coerce
    .number({ error: 'weight must be a whole percent from 0 to 100' })
    .int('weight must be a whole percent from 0 to 100')
    .min(0, 'weight must be a whole percent from 0 to 100')
    .max(100, 'weight must be a whole percent from 0 to 100'),
  /** the version read; 0 when it was never set */
  version: z.coerce.number().int().min(0),
});
export type TAddReviewCompetencyRequest = z.input<typeof ZAddReviewCompetencyRequestSchema>;
export type TUpdateReviewCompetencyRequest = z.input<typeof ZUpdateReviewCompetencyRequestSchema>;
export type TAddReviewScaleRequest = z.input<typeof ZAddReviewScaleRequestSchema>;
export type TUpdateReviewScaleRequest = z.input<typeof ZUpdateReviewScaleRequestSchema>;
export type TAddReviewQuestionRequest = z.input<typeof ZAddReviewQuestionRequestSchema>;
export type TUpdateReviewQuestionRequest = z.input<typeof ZUpdateReviewQuestionRequestSchema>;
export type TSetReviewContributionRequest = z.input<typeof ZSetReviewContributionRequestSchema>;

// ---------------------------------------------------------------- an employee's review

export const ZEmployeeCompetencyReviewRequestSchema = z.object({ ...ZPlan, employeeId: ZId });

export const ZCompetencyAnswerSchema = z.object({
  questionId: ZId,
  value: z
    .number({ error: 'value must be a point of the question’s scale' })
    .int('value must be a point of the question’s scale'),
});

export const ZEmployeeCompetencyReviewSchema = z.object({
  annualPlanId: ZId,
  employeeId: ZId,
  employeeName: z.string(),
  /** the weight that counts: the plan's, or 0 while qualitative measurement is off for the company */
  contributionWeight: z.number().int(),
  answers: z.array(ZCompetencyAnswerSchema.extend({ answeredBy: z.string(), updatedAt: ZIsoDateTime })),
  /** ratings 1..5, two decimals; null while nothing is answered */
  score: z.number().nullable(),
  competencies: z.array(
    z.object({ competencyId: ZId, name: z.string(), score: z.number(), answered: z.number().int() }),
  ),
  /** may the caller answer (Surveys administrators and the employee's supervisor) */
  canAnswer: z.boolean(),
  /** the plan's questions with their competencies, areas and scales, for the answering screen */
  questionnaire: ZCompetencyReviewSetupSchema.pick({
    competencies: true,
    scales: true,
    areas: true,
    questions: true,
  }),
});
export type TEmployeeCompetencyReview = z.infer<typeof ZEmployeeCompetencyReviewSchema>;

export const ZSaveCompetencyAnswersRequestSchema = z.object({
  ...ZPlan,
  employeeId: ZId,
  answers: z
    .array(ZCompetencyAnswerSchema)
    .min(1, 'answer at least one question')
    .max(MAX_COMPETENCY_ANSWERS_AT_ONCE, `at most ${MAX_COMPETENCY_ANSWERS_AT_ONCE} answers at once`)
    .refine((as) => new Set(as.map((a) => a.questionId)).size === as.length, 'each question once'),
});
export type TSaveCompetencyAnswersRequest = z.input<typeof ZSaveCompetencyAnswersRequestSchema>;

/** The competency part of a performance assessment (the assessment view carries it). */
export const ZAssessmentCompetencySchema = z.object({
  /** the plan's contribution weight, percent; 0: not used */
  weight: z.number().int(),
  /** the employee's competency score on ratings 1..5; null while not answered */
  score: z.number().nullable(),
  /** the scorecard total the blend starts from */
  scorecardTotal: z.number(),
  /** scorecard total × (100 − weight)% + competency score × weight%; the total itself when not blended */
  finalScore: z.number(),
  blended: z.boolean(),
});
export type TAssessmentCompetency = z.infer<typeof ZAssessmentCompetencySchema>;

// ---------------------------------------------------------------- routes

const family = 'degree-360-competency';
const route = familyRoutes(family, 'surveys', { note: 'Surveys administrators' });
const setup = z.object({ item: ZCompetencyReviewSetupSchema });

export const getCompetencyReviewSetup = route(
  'get-setup',
  'GET',
  'An annual plan’s competency review set-up: competencies, scales, areas, questions and contribution',
  ZCompetencyReviewPlanSchema,
  setup,
  'Get Competency Review Failed',
);
const change = <I extends z.ZodType>(action: string, summary: string, input: I, title: string) =>
  route(action, 'POST', summary, input, setup, title);

export const addReviewCompetency = change(
  'add-competency',
  'Add a competency to a plan’s review',
  ZAddReviewCompetencyRequestSchema,
  'Add Competency Failed',
);
export const updateReviewCompetency = change(
  'update-competency',
  'Change a competency',
  ZUpdateReviewCompetencyRequestSchema,
  'Update Competency Failed',
);
export const deleteReviewCompetency = change(
  'delete-competency',
  'Delete a competency with no questions',
  ZCompetencyReviewRefSchema,
  'Delete Competency Failed',
);
export const addReviewScale = change(
  'add-scale',
  'Add an assessment scale',
  ZAddReviewScaleRequestSchema,
  'Add Assessment Scale Failed',
);
export const updateReviewScale = change(
  'update-scale',
  'Change an assessment scale (its points only while none of its questions is answered)',
  ZUpdateReviewScaleRequestSchema,
  'Update Assessment Scale Failed',
);
export const deleteReviewScale = change(
  'delete-scale',
  'Delete an assessment scale no question uses',
  ZCompetencyReviewRefSchema,
  'Delete Assessment Scale Failed',
);
export const addReviewArea = change(
  'add-area',
  'Add an assessment area',
  ZAddReviewAreaRequestSchema,
  'Add Assessment Area Failed',
);
export const updateReviewArea = change(
  'update-area',
  'Change an assessment area',
  ZUpdateReviewAreaRequestSchema,
  'Update Assessment Area Failed',
);
export const deleteReviewArea = change(
  'delete-area',
  'Delete an assessment area no question uses',
  ZCompetencyReviewRefSchema,
  'Delete Assessment Area Failed',
);
export const addReviewQuestion = change(
  'add-question',
  'Add an assessment question of a competency, in an area, on a scale',
  ZAddReviewQuestionRequestSchema,
  'Add Assessment Question Failed',
);
export const updateReviewQuestion = change(
  'update-question',
  'Change an assessment question (its scale only while unanswered)',
  ZUpdateReviewQuestionRequestSchema,
  'Update Assessment Question Failed',
);
export const deleteReviewQuestion = change(
  'delete-question',
  'Delete an assessment question nobody has been answered on',
  ZCompetencyReviewRefSchema,
  'Delete Assessment Question Failed',
);
export const setReviewContribution = change(
  'set-contribution',
  'Set the percent of the final assessment score the competency score makes up (0: not used)',
  ZSetReviewContributionRequestSchema,
  'Set Contribution Failed',
);

const employeeRoute = familyRoutes(family, 'surveys', {
  note: 'Surveys administrators, the employee’s supervisor, and the employee (to read)',
});
export const getEmployeeCompetencyReview = employeeRoute(
  'employee-review',
  'GET',
  'An employee’s competency review in a plan: the answers and the competency score',
  ZEmployeeCompetencyReviewRequestSchema,
  z.object({ item: ZEmployeeCompetencyReviewSchema }),
  'Get Competency Review Failed',
);
export const saveCompetencyAnswers = familyRoutes(family, 'surveys', {
  note: 'Surveys administrators and the employee’s supervisor',
})(
  'save-answers',
  'POST',
  'Answer assessment questions for an employee on their scales (an answer given again replaces it)',
  ZSaveCompetencyAnswersRequestSchema,
  z.object({ item: ZEmployeeCompetencyReviewSchema }),
  'Complete Review Failed',
);

export const competencyReviewRoutes = [
  getCompetencyReviewSetup,
  addReviewCompetency,
  updateReviewCompetency,
  deleteReviewCompetency,
  addReviewScale,
  updateReviewScale,
  deleteReviewScale,
  addReviewArea,
  updateReviewArea,
  deleteReviewArea,
  addReviewQuestion,
  updateReviewQuestion,
  deleteReviewQuestion,
  setReviewContribution,
  getEmployeeCompetencyReview,
  saveCompetencyAnswers,
] as const;
