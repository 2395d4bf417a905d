import { z } from 'zod';
import { ZEmail, ZId, ZIsoDateTime, ZName, ZVersion } from '../common';
import { defineRoute, familyRoutes, type RouteDef } from '../route';
import { ZEngagementRefSchema } from './engagement';

/**
 * The customer satisfaction survey (spec §2 `audit-report/customer-satisfaction-survey/{id}`,
 * `/send`, `/detail`; §4 send and resend customer satisfaction survey; IIA 12.2). After the
 * engagement's final report is made, its lead or performers send the auditee contacts the
 * questions of a settings survey template (copied at send time) by a mailed link each; a contact,
 * who has no account, scores every question once on the scale below. The team reads the results
 * per audit; audit administrators read each audit's average and the year's average, and the
 * dashboard shows the year's average.
 */

/** The answer scale: 1 very dissatisfied … 5 very satisfied. */
export const CUSTOMER_SURVEY_SCALE = [1, 2, 3, 4, 5] as const;
export const CUSTOMER_SURVEY_MIN = 1;
export const CUSTOMER_SURVEY_MAX = 5;

/** Where a contact stands: mailed and waiting, or answered. */
export const CUSTOMER_SURVEY_CONTACT_STATES = ['Sent', 'Answered'] as const;
export const ZCustomerSurveyContactState = z.enum(CUSTOMER_SURVEY_CONTACT_STATES);

/** a send is one transaction: two items per contact and the survey's, under DynamoDB's 100 */
export const MAX_CUSTOMER_SURVEY_CONTACTS = 40;

export const ZCustomerSurveyQuestionSchema = z.object({ id: ZId, text: z.string() });
export const ZCustomerSurveyAnswerSchema = z.object({ questionId: ZId, score: z.number().int() });

export const ZCustomerSurveyContactSchema = z.object({
  id: ZId,
  name: z.string(),
  email: z.string(),
  state: ZCustomerSurveyContactState,
  /** the mail that carries the link now: queued, sent or failed (ARCHITECTURE §11) */
  mail: z.object({ state: z.string(), sentAt: z.string().nullable() }).nullable(),
  linkExpiresAt: ZIsoDateTime.nullable(),
  invitedAt: ZIsoDateTime,
  /** how many times the survey was mailed to them */
  mailings: z.number().int(),
  submittedAt: ZIsoDateTime.nullable(),
  answers: z.array(ZCustomerSurveyAnswerSchema),
  comment: z.string(),
  /** the mean of their scores, two decimals; null until they answer */
  average: z.number().nullable(),
});
export type TCustomerSurveyContact = z.infer<typeof ZCustomerSurveyContactSchema>;

export const ZCustomerSurveySchema = z.object({
  /** the survey's own id (its links name it) */
  id: ZId,
  engagementId: ZId,
  engagementTitle: z.string(),
  templateName: z.string(),
  questions: z.array(ZCustomerSurveyQuestionSchema),
  /** the year it counts in: the year it was first sent */
  year: z.number().int(),
  sentAt: ZIsoDateTime,
  sentBy: z.string(),
  contacts: z.array(ZCustomerSurveyContactSchema),
  /** per question, the mean score of those who answered (null when none has) */
  questionAverages: z.array(z.object({ questionId: ZId, average: z.number().nullable() })),
  answered: z.number().int(),
  /** the audit's average: the mean of every score given, two decimals; null until one answers */
  average: z.number().nullable(),
  version: z.number().int(),
});
export type TCustomerSurvey = z.infer<typeof ZCustomerSurveySchema>;

export const ZCustomerSurveyPageSchema = z.object({
  engagementTitle: z.string(),
  /** null before it is sent */
  item: ZCustomerSurveySchema.nullable(),
  /** whether the caller may send and resend it */
  canSend: z.boolean(),
  /** why it cannot be sent now (no final report in force); null when it can */
  blocker: z.string().nullable(),
  /** the company's survey templates to send from (before the first send) */
  templates: z.array(z.object({ id: ZId, name: z.string(), questions: z.number().int() })),
  /** the audit's known auditee contacts (its questionnaire's and letters' recipients), to pick from */
  knownContacts: z.array(z.object({ name: z.string(), email: z.string() })),
});
export type TCustomerSurveyPage = z.infer<typeof ZCustomerSurveyPageSchema>;

export const ZSendCustomerSurveyRequestSchema = z.object({
  engagementId: ZId,
  /** the survey's version read; absent for the first send */
  version: ZVersion.optional(),
  /** the settings survey template whose questions are copied (first send only) */
  templateId: ZId.optional(),
  contacts: z
    .array(z.object({ name: ZName('Name'), email: ZEmail }))
    .min(1, 'name at least one contact')
    .max(MAX_CUSTOMER_SURVEY_CONTACTS, `at most ${MAX_CUSTOMER_SURVEY_CONTACTS} contacts at once`),
});
export type TSendCustomerSurveyRequest = z.input<typeof ZSendCustomerSurveyRequestSchema>;

export const ZResendCustomerSurveyRequestSchema = z.object({ engagementId: ZId, version: ZVersion });
export type TResendCustomerSurveyRequest = z.input<typeof ZResendCustomerSurveyRequestSchema>;

export const ZCustomerSurveyYearRequestSchema = z.object({
  year: z.coerce
    .number({ error: 'year must be a year' })
    .int('year must be a year')
    .min(2000, 'year must be 2000 or later')
    .max(2100, 'year must be 2100 or earlier'),
});

export const ZCustomerSurveyYearSchema = z.object({
  year: z.number().int(),
  audits: z.array(
    z.object({
      engagementId: ZId,
      engagementTitle: z.string(),
      sentAt: ZIsoDateTime,
      contacts: z.number().int(),
      answered: z.number().int(),
      average: z.number().nullable(),
    }),
  ),
  /** the mean of the answered audits' averages, two decimals; null when none answered */
  average: z.number().nullable(),
});
export type TCustomerSurveyYear = z.infer<typeof ZCustomerSurveyYearSchema>;

const route = familyRoutes('audit-report', 'audit');

export const CUSTOMER_SURVEY_ROUTES = {
  getCustomerSurvey: route(
    'customer-satisfaction-survey',
    'GET',
    'The engagement’s customer satisfaction survey: its contacts, their answers and averages (null before it is sent), with the templates to send from',
    ZEngagementRefSchema,
    ZCustomerSurveyPageSchema,
    'Get Customer Satisfaction Survey Failed',
  ),
  sendCustomerSurvey: route(
    'customer-satisfaction-survey-send',
    'POST',
    'Sends the customer satisfaction survey to auditee contacts, one link each (the first send copies a survey template’s questions; needs the final report in force)',
    ZSendCustomerSurveyRequestSchema,
    z.object({ item: ZCustomerSurveySchema }),
    'Send Customer Satisfaction Survey Failed',
  ),
  resendCustomerSurvey: route(
    'customer-satisfaction-survey-resend',
    'POST',
    'Mails the survey again, with a fresh link, to the contacts who have not answered',
    ZResendCustomerSurveyRequestSchema,
    z.object({ item: ZCustomerSurveySchema, resent: z.number().int() }),
    'Resend Customer Satisfaction Survey Failed',
  ),
  getCustomerSurveyYear: route(
    'customer-satisfaction-survey-detail',
    'GET',
    'Each audit’s average score in a year’s customer satisfaction surveys and the year’s average (audit administrators)',
    ZCustomerSurveyYearRequestSchema,
    ZCustomerSurveyYearSchema,
    'Get Customer Satisfaction Survey Failed',
  ),
} as const;

export const customerSurveyTeamRoutes = Object.values(CUSTOMER_SURVEY_ROUTES);

// ---------------------------------------------------------------- public side (audit-customer-survey)

export const ZCustomerSurveyRespondentRefSchema = z.object({ surveyId: ZId, contactId: ZId });

export const ZRespondentCustomerSurveySchema = z.object({
  surveyId: ZId,
  contactId: ZId,
  auditTitle: z.string(),
  companyName: z.string(),
  contactName: z.string(),
  questions: z.array(ZCustomerSurveyQuestionSchema),
});
export type TRespondentCustomerSurvey = z.infer<typeof ZRespondentCustomerSurveySchema>;

export const ZSubmitCustomerSurveyRequestSchema = z.object({
  surveyId: ZId,
  contactId: ZId,
  answers: z
    .array(
      z.object({
        questionId: ZId,
        score: z.coerce
          .number({ error: 'score must be a number from 1 to 5' })
          .int('score must be a whole number from 1 to 5')
          .min(CUSTOMER_SURVEY_MIN, 'score must be from 1 to 5')
          .max(CUSTOMER_SURVEY_MAX, 'score must be from 1 to 5'),
      }),
    )
    .max(100, 'at most 100 answers'),
  comment: z.string().trim().max(4000, 'comment must be at most 4000 characters').default(''),
});
export type TSubmitCustomerSurveyRequest = z.input<typeof ZSubmitCustomerSurveyRequestSchema>;

const respondent = <I extends z.ZodType, O extends z.ZodType>(
  action: string,
  method: 'GET' | 'POST',
  summary: string,
  input: I,
  output: O,
  errorTitle: string,
): RouteDef<I, O> =>
  defineRoute({
    family: 'audit-customer-survey',
    action,
    method,
    path: `/audit-customer-survey/${action}`,
    summary: `${summary} (opened by the contact’s link)`,
    input,
    output,
    access: ['questionnaire'],
    link: 'audit-customer-survey',
    errorTitle,
    mutates: method !== 'GET',
  });

export const customerSurveyRespondentRoutes = [
  respondent(
    'open',
    'GET',
    'Checks the link and names the survey and contact it opens',
    z.object({}),
    ZCustomerSurveyRespondentRefSchema,
    'Open Customer Satisfaction Survey Failed',
  ),
  respondent(
    'get',
    'GET',
    'The survey to answer: the audit and its questions',
    ZCustomerSurveyRespondentRefSchema,
    z.object({ item: ZRespondentCustomerSurveySchema }),
    'Get Customer Satisfaction Survey Failed',
  ),
  respondent(
    'submit',
    'POST',
    'Submits a score for every question and a comment, once: the link is spent',
    ZSubmitCustomerSurveyRequestSchema,
    z.object({ submittedAt: ZIsoDateTime }),
    'Submit Customer Satisfaction Survey Failed',
  ),
] as const;
