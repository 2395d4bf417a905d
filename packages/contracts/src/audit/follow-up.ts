import { z } from 'zod';
import { ZDay, ZId, ZIsoDateTime, ZVersion } from '../common';
import { familyRoutes } from '../route';
import {
  WORKING_PAPER_FILE_RULE,
  ZArtefactStatus,
  ZEngagementRole,
  ZRetestResult,
  ZRetestSchema,
  ZWorkingPaperFileRefSchema,
} from './engagement';
import { FINAL_REPORT_FORMATS, ZPersonAt } from './report';
import { ZAuditFindingLevel } from './settings';

/**
 * Follow-up audits (spec §2 `follow-audit/{id}/work`, `follow-up-audit-reports/{id}`; §4 approve /
 * not-approve on follow-up): started from a follow-up entry of the audit plan for an engagement
 * whose final report is in force; its work plan lists the engagement's management actions and
 * the auditor chooses which to retest. Each retest is a follow-up working paper (artefact kind
 * `retest`, reviewed through the `audit-engagement` family's send / approve / not-approve /
 * sign-offs routes); the follow-up report is assembled from the approved retests and made as a
 * PDF, a new version each time. The follow-up audit's id is its plan entry's id.
 */

/** The most actions one follow-up audit retests. */
export const MAX_RETESTS = 100;

export const ZFollowUpRefSchema = z.object({ followUpId: ZId });
export type TFollowUpRef = z.infer<typeof ZFollowUpRefSchema>;

export const ZStartFollowUpAuditRequestSchema = z.object({
  followUpId: ZId,
  /** the engagement followed up: one whose final report is in force */
  engagementId: ZId,
});
export type TStartFollowUpAuditRequest = z.infer<typeof ZStartFollowUpAuditRequestSchema>;

export const ZChooseRetestsRequestSchema = z.object({
  followUpId: ZId,
  /** the follow-up audit's version read */
  version: ZVersion,
  actionIds: z
    .array(ZId, { error: 'actionIds must be a list of management actions' })
    .max(MAX_RETESTS, `actionIds: at most ${MAX_RETESTS} actions`),
});
export type TChooseRetestsRequest = z.infer<typeof ZChooseRetestsRequestSchema>;

export const ZSaveRetestRequestSchema = z.object({
  engagementId: ZId,
  id: ZId,
  version: ZVersion,
  result: ZRetestResult,
  notes: z
    .string({ error: 'notes must be text' })
    .trim()
    .min(1, 'notes: say what was tested and what was seen')
    .max(8000, 'notes must be at most 8000 characters'),
});
export type TSaveRetestRequest = z.infer<typeof ZSaveRetestRequestSchema>;

export const ZUploadRetestFileRequestSchema = z.object({ engagementId: ZId, id: ZId, version: ZVersion });
export type TUploadRetestFileRequest = z.infer<typeof ZUploadRetestFileRequestSchema>;

export const FOLLOW_UP_AUDIT_STATUSES = ['In progress', 'Reported'] as const;
export const ZFollowUpAuditStatus = z.enum(FOLLOW_UP_AUDIT_STATUSES);

/** A follow-up audit once started: the engagement it follows up and the final report it read. */
export const ZFollowUpAuditSchema = z.object({
  followUpId: ZId,
  engagementId: ZId,
  engagementTitle: z.string(),
  /** the final report version in force when it was started */
  finalReportVersion: z.number().int(),
  status: ZFollowUpAuditStatus,
  startedBy: z.string(),
  startedAt: ZIsoDateTime,
  version: z.number().int(),
});
export type TFollowUpAudit = z.infer<typeof ZFollowUpAuditSchema>;

/** One management action of the engagement in the work plan, with its retest when chosen. */
export const ZWorkPlanActionSchema = z.object({
  actionId: ZId,
  title: z.string(),
  findingTitle: z.string(),
  rating: ZAuditFindingLevel,
  ownerName: z.string(),
  dueOn: z.string(),
  /** its status now (Open, In progress, Implemented, Closed, Overdue) */
  status: z.string(),
  retest: z
    .object({ id: ZId, status: ZArtefactStatus, result: ZRetestResult.nullable(), removable: z.boolean() })
    .nullable(),
});
export type TWorkPlanAction = z.infer<typeof ZWorkPlanActionSchema>;

/** spec §2 follow-audit/{id}/work: the plan entry, its follow-up audit and the work plan. */
export const ZFollowUpWorkSchema = z.object({
  entry: z.object({
    followUpId: ZId,
    planId: ZId,
    title: z.string(),
    quarter: z.number().int(),
    dueDate: z.string().nullable(),
    notes: z.string(),
  }),
  /** null until a follow-up audit is started from the entry */
  audit: ZFollowUpAuditSchema.nullable(),
  /** the engagement's management actions (empty before it is started or when the caller may not see it) */
  actions: z.array(ZWorkPlanActionSchema),
  /** whether the caller may start it (audit administrators) */
  canStart: z.boolean(),
  /** whether the caller may choose retests and write them (the engagement's lead and performers, the entry's lead, administrators) */
  canWork: z.boolean(),
  /** the caller's roles on the follow-up audit: theirs in the engagement, and `lead` for the entry's own lead */
  myRoles: z.array(ZEngagementRole),
});
export type TFollowUpWork = z.infer<typeof ZFollowUpWorkSchema>;

/** An engagement a follow-up audit may follow up: its final report is in force. */
export const ZFollowUpCandidateSchema = z.object({
  engagementId: ZId,
  title: z.string(),
  endDate: ZDay,
  finalReportVersion: z.number().int(),
});
export type TFollowUpCandidate = z.infer<typeof ZFollowUpCandidateSchema>;

export const ZEngagementFollowUpsRequestSchema = z.object({ engagementId: ZId });
export const ZEngagementFollowUpSchema = ZFollowUpAuditSchema.extend({
  title: z.string(),
  retests: z.number().int(),
});
export type TEngagementFollowUp = z.infer<typeof ZEngagementFollowUpSchema>;

/** A retest as the follow-up report states it. */
export const ZFollowUpReportRetestSchema = z.object({
  actionTitle: z.string(),
  findingTitle: z.string(),
  rating: ZAuditFindingLevel,
  ownerName: z.string(),
  dueOn: z.string(),
  actionStatus: z.string(),
  result: ZRetestResult.nullable(),
  notes: z.string(),
  status: ZArtefactStatus,
  evidence: z.array(z.string()),
});
export type TFollowUpReportRetest = z.infer<typeof ZFollowUpReportRetestSchema>;

/** The follow-up report's content: what the preview shows and what a made version freezes. */
export const ZFollowUpReportContentSchema = z.object({
  companyName: z.string(),
  title: z.string(),
  engagement: z.object({ id: ZId, title: z.string(), auditArea: z.string(), lead: z.string() }),
  finalReportVersion: z.number().int(),
  retests: z.array(ZFollowUpReportRetestSchema),
  summary: z.object({
    implemented: z.number().int(),
    partly: z.number().int(),
    notImplemented: z.number().int(),
  }),
  assembledAt: ZIsoDateTime,
});
export type TFollowUpReportContent = z.infer<typeof ZFollowUpReportContentSchema>;

export const ZFollowUpReportVersionSchema = z.object({
  followUpId: ZId,
  reportVersion: z.number().int(),
  made: ZPersonAt,
  /** who recalled it, when and why; null while it stands */
  recalled: ZPersonAt.extend({ reason: z.string() }).nullable(),
  pdf: z.object({ filename: z.string(), size: z.number().int() }),
  /** the Word file; null for a version made before follow-up reports had one */
  docx: z.object({ filename: z.string(), size: z.number().int() }).nullable(),
  /** the record's own version (a recall is made on it) */
  version: z.number().int(),
});
export type TFollowUpReportVersion = z.infer<typeof ZFollowUpReportVersionSchema>;

/** spec §2 follow-up-audit-reports/{id}: the report as it would be made now, and every version made. */
export const ZFollowUpReportsSchema = z.object({
  draft: ZFollowUpReportContentSchema,
  /** why the report cannot be made now; empty when it can */
  blockers: z.array(z.string()),
  /** the version in force (the newest, unless it was recalled), with the content it froze */
  current: ZFollowUpReportVersionSchema.extend({ content: ZFollowUpReportContentSchema }).nullable(),
  /** every version, newest first */
  history: z.array(ZFollowUpReportVersionSchema),
  /** whether the caller may make and recall it (the engagement's lead, the entry's lead, administrators) */
  canMake: z.boolean(),
});
export type TFollowUpReports = z.infer<typeof ZFollowUpReportsSchema>;

export const ZFollowUpReportFileRequestSchema = z.object({
  followUpId: ZId,
  reportVersion: z.coerce.number().int().min(1),
  /** the PDF unless the Word file is asked for */
  format: z.enum(FINAL_REPORT_FORMATS, { error: 'format must be pdf or docx' }).default('pdf'),
});
export type TFollowUpReportFileRequest = z.infer<typeof ZFollowUpReportFileRequestSchema>;

export const ZRecallFollowUpReportRequestSchema = z.object({
  followUpId: ZId,
  reportVersion: z.coerce.number().int().min(1),
  /** the record's version read */
  version: ZVersion,
  reason: z
    .string({ error: 'reason is required' })
    .trim()
    .min(1, 'reason: say why the report is recalled')
    .max(2000, 'reason must be at most 2000 characters'),
});
export type TRecallFollowUpReportRequest = z.infer<typeof ZRecallFollowUpReportRequestSchema>;

// ---------------------------------------------------------------- routes

const route = familyRoutes('audit-follow-up', 'audit');
const link = z.object({ url: z.string(), filename: z.string() });

export const AUDIT_FOLLOW_UP_ROUTES = {
  getWork: route(
    'work',
    'GET',
    'A follow-up entry, its follow-up audit and the work plan: the management actions and which are retested',
    ZFollowUpRefSchema,
    ZFollowUpWorkSchema,
    'Get Follow Up Audit Failed',
  ),
  listCandidates: route(
    'candidates',
    'GET',
    'The engagements a follow-up audit may follow up: those whose final report is in force',
    z.object({}),
    z.object({ list: z.array(ZFollowUpCandidateSchema) }),
    'Get Follow Up Audit Failed',
  ),
  startFollowUpAudit: route(
    'start',
    'POST',
    'Start the follow-up audit of a plan follow-up entry for an engagement whose final report is in force',
    ZStartFollowUpAuditRequestSchema,
    ZFollowUpWorkSchema,
    'Add Follow Up Audit Failed',
  ),
  chooseRetests: route(
    'choose-retests',
    'POST',
    'Choose which management actions the follow-up audit retests, on the version read',
    ZChooseRetestsRequestSchema,
    ZFollowUpWorkSchema,
    'Update Follow Up Audit Failed',
  ),
  saveRetest: route(
    'save-retest',
    'POST',
    "Record a retest's result and notes on the version read; an approved one becomes a draft again",
    ZSaveRetestRequestSchema,
    z.object({ item: ZRetestSchema }),
    'Update Follow Up Working Paper Failed',
  ),
  uploadRetestFile: route(
    'upload-retest-file',
    'POST',
    'Attach an evidence file (PDF, image, xlsx or docx, at most 10 MB) to a retest',
    ZUploadRetestFileRequestSchema,
    z.object({ item: ZRetestSchema }),
    'Add Follow Up Working Paper File Failed',
    { file: WORKING_PAPER_FILE_RULE },
  ),
  getRetestFile: route(
    'retest-file',
    'GET',
    "A short-lived link to a retest's evidence file",
    ZWorkingPaperFileRefSchema,
    link,
    'Get Follow Up Working Paper File Failed',
  ),
  listEngagementFollowUps: route(
    'engagement-follow-ups',
    'GET',
    "An engagement's follow-up audits (its team)",
    ZEngagementFollowUpsRequestSchema,
    z.object({ list: z.array(ZEngagementFollowUpSchema) }),
    'Get Follow Up Audit Failed',
  ),
  getReports: route(
    'reports',
    'GET',
    'The follow-up report as it would be made now, what blocks it, the newest version and the history',
    ZFollowUpRefSchema,
    ZFollowUpReportsSchema,
    'Get Follow Up Audit Report Failed',
  ),
  makeReport: route(
    'make-report',
    'POST',
    'Make the follow-up report as its next version (PDF and DOCX); every retest must have a result and be approved',
    ZFollowUpRefSchema,
    z.object({ item: ZFollowUpReportVersionSchema }),
    'Update Make Follow Up Audit Report Failed',
  ),
  getReportFile: route(
    'report-file',
    'GET',
    "A short-lived link to a follow-up report version's PDF or DOCX",
    ZFollowUpReportFileRequestSchema,
    link,
    'Get Follow Up Audit Report Failed',
  ),
  recallReport: route(
    'recall-report',
    'POST',
    'Recall the follow-up report version in force with a reason, on the version read; it stays in the history',
    ZRecallFollowUpReportRequestSchema,
    z.object({ item: ZFollowUpReportVersionSchema }),
    'Update Recall Follow Up Audit Report Failed',
  ),
} as const;

export const auditFollowUpRoutes = Object.values(AUDIT_FOLLOW_UP_ROUTES);
