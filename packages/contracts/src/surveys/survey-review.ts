import { z } from 'zod';
import { ZId, ZIsoDateTime } from '../common';
import { defineRoute, type RouteDef } from '../route';
import { ZRaterGroup, ZScalePointSchema, ZSurveyItemSchema, ZSurveyStatus } from './degree-360';

/**
 * The reviewer's side of a 360-degree survey (spec §2 public `/app/survey-review` and `{token}`
 * pages with authenticate, complete, success). A reviewer has no account: the mailed link opens
 * the survey, a one-time code mailed to the address the link was sent to proves the reader is its
 * owner, and the answers are submitted once. The answers are stored with no link back to the
 * reviewer or the link.
 */

export const ZSurveyReviewOpenSchema = z.object({
  surveyId: ZId,
  title: z.string(),
  subjectName: z.string(),
  companyName: z.string(),
  relationship: ZRaterGroup,
  /** the address the code goes to, partly hidden (`o***@example.com`) */
  emailHint: z.string(),
  status: ZSurveyStatus,
  authenticated: z.boolean(),
});
export type TSurveyReviewOpen = z.infer<typeof ZSurveyReviewOpenSchema>;

export const ZSurveyReviewRefSchema = z.object({ surveyId: ZId });

export const ZSurveyReviewCodeSchema = z.object({
  surveyId: ZId,
  code: z
    .string({ error: 'Enter the 6-digit code from the mail' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the mail'),
});

export const ZSurveyReviewFormSchema = z.object({
  surveyId: ZId,
  title: z.string(),
  subjectName: z.string(),
  relationship: ZRaterGroup,
  points: z.array(ZScalePointSchema),
  items: z.array(ZSurveyItemSchema),
});
export type TSurveyReviewForm = z.infer<typeof ZSurveyReviewFormSchema>;

export const ZSubmitSurveyReviewRequestSchema = z.object({
  surveyId: ZId,
  answers: z
    .array(z.object({ questionId: ZId, value: z.number({ error: 'must be a point of the scale' }).int() }))
    .max(100),
  comment: z.string().trim().max(4000, 'comment must be at most 4000 characters').optional().default(''),
});
export type TSubmitSurveyReviewRequest = z.input<typeof ZSubmitSurveyReviewRequestSchema>;

const review = <I extends z.ZodType, O extends z.ZodType>(
  action: string,
  method: 'GET' | 'POST',
  summary: string,
  input: I,
  output: O,
): RouteDef<I, O> =>
  defineRoute({
    family: 'survey-review',
    action,
    method,
    path: `/survey-review/${action}`,
    summary: `${summary} (opened by the reviewer’s link)`,
    input,
    output,
    access: ['questionnaire'],
    link: 'survey-review',
    errorTitle: 'Survey Review Failed.',
    mutates: method !== 'GET',
  });

export const openSurveyReview = review(
  'open',
  'GET',
  'Checks the link and names the survey it opens',
  z.object({}),
  ZSurveyReviewOpenSchema,
);
export const sendSurveyReviewCode = review(
  'send-code',
  'POST',
  'Mails a one-time code to the address the link was sent to',
  ZSurveyReviewRefSchema,
  z.object({ sentTo: z.string() }),
);
export const authenticateSurveyReview = review(
  'authenticate',
  'POST',
  'Checks the one-time code: the link then opens the survey’s questions',
  ZSurveyReviewCodeSchema,
  z.object({ authenticated: z.literal(true) }),
);
export const getSurveyReview = review(
  'get',
  'GET',
  'The questions to answer and the scale’s points',
  ZSurveyReviewRefSchema,
  z.object({ item: ZSurveyReviewFormSchema }),
);
export const submitSurveyReview = review(
  'submit',
  'POST',
  'Submits every answer, once and anonymously: the link is spent',
  ZSubmitSurveyReviewRequestSchema,
  z.object({ submittedAt: ZIsoDateTime }),
);

export const stopSurveyReminders = review(
  'stop-reminders',
  'POST',
  'Stops the reminder mails to the reviewer the link was sent to (the link still opens the survey)',
  ZSurveyReviewRefSchema,
  z.object({ remindersOff: z.literal(true) }),
);

export const surveyReviewRoutes = [
  openSurveyReview,
  sendSurveyReviewCode,
  authenticateSurveyReview,
  getSurveyReview,
  submitSurveyReview,
  stopSurveyReminders,
] as const;
