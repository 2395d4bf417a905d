import { z } from 'zod';
import { ZDay, ZId, ZIsoDateTime, ZName, ZPage, ZVersion } from '../common';
import { familyRoutes } from '../route';

/**
 * Compliance management (spec §1, §3, §4, §7 `compliance`): the set-up (categories, complying
 * teams, compliance teams, regulations as an obligations register, universes) and the activities
 * each regulation asks for, on a recurrence, with their submission workflow. ISO 37301:2021 4.5
 * (obligations register) is what a regulation's fields follow.
 */

// ---------------------------------------------------------------- set-up

const ZText = (what: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${what} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => v || null);

const ZRefFields = { id: ZId, version: ZVersion };
export const ZComplianceRefRequestSchema = z.object(ZRefFields);
export type TComplianceRefRequest = z.infer<typeof ZComplianceRefRequestSchema>;

const stamped = {
  version: z.number().int(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
};

export const ZPersonRefSchema = z.object({ employeeId: ZId, fullName: z.string() });
export type TPersonRef = z.infer<typeof ZPersonRefSchema>;

export const ZComplianceCategorySchema = z.object({
  id: ZId,
  name: z.string(),
  description: z.string().nullable(),
  ...stamped,
});
export type TComplianceCategory = z.infer<typeof ZComplianceCategorySchema>;

/** Complying teams are the people who must comply; compliance teams the people who review. */
export const COMPLIANCE_TEAM_KINDS = ['complying', 'compliance'] as const;
export type ComplianceTeamKind = (typeof COMPLIANCE_TEAM_KINDS)[number];

export const ZComplianceTeamSchema = z.object({
  id: ZId,
  name: z.string(),
  description: z.string().nullable(),
  members: z.array(ZPersonRefSchema),
  ...stamped,
});
export type TComplianceTeam = z.infer<typeof ZComplianceTeamSchema>;

/** A risk of the risk register a regulation is linked to (ISO 37301 4.6: compliance risk). */
export const ZLinkedRiskSchema = z.object({ id: ZId, title: z.string() });

export const ZRegulationSchema = z.object({
  id: ZId,
  name: z.string(),
  /** the law, regulator, contract or standard the obligation comes from */
  source: z.string().nullable(),
  /** its reference or clause */
  reference: z.string().nullable(),
  requirement: z.string().nullable(),
  categoryId: ZId.nullable(),
  categoryName: z.string().nullable(),
  owner: ZPersonRefSchema.nullable(),
  applicability: z.string().nullable(),
  effectiveDate: ZDay.nullable(),
  risks: z.array(ZLinkedRiskSchema),
  ...stamped,
});
export type TRegulation = z.infer<typeof ZRegulationSchema>;

export const ZComplianceUniverseSchema = z.object({
  id: ZId,
  name: z.string(),
  description: z.string().nullable(),
  regulationIds: z.array(ZId),
  ...stamped,
});
export type TComplianceUniverse = z.infer<typeof ZComplianceUniverseSchema>;

const namedFields = { name: ZName('name'), description: ZText('description', 1000) };
export const ZAddComplianceCategoryRequestSchema = z.object(namedFields);
export type TAddComplianceCategoryRequest = z.infer<typeof ZAddComplianceCategoryRequestSchema>;
export const ZUpdateComplianceCategoryRequestSchema = z.object({ ...ZRefFields, ...namedFields });
export type TUpdateComplianceCategoryRequest = z.infer<typeof ZUpdateComplianceCategoryRequestSchema>;

const ZIdList = (what: string, max: number) =>
  z
    .array(ZId, { error: `${what} must be a list of ids` })
    .max(max, `${what}: at most ${max}`)
    .default([])
    .transform((ids) => [...new Set(ids)]);

const teamFields = { ...namedFields, memberIds: ZIdList('memberIds', 200) };
export const ZAddComplianceTeamRequestSchema = z.object(teamFields);
export type TAddComplianceTeamRequest = z.infer<typeof ZAddComplianceTeamRequestSchema>;
export const ZUpdateComplianceTeamRequestSchema = z.object({ ...ZRefFields, ...teamFields });
export type TUpdateComplianceTeamRequest = z.infer<typeof ZUpdateComplianceTeamRequestSchema>;

const regulationFields = {
  name: ZName('name'),
  source: ZText('source', 200),
  reference: ZText('reference', 200),
  requirement: ZText('requirement', 4000),
  categoryId: ZId.nullable()
    .optional()
    .transform((v) => v ?? null),
  ownerId: ZId.nullable()
    .optional()
    .transform((v) => v ?? null),
  applicability: ZText('applicability', 1000),
  effectiveDate: ZDay.nullable()
    .optional()
    .transform((v) => v ?? null),
  riskIds: ZIdList('riskIds', 20),
};
export const ZAddRegulationRequestSchema = z.object(regulationFields);
export type TAddRegulationRequest = z.infer<typeof ZAddRegulationRequestSchema>;
export const ZUpdateRegulationRequestSchema = z.object({ ...ZRefFields, ...regulationFields });
export type TUpdateRegulationRequest = z.infer<typeof ZUpdateRegulationRequestSchema>;

const universeFields = { ...namedFields, regulationIds: ZIdList('regulationIds', 80) };
export const ZAddComplianceUniverseRequestSchema = z.object(universeFields);
export type TAddComplianceUniverseRequest = z.infer<typeof ZAddComplianceUniverseRequestSchema>;
export const ZUpdateComplianceUniverseRequestSchema = z.object({ ...ZRefFields, ...universeFields });
export type TUpdateComplianceUniverseRequest = z.infer<typeof ZUpdateComplianceUniverseRequestSchema>;

// ---------------------------------------------------------------- activities

export const RECURRENCES = ['once', 'monthly', 'quarterly', 'half-yearly', 'yearly', 'custom'] as const;
export const ZRecurrence = z.enum(RECURRENCES);
export type TRecurrence = z.infer<typeof ZRecurrence>;

/** What an activity shows (spec §4 and the issue): colours in packages/rules (complianceColour). */
export const COMPLIANCE_STATUSES = [
  'Upcoming',
  'Due',
  'Overdue',
  'Submitted',
  'Compliant',
  'Declined',
] as const;
export const ZComplianceStatus = z.enum(COMPLIANCE_STATUSES);
export type TComplianceStatus = z.infer<typeof ZComplianceStatus>;

/**
 * An evidence file of a submission (ISO 37301 9.1: documented information as evidence), stored in
 * S3 under the company, its type told from its own bytes.
 */
export const COMPLIANCE_EVIDENCE_RULE = {
  field: 'document',
  maxBytes: 10 * 1024 * 1024,
  types: [
    'application/pdf',
    'image/png',
    'image/jpeg',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
} as const;
/** how many evidence files one period's submission carries at most */
export const MAX_EVIDENCE_FILES = 10;

export const ZEvidenceFileSchema = z.object({
  fileId: ZId,
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: ZIsoDateTime,
});
export type TEvidenceFile = z.infer<typeof ZEvidenceFileSchema>;

export const ZActivitySchema = z.object({
  id: ZId,
  name: z.string(),
  description: z.string().nullable(),
  regulationId: ZId,
  regulationName: z.string(),
  complyingTeamId: ZId,
  complyingTeamName: z.string(),
  complianceTeamId: ZId,
  complianceTeamName: z.string(),
  recurrence: ZRecurrence,
  /** RFC 5545 rule text, for `custom` */
  rule: z.string().nullable(),
  /** the first due date; its day of month is the due day of monthly to yearly recurrences */
  startDate: ZDay,
  dueDay: z.number().int(),
  graceDays: z.number().int(),
  /** spec §3, with their display copies `d_…` (dd/mm/yyyy) */
  lastComplianceDate: ZDay.nullable(),
  d_lastComplianceDate: z.string(),
  nextComplianceDate: ZDay.nullable(),
  d_nextComplianceDate: z.string(),
  nextComplianceDatePendingApproval: ZDay.nullable(),
  d_nextComplianceDatePendingApproval: z.string(),
  status: ZComplianceStatus,
  colour: z.string(),
  notes: z.string().nullable(),
  /** the evidence files of the current period's submission (attached before it is submitted) */
  evidence: z.array(ZEvidenceFileSchema),
  ...stamped,
});
export type TActivity = z.infer<typeof ZActivitySchema>;

const ZRule = z
  .string()
  .trim()
  .max(500, 'rule must be at most 500 characters')
  .nullable()
  .optional()
  .transform((v) => v || null);

const activityFields = {
  name: ZName('name'),
  description: ZText('description', 2000),
  regulationId: ZId,
  complyingTeamId: ZId,
  complianceTeamId: ZId,
  recurrence: ZRecurrence,
  rule: ZRule,
  startDate: ZDay,
  graceDays: z.coerce
    .number({ error: 'graceDays must be a number of days' })
    .int('graceDays must be a whole number of days')
    .min(0, 'graceDays must be 0 to 90')
    .max(90, 'graceDays must be 0 to 90')
    .default(0),
};
const withRule = <T extends { recurrence: TRecurrence; rule: string | null }>(v: T, ctx: z.RefinementCtx) => {
  if (v.recurrence === 'custom' && !v.rule) {
    ctx.addIssue({ code: 'custom', path: ['rule'], message: 'rule is required for a custom recurrence' });
  }
};
export const ZAddActivityRequestSchema = z.object(activityFields).superRefine(withRule);
export type TAddActivityRequest = z.infer<typeof ZAddActivityRequestSchema>;
export const ZUpdateActivityRequestSchema = z
  .object({ ...ZRefFields, ...activityFields })
  .superRefine(withRule);
export type TUpdateActivityRequest = z.infer<typeof ZUpdateActivityRequestSchema>;

export const ZActivityListRequestSchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(2048).optional(),
  status: ZComplianceStatus.optional(),
  regulationId: ZId.optional(),
  teamId: ZId.optional(),
});
export type TActivityListRequest = z.infer<typeof ZActivityListRequestSchema>;

export const ZCalendarRequestSchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM'),
});
export type TCalendarRequest = z.infer<typeof ZCalendarRequestSchema>;

// ---------------------------------------------------------------- routes

const family = 'compliance';
const read = familyRoutes(family, 'compliance');
const write = familyRoutes(family, 'compliance', { note: 'Compliance Management administrators' });
const list = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item) });
const one = <T extends z.ZodType>(item: T) => z.object({ item });

/** list, add, update, delete of one set-up noun (spec §7), titled per spec §8. */
const crud = <I extends z.ZodType, A extends z.ZodType, U extends z.ZodType>(
  plural: string,
  singular: string,
  title: string,
  item: I,
  add: A,
  update: U,
) => ({
  all: read(
    `all-${plural}`,
    'GET',
    `Every ${title.toLowerCase()} of the company, by name`,
    z.object({}),
    list(item),
    `Get ${title} Failed`,
  ),
  add: write(
    `add-${singular}`,
    'POST',
    `Add a ${title.toLowerCase()}`,
    add,
    one(item),
    `Add ${title} Failed`,
  ),
  update: write(
    `update-${singular}`,
    'POST',
    `Change a ${title.toLowerCase()}`,
    update,
    one(item),
    `Update ${title} Failed`,
  ),
  delete: write(
    `delete-${singular}`,
    'POST',
    `Delete a ${title.toLowerCase()} nothing refers to`,
    ZComplianceRefRequestSchema,
    one(item),
    `Delete ${title} Failed`,
  ),
});

export const COMPLIANCE_SETUP_ROUTES = {
  category: crud(
    'categories',
    'category',
    'Compliance Category',
    ZComplianceCategorySchema,
    ZAddComplianceCategoryRequestSchema,
    ZUpdateComplianceCategoryRequestSchema,
  ),
  complying: crud(
    'complying-teams',
    'complying-team',
    'Complying Team',
    ZComplianceTeamSchema,
    ZAddComplianceTeamRequestSchema,
    ZUpdateComplianceTeamRequestSchema,
  ),
  compliance: crud(
    'compliance-teams',
    'compliance-team',
    'Compliance Team',
    ZComplianceTeamSchema,
    ZAddComplianceTeamRequestSchema,
    ZUpdateComplianceTeamRequestSchema,
  ),
  regulation: crud(
    'regulations',
    'regulation',
    'Regulation',
    ZRegulationSchema,
    ZAddRegulationRequestSchema,
    ZUpdateRegulationRequestSchema,
  ),
  universe: crud(
    'universes',
    'universe',
    'Universe',
    ZComplianceUniverseSchema,
    ZAddComplianceUniverseRequestSchema,
    ZUpdateComplianceUniverseRequestSchema,
  ),
} as const;

export const listActivities = read(
  'activities',
  'GET',
  'A page of the activities, next due first, filtered by status, regulation or team',
  ZActivityListRequestSchema,
  ZPage(ZActivitySchema),
  'Get Compliance Activities Failed',
);
export const getActivity = read(
  'activity',
  'GET',
  'One activity',
  z.object({ id: ZId }),
  one(ZActivitySchema),
  'Get Compliance Activity Failed',
);
export const getComplianceCalendar = read(
  'calendar',
  'GET',
  'The activities due in a month, by due date',
  ZCalendarRequestSchema,
  list(ZActivitySchema),
  'Get Compliance Calendar Failed',
);
export const addActivity = write(
  'add-activity',
  'POST',
  'Add an activity to a regulation: its teams, recurrence, first due date and grace period',
  ZAddActivityRequestSchema,
  one(ZActivitySchema),
  'Add Compliance Activity Failed',
);
export const updateActivity = write(
  'update-activity',
  'POST',
  'Change an activity (a new recurrence or first due date computes its next date again)',
  ZUpdateActivityRequestSchema,
  one(ZActivitySchema),
  'Update Compliance Activity Failed',
);
export const deleteActivity = write(
  'delete-activity',
  'POST',
  'Delete an activity with no submission waiting',
  ZComplianceRefRequestSchema,
  one(ZActivitySchema),
  'Delete Compliance Activity Failed',
);

// ---------------------------------------------------------------- submission workflow

export const COMPLIANCE_STEP_KINDS = ['notes', 'submitted', 'accepted', 'declined'] as const;

export const ZComplianceStepSchema = z.object({
  id: ZId,
  kind: z.enum(COMPLIANCE_STEP_KINDS),
  dueDate: ZDay.nullable(),
  employeeId: ZId.nullable(),
  actorName: z.string(),
  adminProcess: z.boolean(),
  notes: z.string().nullable(),
  reason: z.string().nullable(),
  evidenceEffectiveDate: ZDay.nullable(),
  /** the next compliance date a submission proposed for approval */
  proposedNextComplianceDate: ZDay.nullable(),
  /** a submission's evidence files, as they were submitted */
  files: z.array(ZEvidenceFileSchema),
  at: ZIsoDateTime,
});
export type TComplianceStep = z.infer<typeof ZComplianceStepSchema>;

const ZNotes = ZText('notes', 4000);
export const ZSaveComplianceNotesRequestSchema = z.object({ ...ZRefFields, notes: ZNotes });
export type TSaveComplianceNotesRequest = z.infer<typeof ZSaveComplianceNotesRequestSchema>;
export const ZSubmitComplianceRequestSchema = z.object({
  ...ZRefFields,
  notes: ZNotes,
  /** the day the evidence shows compliance from */
  evidenceEffectiveDate: ZDay,
  /**
   * a next compliance date other than the recurrence's: pending until the reviewer processes the
   * submission (approved) or declines it (dropped); the computed date itself changes nothing
   */
  proposedNextComplianceDate: ZDay.nullable()
    .optional()
    .transform((v) => v ?? null),
});
export type TSubmitComplianceRequest = z.infer<typeof ZSubmitComplianceRequestSchema>;
export const ZDeclineComplianceRequestSchema = z.object({
  ...ZRefFields,
  reason: z
    .string({ error: 'reason is required' })
    .trim()
    .min(1, 'reason is required')
    .max(2000, 'reason must be at most 2000 characters'),
});
export type TDeclineComplianceRequest = z.infer<typeof ZDeclineComplianceRequestSchema>;

export const ZUploadComplianceEvidenceRequestSchema = z.object(ZRefFields);
export type TUploadComplianceEvidenceRequest = z.infer<typeof ZUploadComplianceEvidenceRequestSchema>;
export const ZComplianceEvidenceRefSchema = z.object({
  id: ZId,
  fileId: ZId,
  /** the submitted step holding the file; without it, the current period's evidence */
  stepId: ZId.optional(),
});
export type TComplianceEvidenceRef = z.infer<typeof ZComplianceEvidenceRefSchema>;

export const ZRequiredActionsSchema = z.object({
  /** activities the caller's complying teams must submit (due within the lead time, overdue, declined) */
  toSubmit: z.array(ZActivitySchema),
  /** submissions waiting for the caller's compliance teams */
  toReview: z.array(ZActivitySchema),
});

export const saveComplianceNotes = read(
  'save-notes',
  'POST',
  'Save the complying team’s working notes on an activity (members of its complying team)',
  ZSaveComplianceNotesRequestSchema,
  one(ZActivitySchema),
  'Save Compliance Notes Failed',
);
export const submitCompliance = read(
  'submit',
  'POST',
  'Submit the current period with its evidence effective date, optionally proposing another next compliance date for approval (members of its complying team)',
  ZSubmitComplianceRequestSchema,
  one(ZActivitySchema),
  'Submit Compliance Failed',
);
export const uploadComplianceEvidence = read(
  'upload-evidence',
  'POST',
  'Attach an evidence file to the current period before it is submitted (members of its complying team; PDF, PNG, JPEG, xlsx or docx, at most 10 MB)',
  ZUploadComplianceEvidenceRequestSchema,
  one(ZActivitySchema),
  'Upload Compliance Evidence Failed',
  { file: COMPLIANCE_EVIDENCE_RULE },
);
export const getComplianceEvidenceLink = read(
  'evidence-file',
  'GET',
  'A short-lived link to an evidence file (members of the activity’s teams and administrators)',
  ZComplianceEvidenceRefSchema,
  z.object({ url: z.string(), filename: z.string() }),
  'Get Compliance Evidence Failed',
);
export const processCompliance = read(
  'process',
  'POST',
  'Accept the waiting submission: the last compliance date is set and the next one computed, or the proposed one approved (members of its compliance team)',
  ZComplianceRefRequestSchema,
  one(ZActivitySchema),
  'Process Compliance Submission Failed',
);
export const declineCompliance = read(
  'decline',
  'POST',
  'Send the waiting submission back to the complying team with a reason (members of its compliance team)',
  ZDeclineComplianceRequestSchema,
  one(ZActivitySchema),
  'Decline Compliance Submission Failed',
);
export const adminProcessCompliance = write(
  'admin-process',
  'POST',
  'Accept the waiting submission on the compliance team’s behalf, recorded as such',
  ZComplianceRefRequestSchema,
  one(ZActivitySchema),
  'Process Compliance Submission Failed',
);
export const listComplianceHistory = read(
  'history',
  'GET',
  'Every step of an activity’s submissions, oldest first, with who and when',
  z.object({ id: ZId }),
  list(ZComplianceStepSchema),
  'Get Compliance History Failed',
);
export const getRequiredActions = read(
  'required-actions',
  'GET',
  'What the caller’s complying and compliance teams must do now',
  z.object({}),
  ZRequiredActionsSchema,
  'Get Compliance Required Actions Failed',
);
export const getRequiredActionsCount = read(
  'required-actions-count',
  'GET',
  'How many required actions the caller has (my inbox, the dashboard)',
  z.object({}),
  z.object({ count: z.number().int() }),
  'Get Compliance Required Actions Failed',
);

// ---------------------------------------------------------------- reports

/**
 * What a compliance officer reads (ISO 37301 9.1 monitoring): the status of the activities by
 * regulation, by complying team, by category and by business unit (a universe), what is overdue or sent back, the submission
 * steps of a period, and the obligations register itself (4.5).
 */
export const COMPLIANCE_REPORTS = [
  'status',
  'status-by-team',
  'status-by-category',
  'status-by-unit',
  'overdue',
  'submissions',
  'register',
] as const;
export const ZComplianceReportKind = z.enum(COMPLIANCE_REPORTS);
export type TComplianceReportKind = z.infer<typeof ZComplianceReportKind>;

const reportFilters = {
  report: ZComplianceReportKind,
  regulationId: ZId.optional(),
  categoryId: ZId.optional(),
  universeId: ZId.optional(),
  /** the submissions report's period (inclusive); default the last 90 days */
  from: ZDay.optional(),
  to: ZDay.optional(),
};
const periodOrder = <T extends { from?: string | undefined; to?: string | undefined }>(
  v: T,
  ctx: z.RefinementCtx,
) => {
  if (v.from && v.to && v.from > v.to) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
  }
};
export const ZComplianceReportRequestSchema = z.object(reportFilters).superRefine(periodOrder);
export type TComplianceReportRequest = z.infer<typeof ZComplianceReportRequestSchema>;

/**
 * The submissions report's `step` values: codes the screen and the export name in the reader's
 * language (`admin-accepted`: processed by an administrator on the compliance team's behalf).
 */
export const COMPLIANCE_REPORT_STEPS = ['submitted', 'accepted', 'declined', 'admin-accepted'] as const;
export type TComplianceReportStep = (typeof COMPLIANCE_REPORT_STEPS)[number];

export const ZComplianceReportColumnSchema = z.object({
  key: z.string(),
  header: z.string(),
  kind: z.enum(['text', 'number', 'date']),
});
export const ZComplianceReportSchema = z.object({
  report: ZComplianceReportKind,
  title: z.string(),
  /** the period the submissions report covers */
  from: ZDay.nullable(),
  to: ZDay.nullable(),
  columns: z.array(ZComplianceReportColumnSchema),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
});
export type TComplianceReport = z.infer<typeof ZComplianceReportSchema>;

export const COMPLIANCE_REPORT_LANGUAGES = ['en', 'de', 'bn'] as const;
export type TComplianceReportLanguage = (typeof COMPLIANCE_REPORT_LANGUAGES)[number];

export const ZExportComplianceReportRequestSchema = z
  .object({
    ...reportFilters,
    format: z.enum(['xlsx', 'pdf']),
    /** the file's language: its title, headings, status and step words, chart and group names; default en */
    language: z.enum(COMPLIANCE_REPORT_LANGUAGES).optional(),
  })
  .superRefine(periodOrder);
export type TExportComplianceReportRequest = z.infer<typeof ZExportComplianceReportRequestSchema>;

export const getComplianceReport = read(
  'report',
  'GET',
  'A compliance report — status by regulation, complying team, category or business unit, overdue and declined activities, the submissions of a period, or the obligations register — filtered by regulation, category or universe',
  ZComplianceReportRequestSchema,
  ZComplianceReportSchema,
  'Get Compliance Report Failed',
);
export const exportComplianceReport = read(
  'export-report',
  'GET',
  'The same report as an Excel or PDF file: a link that works for 15 minutes',
  ZExportComplianceReportRequestSchema,
  z.object({ url: z.string(), filename: z.string(), contentType: z.string(), size: z.number().int() }),
  'Export Compliance Report Failed',
);

export const complianceRoutes = [
  ...Object.values(COMPLIANCE_SETUP_ROUTES).flatMap((r) => [r.all, r.add, r.update, r.delete]),
  listActivities,
  getActivity,
  getComplianceCalendar,
  addActivity,
  updateActivity,
  deleteActivity,
  saveComplianceNotes,
  submitCompliance,
  uploadComplianceEvidence,
  getComplianceEvidenceLink,
  processCompliance,
  declineCompliance,
  adminProcessCompliance,
  listComplianceHistory,
  getRequiredActions,
  getRequiredActionsCount,
  getComplianceReport,
  exportComplianceReport,
] as const;
