import { z } from 'zod';
import { ZDay, ZId, ZIsoDateTime, ZName, ZVersion } from '../common';
import { defineRoute, familyRoutes, type RouteDef } from '../route';
import { MAX_SURVEY_COMPETENCIES, ZScalePointSchema, ZSurveyItemSchema, ZSurveyStatus } from './degree-360';

/**
 * Organisational surveys (spec §1, §2 `/app/annual/organizational`, public
 * `/app/organizational-survey-review`; §7 `/organizational/`). A survey of the whole company or of
 * chosen units over a period, on a scale and competencies from the survey set-up (shared with the
 * 360-degree surveys: the set-up is kind-agnostic, docs/surveys.md). Sending mails every employee
 * in scope a single-use link; answers are anonymous and kept with only the unit; the results are a
 * heat map, unit × competency, a cell with fewer than 5 answers withheld.
 */

const endAfterStart = (s: { startDate: string; endDate: string }) => s.startDate <= s.endDate;
const endAfterStartError = { message: 'the end date is before the start date', path: ['endDate'] };

/** A survey goes to at most this many units by name (all employees: none named). */
export const MAX_ORG_SURVEY_UNITS = 50;

/**
 * Sending (or resending) a survey as a job (ARCHITECTURE §11): its progress, read again until it
 * has finished. Committed: everyone was queued their mail and the survey is marked sent (a resend:
 * its version moved); undone: nothing of it stays, `reason` says why.
 */
export const ZOrgSurveyJobSchema = z.object({
  id: ZId,
  surveyId: ZId,
  kind: z.enum(['send', 'resend']),
  state: z.enum(['queued', 'running', 'committing', 'committed', 'undoing', 'undone']),
  /** employees it mails */
  total: z.number().int(),
  /** employees whose mail is queued so far */
  done: z.number().int(),
  percent: z.number().int().min(0).max(100),
  reason: z.string().nullable(),
  createdAt: ZIsoDateTime,
  finishedAt: ZIsoDateTime.nullable(),
});
export type TOrgSurveyJob = z.infer<typeof ZOrgSurveyJobSchema>;

export const ZOrgSurveyRowSchema = z.object({
  id: ZId,
  title: z.string(),
  /** the period it belongs to, e.g. `2026` or `2026 H1` */
  period: z.string(),
  scaleName: z.string(),
  startDate: ZDay,
  endDate: ZDay,
  /** computed on the server from the dates (spec §3, §4) */
  status: ZSurveyStatus,
  /** the units it was sent to; empty: every employee */
  units: z.array(z.object({ id: ZId, name: z.string() })),
  sentAt: ZIsoDateTime.nullable(),
  recipientCount: z.number().int(),
  answered: z.number().int(),
  /** a send or resend of it running now (a job, docs/surveys.md), or null */
  sending: ZOrgSurveyJobSchema.nullable(),
  version: z.number().int(),
  updatedAt: ZIsoDateTime,
});
export type TOrgSurveyRow = z.infer<typeof ZOrgSurveyRowSchema>;

export const ZOrgSurveySchema = ZOrgSurveyRowSchema.extend({
  /** the set-up scale it was copied from (the edit form names it) */
  scaleId: ZId,
  points: z.array(ZScalePointSchema),
  items: z.array(ZSurveyItemSchema),
});
export type TOrgSurvey = z.infer<typeof ZOrgSurveySchema>;

const orgSurveyFields = z.object({
  title: ZName('title'),
  period: ZName('period'),
  scaleId: ZId,
  competencyIds: z
    .array(ZId)
    .min(1, 'choose at least one competency')
    .max(MAX_SURVEY_COMPETENCIES, `a survey covers at most ${MAX_SURVEY_COMPETENCIES} competencies`),
  /** none: every active employee */
  unitIds: z
    .array(ZId)
    .max(MAX_ORG_SURVEY_UNITS, `a survey names at most ${MAX_ORG_SURVEY_UNITS} units`)
    .optional()
    .default([]),
  startDate: ZDay,
  endDate: ZDay,
});

/** Editing a survey not sent: every field again, against the version read (docs/surveys.md). */
export const ZUpdateOrgSurveyRequestSchema = orgSurveyFields
  .extend({ id: ZId, version: ZVersion })
  .refine(endAfterStart, endAfterStartError);
export type TUpdateOrgSurveyRequest = z.input<typeof ZUpdateOrgSurveyRequestSchema>;

export const ZAddOrgSurveyRequestSchema = orgSurveyFields.refine(endAfterStart, endAfterStartError);
export type TAddOrgSurveyRequest = z.input<typeof ZAddOrgSurveyRequestSchema>;

export const ZOrgSurveyIdSchema = z.object({ id: ZId });
export const ZOrgSurveyRefSchema = z.object({ id: ZId, version: ZVersion });

export const ZOrgHeatMapSchema = z.object({
  id: ZId,
  title: z.string(),
  status: ZSurveyStatus,
  threshold: z.number().int(),
  answered: z.number().int(),
  units: z.array(z.object({ id: z.string(), name: z.string() })),
  competencies: z.array(z.object({ id: ZId, name: z.string() })),
  /** one per unit and competency; a withheld cell has no average */
  cells: z.array(
    z.object({
      unitId: z.string(),
      competencyId: ZId,
      count: z.number().int(),
      average: z.number().nullable(),
      withheld: z.boolean(),
    }),
  ),
});
export type TOrgHeatMap = z.infer<typeof ZOrgHeatMapSchema>;

export const ZOrgUnitReportRequestSchema = z.object({ id: ZId, unitId: z.string().min(1).max(40) });

const figure = z.object({ count: z.number().int(), average: z.number().nullable(), withheld: z.boolean() });
export const ZOrgUnitReportSchema = z.object({
  id: ZId,
  title: z.string(),
  status: ZSurveyStatus,
  threshold: z.number().int(),
  unit: z.object({ id: z.string(), name: z.string() }),
  /** per competency: the unit's figure and the company's over the units shown (nothing withheld in it) */
  rows: z.array(z.object({ competencyId: ZId, name: z.string(), unit: figure, company: figure })),
});
export type TOrgUnitReport = z.infer<typeof ZOrgUnitReportSchema>;

export const ZExportOrgSurveyRequestSchema = z.object({
  id: ZId,
  format: z.enum(['xlsx', 'pdf'], { error: 'format must be xlsx or pdf' }),
  /** one unit's report instead of the heat map */
  unitId: z.string().min(1).max(40).optional(),
});
export type TExportOrgSurveyRequest = z.input<typeof ZExportOrgSurveyRequestSchema>;

const family = 'organizational';
const route = familyRoutes(family, 'surveys', { note: 'Surveys administrators' });
const one = <T extends z.ZodType>(item: T) => z.object({ item });

export const listOrgSurveys = route(
  'all-surveys',
  'GET',
  'The organisational surveys, newest first, with status and answers counted',
  z.object({}),
  z.object({ list: z.array(ZOrgSurveyRowSchema) }),
  'Get Survey Failed',
);
export const getOrgSurvey = route(
  'get-survey',
  'GET',
  'One organisational survey with its questions',
  ZOrgSurveyIdSchema,
  one(ZOrgSurveySchema),
  'Get Survey Failed',
);
export const addOrgSurvey = route(
  'add-survey',
  'POST',
  'Add an organisational survey for a period, to every employee or chosen units',
  ZAddOrgSurveyRequestSchema,
  one(ZOrgSurveySchema),
  'Add Survey Failed',
);
export const updateOrgSurvey = route(
  'update-survey',
  'POST',
  'Edits a survey that has not been sent: title, period, dates, units, scale and competencies (copied again)',
  ZUpdateOrgSurveyRequestSchema,
  one(ZOrgSurveySchema),
  'Update Survey Failed',
);
/** What a send or resend answers at once: the survey as it stands and the job that mails. */
const queued = z.object({ item: ZOrgSurveySchema, job: ZOrgSurveyJobSchema });
export const sendOrgSurvey = route(
  'send-survey',
  'POST',
  'Mails each employee in scope their own single-use link, once, as a job (answers with the job)',
  ZOrgSurveyRefSchema,
  queued,
  'Share Survey Failed.',
);
export const getOrgSurveyJob = route(
  'send-job',
  'GET',
  'A send or resend of an organisational survey: its state, progress and outcome',
  ZOrgSurveyIdSchema,
  z.object({ job: ZOrgSurveyJobSchema }),
  'Get Survey Failed',
);
export const deleteOrgSurvey = route(
  'delete-survey',
  'POST',
  'Deletes a survey that has not been sent, giving back its uses of the set-up',
  ZOrgSurveyRefSchema,
  one(ZOrgSurveyRowSchema),
  'Delete Survey Failed',
);
export const resendOrgSurvey = route(
  'resend-survey',
  'POST',
  'Mails again, with a fresh link, only the employees who have not answered, as a job',
  ZOrgSurveyRefSchema,
  queued,
  'Share Survey Failed.',
);
export const getOrgHeatMap = route(
  'heat-map',
  'GET',
  'Average scores by unit and competency; a cell with fewer than 5 answers is withheld',
  ZOrgSurveyIdSchema,
  one(ZOrgHeatMapSchema),
  'Get Survey Failed',
);
export const getOrgUnitReport = route(
  'unit-report',
  'GET',
  'One unit’s scores by competency beside the company’s; a figure with fewer than 5 answers is withheld',
  ZOrgUnitReportRequestSchema,
  one(ZOrgUnitReportSchema),
  'Get Survey Failed',
);
export const exportOrgSurvey = route(
  'export',
  'GET',
  'The heat map, or one unit’s report, as an Excel or PDF file (withheld cells stay withheld): a link that works for 15 minutes',
  ZExportOrgSurveyRequestSchema,
  z.object({ url: z.string(), filename: z.string(), contentType: z.string(), size: z.number().int() }),
  'Get Survey Failed',
);

// ---------------------------------------------------------------- the public answer page

export const ZOrgSurveyReviewFormSchema = z.object({
  surveyId: ZId,
  title: z.string(),
  companyName: z.string(),
  status: ZSurveyStatus,
  endDate: ZDay,
  points: z.array(ZScalePointSchema),
  items: z.array(ZSurveyItemSchema),
});
export type TOrgSurveyReviewForm = z.infer<typeof ZOrgSurveyReviewFormSchema>;

export const ZSubmitOrgSurveyReviewRequestSchema = z.object({
  surveyId: ZId,
  answers: z
    .array(z.object({ questionId: ZId, value: z.number({ error: 'must be a point of the scale' }).int() }))
    .max(100),
});
export type TSubmitOrgSurveyReviewRequest = z.input<typeof ZSubmitOrgSurveyReviewRequestSchema>;

const review = <I extends z.ZodType, O extends z.ZodType>(
  action: string,
  method: 'GET' | 'POST',
  summary: string,
  input: I,
  output: O,
): RouteDef<I, O> =>
  defineRoute({
    family: 'org-survey-review',
    action,
    method,
    path: `/org-survey-review/${action}`,
    summary: `${summary} (opened by the employee’s link)`,
    input,
    output,
    access: ['questionnaire'],
    link: 'org-survey-review',
    errorTitle: 'Survey Review Failed.',
    mutates: method !== 'GET',
  });

export const openOrgSurveyReview = review(
  'open',
  'GET',
  'Checks the link and shows the survey’s questions and scale',
  z.object({}),
  ZOrgSurveyReviewFormSchema,
);
export const submitOrgSurveyReview = review(
  'submit',
  'POST',
  'Submits every answer, once and anonymously: the link is spent',
  ZSubmitOrgSurveyReviewRequestSchema,
  z.object({ submittedAt: ZIsoDateTime }),
);

export const organizationalRoutes = [
  listOrgSurveys,
  getOrgSurvey,
  addOrgSurvey,
  updateOrgSurvey,
  sendOrgSurvey,
  getOrgSurveyJob,
  resendOrgSurvey,
  deleteOrgSurvey,
  getOrgHeatMap,
  getOrgUnitReport,
  exportOrgSurvey,
] as const;
export const orgSurveyReviewRoutes = [openOrgSurveyReview, submitOrgSurveyReview] as const;
