import {
  ACTION_AGE_BANDS,
  AUDIT_ACTION_STATES,
  AUDIT_ACTION_STATUSES,
  AUDIT_PROGRESS_STATES,
} from '@stratum/rules';
import { z } from 'zod';
import { ZDay, ZId, ZIsoDateTime, ZPage, ZPageQuery, ZVersion } from '../common';
import { familyRoutes, type FileRule } from '../route';
import { ZAuditFindingLevel } from './settings';

/**
 * Management responses and their actions (spec §2 `manage/{id}` management-response,
 * `issue-tracker`, `add-progress/{id}`, `audit-finding-waiting-validation`; §4 "request and cancel
 * management responses", "submit management response", "management actions have status update and
 * progress records"). A finding's MR owners are asked for a response (a mail and an inbox task);
 * one of them answers with an action plan; each action's owner records progress; an action set to
 * Implemented waits for the auditor, who closes it or reopens it with a note.
 */

export const ZAuditActionState = z.enum(AUDIT_ACTION_STATES);
export const ZAuditActionStatus = z.enum(AUDIT_ACTION_STATUSES);
export const ZAuditProgressState = z.enum(AUDIT_PROGRESS_STATES, {
  error: `status must be one of ${AUDIT_PROGRESS_STATES.join(', ')}`,
});

/** Where a finding's response request is. */
export const AUDIT_RESPONSE_STATES = ['Requested', 'Cancelled', 'Submitted'] as const;
export const ZAuditResponseState = z.enum(AUDIT_RESPONSE_STATES);

/** The most actions one response plans. */
export const MAX_RESPONSE_ACTIONS = 20;

/** A progress record's evidence file: the working papers' rule (PDF, images, xlsx, docx; 10 MB). */
export const PROGRESS_FILE_RULE = {
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

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);
const required = (field: string, max: number) => text(field, max).min(1, `${field} is required`);

const ZPerson = z.object({ employeeId: ZId, fullName: z.string() });

// ---------------------------------------------------------------- records

export const ZAuditActionSchema = z.object({
  id: ZId,
  findingId: ZId,
  /** the engagement's id; null for a finding raised outside an engagement */
  engagementId: ZId.nullable(),
  engagementTitle: z.string(),
  findingTitle: z.string(),
  rating: ZAuditFindingLevel,
  title: z.string(),
  owner: ZPerson,
  dueOn: ZDay,
  /** stored: Open, In progress, Implemented (waiting validation), Closed */
  state: ZAuditActionState,
  /** shown: the state, or Overdue past the due date while not implemented */
  status: ZAuditActionStatus,
  /** whole days since it was planned */
  ageDays: z.number().int(),
  /** the auditor's note when it was reopened or closed */
  validationNote: z.string(),
  validatedBy: z.string().nullable(),
  validatedAt: ZIsoDateTime.nullable(),
  version: z.number().int(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TAuditAction = z.infer<typeof ZAuditActionSchema>;

export const ZAuditProgressSchema = z.object({
  id: ZId,
  actionId: ZId,
  note: z.string(),
  status: ZAuditProgressState,
  files: z.array(z.object({ fileId: ZId, filename: z.string(), contentType: z.string(), size: z.number() })),
  by: z.object({ employeeId: z.string().nullable(), name: z.string() }),
  at: ZIsoDateTime,
});
export type TAuditProgress = z.infer<typeof ZAuditProgressSchema>;

export const ZAuditResponseSchema = z.object({
  findingId: ZId,
  engagementId: ZId.nullable(),
  findingTitle: z.string(),
  rating: ZAuditFindingLevel,
  state: ZAuditResponseState,
  owners: z.array(ZPerson),
  requestedBy: z.string(),
  requestedAt: ZIsoDateTime,
  cancelReason: z.string(),
  response: z.string(),
  respondedBy: ZPerson.nullable(),
  respondedAt: ZIsoDateTime.nullable(),
  actions: z.array(ZAuditActionSchema),
  version: z.number().int(),
});
export type TAuditResponse = z.infer<typeof ZAuditResponseSchema>;

// ---------------------------------------------------------------- requests

/** A finding of an engagement, or (no `engagementId`) a finding raised outside one. */
export const ZResponseRefSchema = z.object({ engagementId: ZId.optional(), findingId: ZId });
export type TResponseRef = z.infer<typeof ZResponseRefSchema>;
export const ZRequestResponseRequestSchema = ZResponseRefSchema.extend({
  note: text('note', 2000).default(''),
});
export type TRequestResponseRequest = z.infer<typeof ZRequestResponseRequestSchema>;
export const ZCancelResponseRequestSchema = ZResponseRefSchema.extend({
  version: ZVersion,
  reason: required('reason', 2000),
});
export type TCancelResponseRequest = z.infer<typeof ZCancelResponseRequestSchema>;

export const ZPlannedActionSchema = z.object({
  title: required('title', 500),
  ownerId: ZId,
  dueOn: ZDay,
});
export const ZSubmitResponseRequestSchema = ZResponseRefSchema.extend({
  version: ZVersion,
  response: required('response', 8000),
  actions: z
    .array(ZPlannedActionSchema, { error: 'actions must be a list' })
    .min(1, 'actions: plan at least one action')
    .max(MAX_RESPONSE_ACTIONS, `actions: at most ${MAX_RESPONSE_ACTIONS}`),
});
export type TSubmitResponseRequest = z.infer<typeof ZSubmitResponseRequestSchema>;

export const ZActionRefSchema = z.object({ id: ZId });
export const ZAddActionProgressRequestSchema = z.object({
  id: ZId,
  version: ZVersion,
  note: required('note', 4000),
  status: ZAuditProgressState,
});
export type TAddActionProgressRequest = z.infer<typeof ZAddActionProgressRequestSchema>;
export const ZProgressFileRefSchema = z.object({ id: ZId, progressId: ZId, fileId: ZId });
export type TProgressFileRef = z.infer<typeof ZProgressFileRefSchema>;

export const ZValidateActionRequestSchema = z
  .object({
    id: ZId,
    version: ZVersion,
    decision: z.enum(['close', 'reopen'], { error: 'decision must be close or reopen' }),
    note: text('note', 2000).default(''),
  })
  .refine((v) => v.decision === 'close' || v.note.length > 0, {
    message: 'note is required to reopen an action',
    path: ['note'],
  });
export type TValidateActionRequest = z.infer<typeof ZValidateActionRequestSchema>;

/** spec §2 issue-tracker: the company's actions, open (default) or closed, filtered. */
export const ZTrackerRequestSchema = ZPageQuery.extend({
  view: z
    .enum(['open-audit-management-actions', 'closed-audit-management-actions'])
    .default('open-audit-management-actions'),
  engagementId: ZId.optional(),
  /** the audited business unit (of the planned audit's universe entity) */
  unitId: ZId.optional(),
  ownerId: ZId.optional(),
  rating: ZAuditFindingLevel.optional(),
  /** at least this many days old */
  minAgeDays: z.coerce.number().int().min(0).max(3650).optional(),
  overdue: z.union([z.boolean(), z.stringbool()]).optional(),
  /** only actions waiting for the auditor's validation */
  waitingValidation: z.union([z.boolean(), z.stringbool()]).optional(),
});
export type TTrackerRequest = z.infer<typeof ZTrackerRequestSchema>;

/** spec §2 issue-status: the follow-up in counts, per audit and per finding rating. */
const ZIssueCounts = z.object({
  open: z.number().int(),
  overdue: z.number().int(),
  implemented: z.number().int(),
  closed: z.number().int(),
});
export const ZIssueStatusSchema = z.object({
  byAudit: z.array(ZIssueCounts.extend({ engagementId: z.string(), engagementTitle: z.string() })),
  byRating: z.array(ZIssueCounts.extend({ rating: ZAuditFindingLevel })),
  total: ZIssueCounts,
  /** the audit dashboard's open actions by age band (days since planned), on time or overdue */
  openByAge: z.array(
    z.object({ band: z.enum(ACTION_AGE_BANDS), open: z.number().int(), overdue: z.number().int() }),
  ),
});
export type TIssueStatus = z.infer<typeof ZIssueStatusSchema>;

/**
 * The issue status's filters: the tracker's audit, business unit and owner (rating, age, overdue
 * and validation are the report's own rows and columns).
 */
export const ZIssueStatusRequestSchema = z.object({
  engagementId: ZId.optional(),
  unitId: ZId.optional(),
  ownerId: ZId.optional(),
});
export type TIssueStatusRequest = z.infer<typeof ZIssueStatusRequestSchema>;
export const ZExportIssueStatusRequestSchema = ZIssueStatusRequestSchema.extend({
  format: z.enum(['xlsx', 'pdf'], { error: 'format must be xlsx or pdf' }),
});
export type TExportIssueStatusRequest = z.infer<typeof ZExportIssueStatusRequestSchema>;

// ---------------------------------------------------------------- routes

const route = familyRoutes('audit-responses', 'audit');
const item = <T extends z.ZodType>(schema: T) => z.object({ item: schema });

export const AUDIT_RESPONSES_ROUTES = {
  getResponse: route(
    'get',
    'GET',
    "A finding's management response request, the response and its actions; null while none has been requested",
    ZResponseRefSchema,
    item(ZAuditResponseSchema.nullable()),
    'Get Management Response Failed',
  ),
  requestResponse: route(
    'request',
    'POST',
    "Ask a finding's MR owners for a management response: a mail and an inbox task each",
    ZRequestResponseRequestSchema,
    item(ZAuditResponseSchema),
    'Request Management Response Failed',
  ),
  cancelResponse: route(
    'cancel',
    'POST',
    'Cancel a response request not yet answered: the owners’ tasks go and they are told by mail',
    ZCancelResponseRequestSchema,
    item(ZAuditResponseSchema),
    'Cancel Management Response Failed',
  ),
  submitResponse: route(
    'submit',
    'POST',
    'An MR owner submits the response with its action plan, on the version read',
    ZSubmitResponseRequestSchema,
    item(ZAuditResponseSchema),
    'Submit Management Response Failed',
  ),
  getAction: route(
    'action',
    'GET',
    'One management action with its progress records',
    ZActionRefSchema,
    z.object({ item: ZAuditActionSchema, progress: z.array(ZAuditProgressSchema) }),
    'Get Management Action Failed',
  ),
  addProgress: route(
    'add-progress',
    'POST',
    'Record progress on an action: a note, a new status and optionally an evidence file (multipart)',
    ZAddActionProgressRequestSchema,
    z.object({ item: ZAuditActionSchema, progress: ZAuditProgressSchema }),
    'Add Progress Failed',
    { file: PROGRESS_FILE_RULE },
  ),
  getProgressFile: route(
    'progress-file',
    'GET',
    "A short-lived link to a progress record's evidence file",
    ZProgressFileRefSchema,
    z.object({ url: z.string(), filename: z.string() }),
    'Get Progress File Failed',
  ),
  validateAction: route(
    'validate',
    'POST',
    'The auditor closes an implemented action or reopens it with a note',
    ZValidateActionRequestSchema,
    item(ZAuditActionSchema),
    'Validate Management Action Failed',
  ),
  tracker: route(
    'issue-tracker',
    'GET',
    "A page of the company's management actions, open or closed, filtered (audit administrators; others see their own)",
    ZTrackerRequestSchema,
    ZPage(ZAuditActionSchema).extend({
      /** the caller is an audit administrator or on an audit's team: they work with the findings outside audits */
      auditStaff: z.boolean(),
    }),
    'Get Issue Tracker Failed',
  ),
  issueStatus: route(
    'issue-status',
    'GET',
    "Counts of the company's management actions open, overdue, implemented and closed, per audit and per rating (audit administrators; others their own)",
    ZIssueStatusRequestSchema,
    item(ZIssueStatusSchema),
    'Get Issue Status Failed',
  ),
  exportIssueStatus: route(
    'issue-status-export',
    'GET',
    'The issue status, filtered the same way, as an Excel or PDF file: a link that works for 15 minutes',
    ZExportIssueStatusRequestSchema,
    z.object({ url: z.string(), filename: z.string(), contentType: z.string(), size: z.number().int() }),
    'Export Issue Status Failed',
  ),
} as const;

export const auditResponsesRoutes = Object.values(AUDIT_RESPONSES_ROUTES);
