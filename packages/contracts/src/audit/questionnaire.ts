import { z } from 'zod';
import { ZEmail, ZId, ZIsoDateTime, ZName, ZVersion } from '../common';
import { defineRoute, familyRoutes, type FileRule, type RouteDef } from '../route';

/**
 * The audit questionnaire (spec §2 `manage/{id}/questionnaire`: areas, send, response; the public
 * `/app/audit-management/questionnaire` pages with auth, `complete/{auditQuestionnaireId}/{userId}`
 * and `success`). The team sets areas and questions and mails each auditee contact a link; the
 * contact, who has no account, opens it, answers (with attachments) and submits once. The team
 * reads the answers on the engagement.
 */

/** Where a contact's link stands. */
export const QUESTIONNAIRE_CONTACT_STATES = ['Sent', 'Answered', 'Withdrawn'] as const;
export const ZQuestionnaireContactState = z.enum(QUESTIONNAIRE_CONTACT_STATES);

/** An answer's attachment: PDF or image, at most 10 MB, told from its own bytes. */
export const QUESTIONNAIRE_FILE_RULE = {
  field: 'document',
  maxBytes: 10 * 1024 * 1024,
  types: ['application/pdf', 'image/png', 'image/jpeg'],
} as const satisfies FileRule;

export const MAX_QUESTIONNAIRE_AREAS = 20;
export const MAX_AREA_QUESTIONS = 30;
/** a send is one transaction: two items per contact, under DynamoDB's 100 */
export const MAX_QUESTIONNAIRE_CONTACTS = 40;
/** The most attachments one contact adds to one questionnaire. */
export const MAX_QUESTIONNAIRE_FILES = 20;

const ZText = (what: string, max: number) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} must be at most ${max} characters`);

// ---------------------------------------------------------------- records

export const ZQuestionSchema = z.object({ id: ZId, text: z.string() });
export const ZAreaSchema = z.object({ id: ZId, name: z.string(), questions: z.array(ZQuestionSchema) });

export const ZQuestionnaireFileSchema = z.object({
  id: ZId,
  questionId: ZId,
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
});
export type TQuestionnaireFile = z.infer<typeof ZQuestionnaireFileSchema>;

export const ZQuestionnaireAnswerSchema = z.object({ questionId: ZId, answer: z.string() });

export const ZQuestionnaireContactSchema = z.object({
  /** the spec's `userId` of `complete/{auditQuestionnaireId}/{userId}` */
  id: ZId,
  name: z.string(),
  email: z.string(),
  state: ZQuestionnaireContactState,
  /** the link's mail: queued, sent or failed (ARCHITECTURE §11), when it was queued */
  mail: z.object({ state: z.string(), sentAt: z.string().nullable() }).nullable(),
  linkExpiresAt: ZIsoDateTime.nullable(),
  invitedAt: ZIsoDateTime,
  submittedAt: ZIsoDateTime.nullable(),
  answers: z.array(ZQuestionnaireAnswerSchema),
  files: z.array(ZQuestionnaireFileSchema),
});
export type TQuestionnaireContact = z.infer<typeof ZQuestionnaireContactSchema>;

export const ZQuestionnaireSchema = z.object({
  /** the spec's `auditQuestionnaireId` */
  id: ZId,
  auditId: ZId,
  title: z.string(),
  intro: z.string(),
  areas: z.array(ZAreaSchema),
  contacts: z.array(ZQuestionnaireContactSchema),
  version: z.number().int(),
  updatedAt: ZIsoDateTime,
});
export type TQuestionnaire = z.infer<typeof ZQuestionnaireSchema>;

// ---------------------------------------------------------------- team side (audit-outreach)

export const ZQuestionnaireAuditRequestSchema = z.object({ auditId: ZId });

const ZAreaInput = z.object({
  /** kept when editing, so answers given stay tied to their question */
  id: ZId.optional(),
  name: ZName('Area name'),
  questions: z
    .array(z.object({ id: ZId.optional(), text: ZText('Question', 1000) }))
    .min(1, 'each area needs at least one question')
    .max(MAX_AREA_QUESTIONS, `an area holds at most ${MAX_AREA_QUESTIONS} questions`),
});

export const ZSaveQuestionnaireRequestSchema = z.object({
  auditId: ZId,
  /** the version read; absent for a new questionnaire */
  version: ZVersion.optional(),
  title: ZName('Title'),
  intro: z.string().trim().max(4000, 'Introduction must be at most 4000 characters').default(''),
  areas: z
    .array(ZAreaInput)
    .min(1, 'a questionnaire needs at least one area')
    .max(MAX_QUESTIONNAIRE_AREAS, `a questionnaire holds at most ${MAX_QUESTIONNAIRE_AREAS} areas`),
});
export type TSaveQuestionnaireRequest = z.input<typeof ZSaveQuestionnaireRequestSchema>;

export const ZSendQuestionnaireRequestSchema = z.object({
  auditId: ZId,
  version: ZVersion,
  contacts: z
    .array(z.object({ name: ZName('Name'), email: ZEmail }))
    .min(1, 'name at least one contact')
    .max(MAX_QUESTIONNAIRE_CONTACTS, `at most ${MAX_QUESTIONNAIRE_CONTACTS} contacts at once`),
});
export type TSendQuestionnaireRequest = z.input<typeof ZSendQuestionnaireRequestSchema>;

export const ZQuestionnaireContactRefSchema = z.object({ auditId: ZId, contactId: ZId });
export const ZQuestionnaireFileRefSchema = z.object({ auditId: ZId, contactId: ZId, fileId: ZId });

const out = z.object({ item: ZQuestionnaireSchema });
const route = familyRoutes('audit-outreach', 'audit');

export const questionnaireTeamRoutes = [
  route(
    'questionnaire',
    'GET',
    'The audit’s questionnaire: areas, questions, contacts and their answers (null before one is set)',
    ZQuestionnaireAuditRequestSchema,
    z.object({ item: ZQuestionnaireSchema.nullable() }),
    'Get Questionnaire Failed',
  ),
  route(
    'save-questionnaire',
    'POST',
    'Sets the questionnaire’s title, introduction, areas and questions',
    ZSaveQuestionnaireRequestSchema,
    out,
    'Save Questionnaire Failed',
  ),
  route(
    'send-questionnaire',
    'POST',
    'Mails each contact a link to answer the questionnaire (one link per contact)',
    ZSendQuestionnaireRequestSchema,
    out,
    'Send Questionnaire Failed',
  ),
  route(
    'withdraw-questionnaire-link',
    'POST',
    'Withdraws a contact’s link before they answer',
    ZQuestionnaireContactRefSchema,
    out,
    'Withdraw Questionnaire Link Failed',
  ),
  route(
    'questionnaire-file-link',
    'GET',
    'A short-lived link to an attachment a contact added to their answers',
    ZQuestionnaireFileRefSchema,
    z.object({ url: z.string(), name: z.string() }),
    'Get Questionnaire Attachment Failed',
  ),
] as const;

// ---------------------------------------------------------------- public side (audit-questionnaire)

export const ZRespondentRefSchema = z.object({ auditQuestionnaireId: ZId, userId: ZId });

export const ZRespondentQuestionnaireSchema = z.object({
  auditQuestionnaireId: ZId,
  userId: ZId,
  title: z.string(),
  intro: z.string(),
  auditTitle: z.string(),
  companyName: z.string(),
  contactName: z.string(),
  areas: z.array(ZAreaSchema),
  files: z.array(ZQuestionnaireFileSchema),
});
export type TRespondentQuestionnaire = z.infer<typeof ZRespondentQuestionnaireSchema>;

export const ZSubmitQuestionnaireRequestSchema = z.object({
  auditQuestionnaireId: ZId,
  userId: ZId,
  answers: z
    .array(z.object({ questionId: ZId, answer: ZText('Answer', 5000) }))
    .max(MAX_QUESTIONNAIRE_AREAS * MAX_AREA_QUESTIONS),
});
export type TSubmitQuestionnaireRequest = z.input<typeof ZSubmitQuestionnaireRequestSchema>;

export const ZQuestionnaireUploadRequestSchema = z.object({
  auditQuestionnaireId: ZId,
  userId: ZId,
  questionId: ZId,
});

const respondent = <I extends z.ZodType, O extends z.ZodType>(
  action: string,
  method: 'GET' | 'POST',
  summary: string,
  input: I,
  output: O,
  errorTitle: string,
  extra: { file?: FileRule } = {},
): RouteDef<I, O> =>
  defineRoute({
    family: 'audit-questionnaire',
    action,
    method,
    path: `/audit-questionnaire/${action}`,
    summary: `${summary} (opened by the contact’s link)`,
    input,
    output,
    access: ['questionnaire'],
    link: 'audit-questionnaire',
    errorTitle,
    mutates: method !== 'GET',
    ...extra,
  });

export const questionnaireRespondentRoutes = [
  respondent(
    'open',
    'GET',
    'Checks the link and names the questionnaire and contact it opens',
    z.object({}),
    ZRespondentRefSchema,
    'Open Questionnaire Failed',
  ),
  respondent(
    'get',
    'GET',
    'The questionnaire to answer: areas, questions and the attachments added so far',
    ZRespondentRefSchema,
    z.object({ item: ZRespondentQuestionnaireSchema }),
    'Get Questionnaire Failed',
  ),
  respondent(
    'upload-attachment',
    'POST',
    'Adds an attachment to an answer',
    ZQuestionnaireUploadRequestSchema,
    z.object({ file: ZQuestionnaireFileSchema }),
    'Upload Attachment Failed',
    { file: QUESTIONNAIRE_FILE_RULE },
  ),
  respondent(
    'submit',
    'POST',
    'Submits the answers, once: the link is spent',
    ZSubmitQuestionnaireRequestSchema,
    z.object({ submittedAt: ZIsoDateTime }),
    'Submit Questionnaire Failed',
  ),
] as const;
