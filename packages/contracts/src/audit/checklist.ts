import { z } from 'zod';
import { ZId, ZIsoDateTime, ZVersion } from '../common';
import { familyRoutes } from '../route';
import { WORKING_PAPER_FILE_RULE } from './engagement';

/**
 * The internal audit checklist (spec §2 `audit-report/audit-checklist`, `audit-checklist/{id}/send`,
 * `audit-checklist/{id}`, `completed-checklist/{id}`; my-task's pending `checklist`). The
 * engagement's lead or performers make a checklist from a settings checklist template (its items
 * copied when it is made), name the auditee employees who answer it, and send it; an auditee
 * answers every item Yes, No or N/A with a comment and completes it; the team reads the answers
 * and may return it once with a note. docs/audit.md "Audit checklist".
 */

export const CHECKLIST_STATUSES = ['Draft', 'Sent', 'Completed'] as const;
export const ZChecklistStatus = z.enum(CHECKLIST_STATUSES);
export type ChecklistStatus = (typeof CHECKLIST_STATUSES)[number];

export const CHECKLIST_ANSWERS = ['Yes', 'No', 'N/A'] as const;
export const ZChecklistAnswer = z.enum(CHECKLIST_ANSWERS, {
  error: 'answer must be Yes, No or N/A',
});
export type ChecklistAnswer = (typeof CHECKLIST_ANSWERS)[number];

/** a checklist's items: a change is one item, well under DynamoDB's 400 KB */
export const MAX_CHECKLIST_ITEMS = 100;
/** the auditees, each with a task and a mail in the send's transaction */
export const MAX_CHECKLIST_AUDITEES = 10;

/** evidence files on one checklist's answers (10 MB each, the working papers' types) */
export const MAX_CHECKLIST_FILES = 40;

const ZPerson = z.object({ employeeId: ZId, fullName: z.string() });

export const ZChecklistFileSchema = z.object({
  fileId: ZId,
  /** the item it is evidence for */
  itemId: ZId,
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedBy: z.string(),
  uploadedAt: ZIsoDateTime,
});
export type TChecklistFile = z.infer<typeof ZChecklistFileSchema>;

export const ZChecklistItemSchema = z.object({
  id: ZId,
  text: z.string(),
  answer: ZChecklistAnswer.nullable(),
  comment: z.string(),
  /** who answered it last and when; null until answered */
  answeredBy: z.string().nullable(),
  answeredAt: ZIsoDateTime.nullable(),
});
export type TChecklistItem = z.infer<typeof ZChecklistItemSchema>;

export const ZChecklistSchema = z.object({
  id: ZId,
  engagementId: ZId,
  engagementTitle: z.string(),
  title: z.string(),
  templateName: z.string(),
  status: ZChecklistStatus,
  auditees: z.array(ZPerson),
  items: z.array(ZChecklistItemSchema),
  /** how many items carry an answer */
  answered: z.number().int(),
  /** the auditees' evidence files, each naming its item */
  files: z.array(ZChecklistFileSchema),
  /** the note sent with it to the auditees */
  note: z.string(),
  createdBy: z.string(),
  createdAt: ZIsoDateTime,
  sentBy: z.string().nullable(),
  sentAt: ZIsoDateTime.nullable(),
  completedBy: z.string().nullable(),
  completedAt: ZIsoDateTime.nullable(),
  /** the team's note when it gave the completed checklist back (once) */
  returnNote: z.string(),
  returnedAt: ZIsoDateTime.nullable(),
  /** the caller is on the engagement's team (lead, performers) or administers audit: may edit, send, return */
  canManage: z.boolean(),
  /** the caller is a named auditee and it is Sent: may answer and complete */
  canAnswer: z.boolean(),
  version: z.number().int(),
});
export type TChecklist = z.infer<typeof ZChecklistSchema>;

export const ZChecklistRowSchema = z.object({
  id: ZId,
  engagementId: ZId,
  engagementTitle: z.string(),
  title: z.string(),
  status: ZChecklistStatus,
  auditees: z.array(z.string()),
  items: z.number().int(),
  answered: z.number().int(),
  sentAt: ZIsoDateTime.nullable(),
  completedAt: ZIsoDateTime.nullable(),
  updatedAt: ZIsoDateTime,
});
export type TChecklistRow = z.infer<typeof ZChecklistRowSchema>;

export const ZChecklistListRequestSchema = z.object({
  status: ZChecklistStatus.optional(),
  engagementId: ZId.optional(),
});
export type TChecklistListRequest = z.input<typeof ZChecklistListRequestSchema>;

export const ZChecklistListSchema = z.object({
  list: z.array(ZChecklistRowSchema),
  /** the open engagements the caller may make a checklist for (lead, performer, administrator) */
  engagements: z.array(z.object({ id: ZId, title: z.string() })),
  /** the company's checklist templates */
  templates: z.array(z.object({ id: ZId, name: z.string(), items: z.number().int() })),
});
export type TChecklistList = z.infer<typeof ZChecklistListSchema>;

const ZTitle = z
  .string({ error: 'title is required' })
  .trim()
  .min(1, 'title is required')
  .max(200, 'title must be at most 200 characters');
const ZAuditeeIds = z
  .array(ZId)
  .min(1, 'auditeeIds: name at least one auditee')
  .max(MAX_CHECKLIST_AUDITEES, `auditeeIds: at most ${MAX_CHECKLIST_AUDITEES} auditees`);

export const ZAddChecklistRequestSchema = z.object({
  engagementId: ZId,
  templateId: ZId,
  title: ZTitle,
  auditeeIds: ZAuditeeIds,
});
export type TAddChecklistRequest = z.input<typeof ZAddChecklistRequestSchema>;

export const ZChecklistRefSchema = z.object({ id: ZId });
export const ZChecklistVersionRefSchema = z.object({ id: ZId, version: ZVersion });

export const ZUpdateChecklistRequestSchema = z.object({
  id: ZId,
  version: ZVersion,
  title: ZTitle,
  auditeeIds: ZAuditeeIds,
  /** the items in order: an item kept names its id; a new one has none */
  items: z
    .array(
      z.object({
        id: ZId.optional(),
        text: z
          .string({ error: 'item text is required' })
          .trim()
          .min(1, 'item text is required')
          .max(1000, 'item text must be at most 1000 characters'),
      }),
    )
    .min(1, 'items: a checklist needs at least one item')
    .max(MAX_CHECKLIST_ITEMS, `items: at most ${MAX_CHECKLIST_ITEMS} items`),
});
export type TUpdateChecklistRequest = z.input<typeof ZUpdateChecklistRequestSchema>;

export const ZSendChecklistRequestSchema = ZChecklistVersionRefSchema.extend({
  note: z.string().trim().max(2000, 'note must be at most 2000 characters').default(''),
});
export type TSendChecklistRequest = z.input<typeof ZSendChecklistRequestSchema>;

export const ZAnswerChecklistRequestSchema = ZChecklistVersionRefSchema.extend({
  answers: z
    .array(
      z.object({
        itemId: ZId,
        answer: ZChecklistAnswer.nullable(),
        comment: z.string().trim().max(2000, 'comment must be at most 2000 characters').default(''),
      }),
    )
    .max(MAX_CHECKLIST_ITEMS, `answers: at most ${MAX_CHECKLIST_ITEMS} answers`),
});
export type TAnswerChecklistRequest = z.input<typeof ZAnswerChecklistRequestSchema>;

export const ZReturnChecklistRequestSchema = ZChecklistVersionRefSchema.extend({
  note: z
    .string({ error: 'note is required' })
    .trim()
    .min(1, 'note: say what the auditee should look at again')
    .max(2000, 'note must be at most 2000 characters'),
});
export type TReturnChecklistRequest = z.input<typeof ZReturnChecklistRequestSchema>;

export const ZUploadChecklistFileRequestSchema = ZChecklistVersionRefSchema.extend({ itemId: ZId });
export type TUploadChecklistFileRequest = z.input<typeof ZUploadChecklistFileRequestSchema>;
export const ZChecklistFileRefSchema = z.object({ id: ZId, fileId: ZId });

const route = familyRoutes('audit-report', 'audit');
const one = z.object({ item: ZChecklistSchema });

export const AUDIT_CHECKLIST_ROUTES = {
  listChecklists: route(
    'audit-checklists',
    'GET',
    'The checklists of the audits the caller is on (all for administrators) and those they answer, with the engagements and templates to make one from',
    ZChecklistListRequestSchema,
    ZChecklistListSchema,
    'Get Audit Checklists Failed',
  ),
  getChecklist: route(
    'audit-checklist',
    'GET',
    'One checklist with its items and answers (its audit’s team, administrators and its auditees)',
    ZChecklistRefSchema,
    one,
    'Get Audit Checklist Failed',
  ),
  addChecklist: route(
    'audit-checklist-add',
    'POST',
    'Makes a Draft checklist for an engagement from a settings checklist template (its items copied) naming its auditees',
    ZAddChecklistRequestSchema,
    one,
    'Add Audit Checklist Failed',
  ),
  updateChecklist: route(
    'audit-checklist-update',
    'POST',
    'Changes a Draft checklist’s title, auditees and items',
    ZUpdateChecklistRequestSchema,
    one,
    'Update Audit Checklist Failed',
  ),
  deleteChecklist: route(
    'audit-checklist-delete',
    'POST',
    'Deletes a Draft checklist',
    ZChecklistVersionRefSchema,
    z.object({ id: ZId }),
    'Delete Audit Checklist Failed',
  ),
  sendChecklist: route(
    'audit-checklist-send',
    'POST',
    'Sends a Draft checklist to its auditees: a task and a mail each',
    ZSendChecklistRequestSchema,
    one,
    'Send Audit Checklist Failed',
  ),
  answerChecklist: route(
    'audit-checklist-answer',
    'POST',
    'Saves an auditee’s answers to a Sent checklist',
    ZAnswerChecklistRequestSchema,
    one,
    'Answer Audit Checklist Failed',
  ),
  completeChecklist: route(
    'audit-checklist-complete',
    'POST',
    'Saves an auditee’s answers and completes the checklist (every item answered)',
    ZAnswerChecklistRequestSchema,
    one,
    'Complete Audit Checklist Failed',
  ),
  uploadChecklistFile: route(
    'audit-checklist-upload-file',
    'POST',
    'Attaches an auditee’s evidence file (PDF, image, xlsx or docx, at most 10 MB) to an item of a Sent checklist',
    ZUploadChecklistFileRequestSchema,
    one,
    'Add Audit Checklist File Failed',
    { file: WORKING_PAPER_FILE_RULE },
  ),
  getChecklistFile: route(
    'audit-checklist-file',
    'GET',
    'A short-lived link to an evidence file of a checklist',
    ZChecklistFileRefSchema,
    z.object({ url: z.string(), filename: z.string() }),
    'Get Audit Checklist File Failed',
  ),
  returnChecklist: route(
    'audit-checklist-return',
    'POST',
    'Gives a completed checklist back to its auditees once, with a note',
    ZReturnChecklistRequestSchema,
    one,
    'Return Audit Checklist Failed',
  ),
} as const;

export const auditChecklistRoutes = Object.values(AUDIT_CHECKLIST_ROUTES);
