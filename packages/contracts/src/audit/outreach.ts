import { z } from 'zod';
import { ZDay, ZEmail, ZId, ZIsoDateTime, ZName, ZVersion } from '../common';
import { familyRoutes, type FileRule } from '../route';

/**
 * The engagement's outreach to the auditee besides the questionnaire (spec §2
 * `manage/{id}/notification-letter` and `entrance-meeting`): the notification letter, filled in
 * from a letter template, made a PDF and mailed to the auditee's contacts; and the entrance
 * meeting's record — date, attendees, minutes and attachments.
 */

/** The most auditee contacts one letter goes to: a send is one transaction (a mail each). */
export const MAX_LETTER_CONTACTS = 40;
/** The most attendees an entrance meeting records. */
export const MAX_MEETING_ATTENDEES = 60;
/** The most files an entrance meeting carries. */
export const MAX_MEETING_FILES = 20;

/** An entrance meeting's attachment: PDF, image, spreadsheet or Word file, at most 10 MB. */
export const MEETING_FILE_RULE = {
  field: 'document',
  maxBytes: 10 * 1024 * 1024,
  types: [
    'application/pdf',
    'image/png',
    'image/jpeg',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
} as const satisfies FileRule;

const ZContact = z.object({ name: ZName('Name'), email: ZEmail });

// ---------------------------------------------------------------- notification letter

/** A letter template the team may fill in (from Settings → Letter templates). */
export const ZLetterChoiceSchema = z.object({ id: ZId, name: z.string() });

export const ZNotificationLetterRecipientSchema = z.object({
  name: z.string(),
  email: z.string(),
  /** the mail's state in the outbox (queued, sent, failed), and when it went */
  mail: z.object({ state: z.string(), sentAt: z.string().nullable() }).nullable(),
});

export const ZNotificationLetterSchema = z.object({
  id: ZId,
  auditId: ZId,
  templateName: z.string(),
  subject: z.string(),
  body: z.string(),
  fileName: z.string(),
  recipients: z.array(ZNotificationLetterRecipientSchema),
  sentAt: ZIsoDateTime,
  sentBy: z.object({ userId: z.string(), name: z.string() }),
});
export type TNotificationLetter = z.infer<typeof ZNotificationLetterSchema>;

export const ZNotificationLettersRequestSchema = z.object({ auditId: ZId });
export const ZPreviewLetterRequestSchema = z.object({ auditId: ZId, templateId: ZId });
export const ZLetterPreviewSchema = z.object({ subject: z.string(), body: z.string() });
export type TLetterPreview = z.infer<typeof ZLetterPreviewSchema>;

export const ZSendNotificationLetterRequestSchema = z.object({
  auditId: ZId,
  templateId: ZId,
  contacts: z
    .array(ZContact)
    .min(1, 'name at least one contact')
    .max(MAX_LETTER_CONTACTS, `at most ${MAX_LETTER_CONTACTS} contacts at once`),
});
export type TSendNotificationLetterRequest = z.input<typeof ZSendNotificationLetterRequestSchema>;

export const ZNotificationLetterRefSchema = z.object({ auditId: ZId, letterId: ZId });
export const ZResendLetterMailRequestSchema = z.object({ auditId: ZId, letterId: ZId, email: ZEmail });
export type TResendLetterMailRequest = z.infer<typeof ZResendLetterMailRequestSchema>;

// ---------------------------------------------------------------- entrance meeting

export const MEETING_ATTENDEE_KINDS = ['team', 'auditee'] as const;

export const ZMeetingAttendeeSchema = z.object({
  kind: z.enum(MEETING_ATTENDEE_KINDS),
  /** a team member: their employee id; an auditee: null */
  employeeId: ZId.nullable(),
  name: z.string(),
  email: z.string().nullable(),
});

export const ZMeetingFileSchema = z.object({
  id: ZId,
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
  uploadedAt: ZIsoDateTime,
});

export const ZEntranceMeetingSchema = z.object({
  auditId: ZId,
  date: ZDay,
  attendees: z.array(ZMeetingAttendeeSchema),
  /** sanitised HTML (paragraphs, emphasis, lists, links) */
  minutes: z.string(),
  files: z.array(ZMeetingFileSchema),
  version: z.number().int(),
  updatedAt: ZIsoDateTime,
});
export type TEntranceMeeting = z.infer<typeof ZEntranceMeetingSchema>;

const ZAttendeeInput = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('team'), employeeId: ZId }),
    z.object({ kind: z.literal('auditee'), name: ZName('Attendee name'), email: ZEmail.optional() }),
  ],
  { error: 'an attendee is a team member (employeeId) or an auditee (name, email)' },
);

export const ZSaveEntranceMeetingRequestSchema = z.object({
  auditId: ZId,
  /** the version read; absent when the meeting is first recorded */
  version: ZVersion.optional(),
  date: ZDay,
  attendees: z
    .array(ZAttendeeInput)
    .min(1, 'name at least one attendee')
    .max(MAX_MEETING_ATTENDEES, `at most ${MAX_MEETING_ATTENDEES} attendees`),
  /** rich text (HTML); the server keeps only its allow-list of tags (kernel rich-text) */
  minutes: z.string().trim().max(20000, 'Minutes must be at most 20000 characters').default(''),
});
export type TSaveEntranceMeetingRequest = z.input<typeof ZSaveEntranceMeetingRequestSchema>;

export const ZMeetingUploadRequestSchema = z.object({ auditId: ZId, version: ZVersion });
export const ZMeetingFileRefSchema = z.object({ auditId: ZId, fileId: ZId });
export const ZRemoveMeetingFileRequestSchema = z.object({ auditId: ZId, fileId: ZId, version: ZVersion });
export type TRemoveMeetingFileRequest = z.infer<typeof ZRemoveMeetingFileRequestSchema>;

// ---------------------------------------------------------------- routes

const route = familyRoutes('audit-outreach', 'audit');
const meeting = z.object({ item: ZEntranceMeetingSchema });

export const outreachLetterRoutes = [
  route(
    'notification-letters',
    'GET',
    'The audit’s notification letters, newest first, with each mail’s state, and the letter templates to choose from',
    ZNotificationLettersRequestSchema,
    z.object({ items: z.array(ZNotificationLetterSchema), templates: z.array(ZLetterChoiceSchema) }),
    'Get Notification Letter Failed',
  ),
  route(
    'preview-notification-letter',
    'GET',
    'A letter template filled in for this audit',
    ZPreviewLetterRequestSchema,
    z.object({ item: ZLetterPreviewSchema }),
    'Get Notification Letter Failed',
  ),
  route(
    'send-notification-letter',
    'POST',
    'Fills the template for this audit, makes it a PDF and mails it to the auditee contacts',
    ZSendNotificationLetterRequestSchema,
    z.object({ item: ZNotificationLetterSchema }),
    'Send Notification Letter Failed',
  ),
  route(
    'notification-letter-file',
    'GET',
    'A short-lived link to a sent letter’s PDF',
    ZNotificationLetterRefSchema,
    z.object({ url: z.string(), name: z.string() }),
    'Get Notification Letter Failed',
  ),
  route(
    'resend-notification-letter-mail',
    'POST',
    'Queues again a letter’s mail to one contact that the outbox gave up on',
    ZResendLetterMailRequestSchema,
    z.object({ item: ZNotificationLetterSchema }),
    'Send Notification Letter Failed',
  ),
] as const;

export const outreachMeetingRoutes = [
  route(
    'entrance-meeting',
    'GET',
    'The audit’s entrance meeting (null before it is recorded)',
    ZNotificationLettersRequestSchema,
    z.object({ item: ZEntranceMeetingSchema.nullable() }),
    'Get Entrance Meeting Failed',
  ),
  route(
    'save-entrance-meeting',
    'POST',
    'Records the entrance meeting: date, attendees and minutes',
    ZSaveEntranceMeetingRequestSchema,
    meeting,
    'Save Entrance Meeting Failed',
  ),
  route(
    'upload-entrance-meeting-file',
    'POST',
    'Attaches a file to the entrance meeting',
    ZMeetingUploadRequestSchema,
    meeting,
    'Add Entrance Meeting File Failed',
    { file: MEETING_FILE_RULE },
  ),
  route(
    'entrance-meeting-file',
    'GET',
    'A short-lived link to an entrance meeting’s file',
    ZMeetingFileRefSchema,
    z.object({ url: z.string(), name: z.string() }),
    'Get Entrance Meeting File Failed',
  ),
  route(
    'remove-entrance-meeting-file',
    'POST',
    'Takes a file off the entrance meeting',
    ZRemoveMeetingFileRequestSchema,
    meeting,
    'Delete Entrance Meeting File Failed',
  ),
] as const;
