import { RATER_GROUPS, SURVEY_STATUSES } from '@stratum/rules';
import { z } from 'zod';
import { ZDay, ZEmail, ZId, ZIsoDateTime, ZName, ZPage, ZPageQuery, ZVersion } from '../common';
import { familyRoutes } from '../route';

/**
 * 360-degree surveys (spec §1, §2 `/app/degree-360`: surveys, add-survey, update-survey,
 * survey-scales, survey-competencies, survey-questions, share-survey; §3 survey dates and status;
 * §7 `/degree-360/`). Surveys administrators set up scales (points with labels), competencies and
 * questions per competency; a survey rates one employee (the subject) over a period on a scale,
 * over chosen competencies, by reviewers grouped by their relationship to the subject. A survey
 * copies its scale and questions when it is added, so later set-up edits never change what its
 * reviewers answer; a scale, competency or question a survey uses cannot be deleted.
 */

export const ZSurveyStatus = z.enum(SURVEY_STATUSES);
export const ZRaterGroup = z.enum(RATER_GROUPS);
export type TRaterGroup = z.infer<typeof ZRaterGroup>;

export const MAX_SCALE_POINTS = 10;
/** One survey's add is one transaction: it counts a use on its scale, competencies and questions. */
export const MAX_SURVEY_COMPETENCIES = 10;
export const MAX_SURVEY_QUESTIONS = 60;
/** reviewers added at once (one transaction) */
export const MAX_REVIEWERS_AT_ONCE = 40;

const ZText = (what: string, max: number) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} must be at most ${max} characters`);

const ZDescription = z
  .string()
  .trim()
  .max(1000, 'description must be at most 1000 characters')
  .optional()
  .transform((v) => v ?? '');

const ZRef = { id: ZId, version: ZVersion };
export const ZSurveyRefSchema = z.object(ZRef);
export const ZSurveyIdSchema = z.object({ id: ZId });

// ---------------------------------------------------------------- set-up

export const ZScalePointSchema = z.object({
  value: z
    .number({ error: 'value must be a whole number from 0 to 100' })
    .int('value must be a whole number from 0 to 100')
    .min(0, 'value must be a whole number from 0 to 100')
    .max(100, 'value must be a whole number from 0 to 100'),
  label: ZName('label'),
});
export type TScalePoint = z.infer<typeof ZScalePointSchema>;

const ZPoints = z
  .array(ZScalePointSchema)
  .min(2, 'a scale needs at least two points')
  .max(MAX_SCALE_POINTS, `a scale holds at most ${MAX_SCALE_POINTS} points`)
  .refine((ps) => new Set(ps.map((p) => p.value)).size === ps.length, 'each point needs its own value');

const used = { useCount: z.number().int(), version: z.number().int(), updatedAt: ZIsoDateTime };

export const ZSurveyScaleSchema = z.object({
  id: ZId,
  name: z.string(),
  points: z.array(ZScalePointSchema),
  ...used,
});
export type TSurveyScale = z.infer<typeof ZSurveyScaleSchema>;
export const ZAddSurveyScaleRequestSchema = z.object({ name: ZName('name'), points: ZPoints });
export type TAddSurveyScaleRequest = z.input<typeof ZAddSurveyScaleRequestSchema>;
export const ZUpdateSurveyScaleRequestSchema = ZAddSurveyScaleRequestSchema.extend(ZRef);
export type TUpdateSurveyScaleRequest = z.input<typeof ZUpdateSurveyScaleRequestSchema>;

export const ZSurveyCompetencySchema = z.object({
  id: ZId,
  name: z.string(),
  description: z.string(),
  ...used,
});
export type TSurveyCompetency = z.infer<typeof ZSurveyCompetencySchema>;
export const ZAddSurveyCompetencyRequestSchema = z.object({ name: ZName('name'), description: ZDescription });
export type TAddSurveyCompetencyRequest = z.input<typeof ZAddSurveyCompetencyRequestSchema>;
export const ZUpdateSurveyCompetencyRequestSchema = ZAddSurveyCompetencyRequestSchema.extend(ZRef);
export type TUpdateSurveyCompetencyRequest = z.input<typeof ZUpdateSurveyCompetencyRequestSchema>;

export const ZSurveyQuestionSchema = z.object({ id: ZId, competencyId: ZId, text: z.string(), ...used });
export type TSurveyQuestion = z.infer<typeof ZSurveyQuestionSchema>;
export const ZListSurveyQuestionsRequestSchema = z.object({ competencyId: ZId.optional() });
export const ZAddSurveyQuestionRequestSchema = z.object({ competencyId: ZId, text: ZText('Question', 1000) });
export type TAddSurveyQuestionRequest = z.input<typeof ZAddSurveyQuestionRequestSchema>;
export const ZUpdateSurveyQuestionRequestSchema = z.object({ ...ZRef, text: ZText('Question', 1000) });
export type TUpdateSurveyQuestionRequest = z.input<typeof ZUpdateSurveyQuestionRequestSchema>;

// ---------------------------------------------------------------- surveys

export const ZSurveyReviewerSchema = z.object({
  id: ZId,
  relationship: ZRaterGroup,
  name: z.string(),
  email: z.string(),
  employeeId: ZId.nullable(),
  /** Added (not mailed yet), Sent, Answered: completion only, never what was answered */
  state: z.enum(['Added', 'Sent', 'Answered']),
  sentAt: ZIsoDateTime.nullable(),
});
export type TSurveyReviewer = z.infer<typeof ZSurveyReviewerSchema>;

export const ZSurveyItemSchema = z.object({
  competencyId: ZId,
  name: z.string(),
  questions: z.array(z.object({ questionId: ZId, text: z.string() })),
});

/**
 * Sharing (or resending) a survey as a job (ARCHITECTURE §11, docs/surveys.md): its progress, read
 * again until it has finished. Committed: every reviewer it concerns was queued their mail; undone:
 * each reviewer is as before, `reason` says why.
 */
export const ZSurveyShareJobSchema = z.object({
  id: ZId,
  surveyId: ZId,
  kind: z.enum(['share', 'resend']),
  state: z.enum(['queued', 'running', 'committing', 'committed', 'undoing', 'undone']),
  /** reviewers it mails */
  total: z.number().int(),
  /** reviewers whose mail is queued so far */
  done: z.number().int(),
  percent: z.number().int().min(0).max(100),
  reason: z.string().nullable(),
  createdAt: ZIsoDateTime,
  finishedAt: ZIsoDateTime.nullable(),
});
export type TSurveyShareJob = z.infer<typeof ZSurveyShareJobSchema>;

export const ZSurveySchema = z.object({
  id: ZId,
  title: z.string(),
  subjectId: ZId,
  subjectName: z.string(),
  scaleId: ZId,
  scaleName: z.string(),
  points: z.array(ZScalePointSchema),
  items: z.array(ZSurveyItemSchema),
  startDate: ZDay,
  endDate: ZDay,
  /** computed on the server from the dates (spec §3, §4) */
  status: ZSurveyStatus,
  reviewers: z.array(ZSurveyReviewerSchema),
  /** a share or resend of it running now (a job), or null */
  sharing: ZSurveyShareJobSchema.nullable(),
  answered: z.number().int(),
  version: z.number().int(),
  updatedAt: ZIsoDateTime,
});
export type TSurvey = z.infer<typeof ZSurveySchema>;

export const ZSurveyRowSchema = ZSurveySchema.omit({
  points: true,
  items: true,
  reviewers: true,
  sharing: true,
}).extend({
  reviewerCount: z.number().int(),
});
export type TSurveyRow = z.infer<typeof ZSurveyRowSchema>;

const endAfterStart = (s: { startDate: string; endDate: string }) => s.startDate <= s.endDate;
const endAfterStartError = { message: 'the end date is before the start date', path: ['endDate'] };

export const ZAddSurveyRequestSchema = z
  .object({
    title: ZName('title'),
    subjectId: ZId,
    scaleId: ZId,
    competencyIds: z
      .array(ZId)
      .min(1, 'choose at least one competency')
      .max(MAX_SURVEY_COMPETENCIES, `a survey covers at most ${MAX_SURVEY_COMPETENCIES} competencies`),
    startDate: ZDay,
    endDate: ZDay,
  })
  .refine(endAfterStart, endAfterStartError);
export type TAddSurveyRequest = z.input<typeof ZAddSurveyRequestSchema>;

/** Only the title and the period change once added: the questions are the survey's own copy. */
export const ZUpdateSurveyRequestSchema = z
  .object({ ...ZRef, title: ZName('title'), startDate: ZDay, endDate: ZDay })
  .refine(endAfterStart, endAfterStartError);
export type TUpdateSurveyRequest = z.input<typeof ZUpdateSurveyRequestSchema>;

export const ZReviewerInputSchema = z.discriminatedUnion('relationship', [
  z.object({ relationship: z.literal('self') }),
  z.object({ relationship: z.enum(['manager', 'peer', 'direct-report']), employeeId: ZId }),
  z.object({ relationship: z.literal('outside'), name: ZName('name'), email: ZEmail }),
]);
export type TReviewerInput = z.input<typeof ZReviewerInputSchema>;

export const ZAddReviewersRequestSchema = z.object({
  ...ZRef,
  reviewers: z
    .array(ZReviewerInputSchema)
    .min(1, 'name at least one reviewer')
    .max(MAX_REVIEWERS_AT_ONCE, `at most ${MAX_REVIEWERS_AT_ONCE} reviewers at once`),
});
export type TAddReviewersRequest = z.input<typeof ZAddReviewersRequestSchema>;

export const ZRemoveReviewerRequestSchema = z.object({ ...ZRef, reviewerId: ZId });
export type TRemoveReviewerRequest = z.input<typeof ZRemoveReviewerRequestSchema>;

export const ZShareSurveyRequestSchema = z.object({
  ...ZRef,
  /** also mail again, with a fresh link, every reviewer who was mailed and has not answered */
  resend: z.boolean().optional().default(false),
});
export type TShareSurveyRequest = z.input<typeof ZShareSurveyRequestSchema>;

/**
 * A subject's results: per competency, the average of each rater group shown; a group below the
 * anonymity threshold is left out (listed with `shown: false` and its count only), never merged.
 */
export const ZSurveyReportSchema = z.object({
  id: ZId,
  title: z.string(),
  subjectName: z.string(),
  status: ZSurveyStatus,
  points: z.array(ZScalePointSchema),
  threshold: z.number().int(),
  groups: z.array(z.object({ group: ZRaterGroup, answered: z.number().int(), shown: z.boolean() })),
  competencies: z.array(
    z.object({
      competencyId: ZId,
      name: z.string(),
      scores: z.array(z.object({ group: ZRaterGroup, average: z.number() })),
    }),
  ),
  comments: z.array(z.object({ group: ZRaterGroup, text: z.string() })),
});
export type TSurveyReport = z.infer<typeof ZSurveyReportSchema>;

const ZFormat = z.enum(['xlsx', 'pdf'], { error: 'format must be xlsx or pdf' });
const ZFile = z.object({
  url: z.string(),
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});

/** The subject's report as a file: the same groups, averages and comments as the screen, nothing more. */
export const ZExportSurveyReportRequestSchema = z.object({ id: ZId, format: ZFormat });
export type TExportSurveyReportRequest = z.input<typeof ZExportSurveyReportRequestSchema>;

/**
 * spec §2 /app/reports "degree-360 reviews": the company's 360-degree surveys whose period meets
 * `from`–`to`, of a status (from the dates, on the server), of subjects placed in a unit (or under it).
 */
const reviewsFilter = {
  from: ZDay.optional(),
  to: ZDay.optional(),
  status: ZSurveyStatus.optional(),
  unitId: ZId.optional(),
};
const fromBeforeTo = (f: { from?: string | undefined; to?: string | undefined }) =>
  !f.from || !f.to || f.from <= f.to;
const fromBeforeToError = { message: 'the period ends before it starts', path: ['to'] };

export const ZSurveyReviewsRequestSchema = ZPageQuery.extend(reviewsFilter).refine(
  fromBeforeTo,
  fromBeforeToError,
);
export type TSurveyReviewsRequest = z.input<typeof ZSurveyReviewsRequestSchema>;

export const ZExportSurveyReviewsRequestSchema = z
  .object({ ...reviewsFilter, format: ZFormat })
  .refine(fromBeforeTo, fromBeforeToError);
export type TExportSurveyReviewsRequest = z.input<typeof ZExportSurveyReviewsRequestSchema>;

/**
 * One survey of the reviews report: who was invited and who answered, per rater group (completion,
 * as the survey's page shows it), and the overall score — the mean of every score of the groups the
 * subject's report shows, self left out — or null while no such group may be shown.
 */
export const ZSurveyReviewRowSchema = z.object({
  id: ZId,
  title: z.string(),
  subjectId: ZId,
  subjectName: z.string(),
  startDate: ZDay,
  endDate: ZDay,
  status: ZSurveyStatus,
  groups: z.array(z.object({ group: ZRaterGroup, invited: z.number().int(), answered: z.number().int() })),
  invited: z.number().int(),
  answered: z.number().int(),
  overall: z.number().nullable(),
  /** the groups the overall score is made of (never one below the threshold) */
  overallOf: z.array(ZRaterGroup),
});
export type TSurveyReviewRow = z.infer<typeof ZSurveyReviewRowSchema>;

/**
 * A survey about the signed-in employee, in their "My 360 feedback": listed once it is closed or
 * enough reviewers answered for a report (`ANONYMITY_THRESHOLD`); never who answered.
 */
export const ZMySurveySchema = z.object({
  id: ZId,
  title: z.string(),
  startDate: ZDay,
  endDate: ZDay,
  status: ZSurveyStatus,
  answered: z.number().int(),
});
export type TMySurvey = z.infer<typeof ZMySurveySchema>;

/**
 * My inbox's survey views (spec §2 company-reviews, employee-reviews and
 * subordinate-employee-reviews, each with survey and 360-degree survey views; docs/surveys.md):
 * only what the signed-in employee may read of their own and their team's surveys.
 */
export const ZInboxSurveysSchema = z.object({
  /** 360-degree surveys about the caller: status, and whether their report can be read yet */
  mine: z.array(
    z.object({
      id: ZId,
      title: z.string(),
      startDate: ZDay,
      endDate: ZDay,
      status: ZSurveyStatus,
      /** closed with an answer, or open with enough answers (`reportReadyForSubject`) */
      reportReady: z.boolean(),
    }),
  ),
  /** 360-degree surveys about the caller's direct reports: completion only, never answers */
  team: z.array(
    z.object({
      id: ZId,
      title: z.string(),
      subjectId: ZId,
      subjectName: z.string(),
      startDate: ZDay,
      endDate: ZDay,
      status: ZSurveyStatus,
      reviewerCount: z.number().int(),
      answered: z.number().int(),
    }),
  ),
  /** open organisational surveys the caller was sent and has not answered (the link is in their mail) */
  organisational: z.array(
    z.object({
      id: ZId,
      title: z.string(),
      period: z.string(),
      endDate: ZDay,
      sentAt: ZIsoDateTime.nullable(),
    }),
  ),
});
export type TInboxSurveys = z.infer<typeof ZInboxSurveysSchema>;

// ---------------------------------------------------------------- routes

const family = 'degree-360';
const route = familyRoutes(family, 'surveys', { note: 'Surveys administrators' });

const list = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item) });
const one = <T extends z.ZodType>(item: T) => z.object({ item });

export const listSurveyScales = route(
  'all-scales',
  'GET',
  'Every survey scale, by name',
  z.object({}),
  list(ZSurveyScaleSchema),
  'Get Survey Scale Failed',
);
export const addSurveyScale = route(
  'add-scale',
  'POST',
  'Add a survey scale',
  ZAddSurveyScaleRequestSchema,
  one(ZSurveyScaleSchema),
  'Add Survey Scale Failed',
);
export const updateSurveyScale = route(
  'update-scale',
  'POST',
  'Change a survey scale’s name and points',
  ZUpdateSurveyScaleRequestSchema,
  one(ZSurveyScaleSchema),
  'Update Survey Scale Failed',
);
export const deleteSurveyScale = route(
  'delete-scale',
  'POST',
  'Delete a survey scale no survey uses',
  ZSurveyRefSchema,
  one(ZSurveyScaleSchema),
  'Delete Survey Scale Failed',
);

export const listSurveyCompetencies = route(
  'all-competencies',
  'GET',
  'Every survey competency, by name',
  z.object({}),
  list(ZSurveyCompetencySchema),
  'Get Survey Competency Failed',
);
export const addSurveyCompetency = route(
  'add-competency',
  'POST',
  'Add a survey competency',
  ZAddSurveyCompetencyRequestSchema,
  one(ZSurveyCompetencySchema),
  'Add Survey Competency Failed',
);
export const updateSurveyCompetency = route(
  'update-competency',
  'POST',
  'Change a survey competency',
  ZUpdateSurveyCompetencyRequestSchema,
  one(ZSurveyCompetencySchema),
  'Update Survey Competency Failed',
);
export const deleteSurveyCompetency = route(
  'delete-competency',
  'POST',
  'Delete a competency no survey uses and with no questions',
  ZSurveyRefSchema,
  one(ZSurveyCompetencySchema),
  'Delete Survey Competency Failed',
);

export const listSurveyQuestions = route(
  'all-questions',
  'GET',
  'The survey questions, of one competency or all',
  ZListSurveyQuestionsRequestSchema,
  list(ZSurveyQuestionSchema),
  'Get Survey Question Failed',
);
export const addSurveyQuestion = route(
  'add-question',
  'POST',
  'Add a question to a competency',
  ZAddSurveyQuestionRequestSchema,
  one(ZSurveyQuestionSchema),
  'Add Survey Question Failed',
);
export const updateSurveyQuestion = route(
  'update-question',
  'POST',
  'Change a question’s text (surveys added before keep theirs)',
  ZUpdateSurveyQuestionRequestSchema,
  one(ZSurveyQuestionSchema),
  'Update Survey Question Failed',
);
export const deleteSurveyQuestion = route(
  'delete-question',
  'POST',
  'Delete a question no survey uses',
  ZSurveyRefSchema,
  one(ZSurveyQuestionSchema),
  'Delete Survey Question Failed',
);

export const listSurveys = route(
  'all-surveys',
  'GET',
  'Every 360-degree survey, newest first, with its status and completion',
  z.object({}),
  list(ZSurveyRowSchema),
  'Get Survey Failed',
);
export const getSurvey = route(
  'get-survey',
  'GET',
  'A 360-degree survey: its questions, reviewers and who has answered (never what)',
  ZSurveyIdSchema,
  one(ZSurveySchema),
  'Get Survey Failed',
);
export const addSurvey = route(
  'add-survey',
  'POST',
  'Add a 360-degree survey of an employee over a period',
  ZAddSurveyRequestSchema,
  one(ZSurveySchema),
  'Add Survey Failed',
);
export const updateSurvey = route(
  'update-survey',
  'POST',
  'Change a survey’s title and period',
  ZUpdateSurveyRequestSchema,
  one(ZSurveySchema),
  'Update Survey Failed',
);
export const addSurveyReviewers = route(
  'add-reviewers',
  'POST',
  'Add reviewers by relationship: self, manager, peers, direct reports, outside people by email',
  ZAddReviewersRequestSchema,
  one(ZSurveySchema),
  'Add Survey Reviewer Failed',
);
export const removeSurveyReviewer = route(
  'remove-reviewer',
  'POST',
  'Remove a reviewer who has not answered',
  ZRemoveReviewerRequestSchema,
  one(ZSurveySchema),
  'Delete Survey Reviewer Failed',
);

export const deleteSurvey = route(
  'delete-survey',
  'POST',
  'Delete a survey nobody has answered yet; its reviewers’ links are withdrawn',
  ZSurveyRefSchema,
  one(ZSurveyRowSchema),
  'Delete Survey Failed',
);

export const shareSurvey = route(
  'share-survey',
  'POST',
  'Mails each reviewer not yet mailed their own link (with resend, those mailed who have not answered), as a job (answers with the job)',
  ZShareSurveyRequestSchema,
  z.object({ item: ZSurveySchema, job: ZSurveyShareJobSchema }),
  'Share Survey Failed.',
);
export const getSurveyShareJob = route(
  'share-job',
  'GET',
  'A share or resend of a 360-degree survey: its state, progress and outcome',
  ZSurveyIdSchema,
  z.object({ job: ZSurveyShareJobSchema }),
  'Get Survey Failed',
);
export const getSurveyReport = familyRoutes(family, 'surveys', {
  note: 'Surveys administrators and the subject',
})(
  'survey-report',
  'GET',
  'The subject’s results per rater group and competency, groups below the anonymity threshold left out',
  ZSurveyIdSchema,
  one(ZSurveyReportSchema),
  'Get Survey Report Failed',
);

export const listMySurveys = familyRoutes(family, 'surveys', { note: 'any employee, about themself' })(
  'my-surveys',
  'GET',
  'The 360-degree surveys about the signed-in employee whose report can be read: closed, or with enough answers',
  z.object({}),
  list(ZMySurveySchema),
  'Get Survey Failed',
);

export const listInboxSurveys = familyRoutes(family, 'surveys', {
  note: 'any employee: their own surveys, their direct reports’ completion',
})(
  'inbox-surveys',
  'GET',
  'My inbox’s survey views: the 360-degree surveys about me (status, report when readable), my direct reports’ (completion only), and the open organisational surveys I am asked to answer',
  z.object({}),
  z.object({ item: ZInboxSurveysSchema }),
  'Get Survey Failed',
);

const reportRoute = familyRoutes(family, 'surveys', { note: 'Surveys administrators and the subject' });
export const exportSurveyReport = reportRoute(
  'export-report',
  'GET',
  'The subject’s report as an Excel or PDF file (groups below the threshold left out): a link that works for 15 minutes',
  ZExportSurveyReportRequestSchema,
  ZFile,
  'Get Survey Report Failed',
);

export const listSurveyReviews = route(
  'reviews-report',
  'GET',
  'The degree-360 reviews report: surveys of a period with status, completion per rater group and the overall score',
  ZSurveyReviewsRequestSchema,
  ZPage(ZSurveyReviewRowSchema),
  'Get Survey Report Failed',
);
export const exportSurveyReviews = route(
  'export-reviews-report',
  'GET',
  'The degree-360 reviews report as an Excel or PDF file: a link that works for 15 minutes',
  ZExportSurveyReviewsRequestSchema,
  ZFile,
  'Get Survey Report Failed',
);

export const degree360Routes = [
  listSurveyScales,
  addSurveyScale,
  updateSurveyScale,
  deleteSurveyScale,
  listSurveyCompetencies,
  addSurveyCompetency,
  updateSurveyCompetency,
  deleteSurveyCompetency,
  listSurveyQuestions,
  addSurveyQuestion,
  updateSurveyQuestion,
  deleteSurveyQuestion,
  listSurveys,
  getSurvey,
  addSurvey,
  updateSurvey,
  addSurveyReviewers,
  removeSurveyReviewer,
  deleteSurvey,
  shareSurvey,
  getSurveyShareJob,
  getSurveyReport,
  exportSurveyReport,
  listSurveyReviews,
  exportSurveyReviews,
  listMySurveys,
  listInboxSurveys,
] as const;
