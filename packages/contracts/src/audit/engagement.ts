import { z } from 'zod';
import { ZDay, ZId, ZIsoDateTime, ZPage, ZPageQuery, ZVersion } from '../common';
import { familyRoutes, type FileRule } from '../route';
import { ZAuditFindingLevel, ZAuditRatingColour } from './settings';

/**
 * The audit engagement and its fieldwork (spec §1 audit management, §2 `audits` and `manage/{id}`,
 * §4 audit workflow actions): an engagement opened with its own team, its scope, planning
 * memorandum, process descriptions, risk-control matrix and working papers, each sent for review
 * and approved or not by a reviewer. Every decision leaves a sign-off that is never rewritten.
 */

/** spec §2 fieldwork view: open audits (default) and closed ones. */
export const ENGAGEMENT_STATUSES = ['Open', 'Closed'] as const;
export const ZEngagementStatus = z.enum(ENGAGEMENT_STATUSES);
export type EngagementStatus = (typeof ENGAGEMENT_STATUSES)[number];

/**
 * What a reviewer approves (spec §4): scope, process description, risk matrix row, working paper,
 * a finding (its record is here, its routes are the `audit-findings` family) and the engagement's
 * overall opinion (one per engagement, its id the engagement's; routes in `audit-report`), and a
 * follow-up audit's retest of one management action (routes in `audit-follow-up`).
 */
export const ARTEFACT_KINDS = ['scope', 'process', 'risk', 'paper', 'finding', 'opinion', 'retest'] as const;
export const ZArtefactKind = z.enum(ARTEFACT_KINDS);
export type ArtefactKind = (typeof ARTEFACT_KINDS)[number];

/** Where an artefact stands in its review. */
export const ARTEFACT_STATUSES = ['Draft', 'Sent', 'Approved', 'Not Approved'] as const;
export const ZArtefactStatus = z.enum(ARTEFACT_STATUSES);
export type ArtefactStatus = (typeof ARTEFACT_STATUSES)[number];

export const SIGN_OFF_DECISIONS = ['Approved', 'Not Approved'] as const;
export const ZSignOffDecision = z.enum(SIGN_OFF_DECISIONS);

/** The role a person acts in within one engagement (its own team, chosen when it is opened). */
export const ENGAGEMENT_ROLES = ['lead', 'performer', 'reviewer', 'admin'] as const;
export const ZEngagementRole = z.enum(ENGAGEMENT_ROLES);
export type EngagementRole = (typeof ENGAGEMENT_ROLES)[number];

/** The roles a task waits on someone in (my-task's `/{id}/{role}`). */
/** `owner`: a management-response owner asked to respond, or an action's owner. */
export const AUDIT_TASK_ROLES = ['reviewer', 'performer', 'owner'] as const;
export const ZAuditTaskRole = z.enum(AUDIT_TASK_ROLES);
export type AuditTaskRole = (typeof AUDIT_TASK_ROLES)[number];

/** spec §9 risk control types, for the matrix's controls. */
export const RCM_CONTROL_TYPES = ['Preventative', 'Detective', 'Reactive'] as const;
export const ZRcmControlType = z.enum(RCM_CONTROL_TYPES);
/** spec §9 audit risk ratings. */
export const RCM_RISK_RATINGS = ['High', 'Medium', 'Low'] as const;
export const ZRcmRiskRating = z.enum(RCM_RISK_RATINGS);

/** Working-paper evidence: PDF, image, spreadsheet or Word file, at most 10 MB. */
export const WORKING_PAPER_FILE_RULE = {
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
/** The most evidence files one working paper carries. */
export const MAX_PAPER_FILES = 20;
/** The most people on each role of an engagement's team. */
export const MAX_ENGAGEMENT_TEAM = 10;

// ---------------------------------------------------------------- records

const ZPerson = z.object({ employeeId: ZId, fullName: z.string() });

export const ZEngagementSchema = z.object({
  id: ZId,
  title: z.string(),
  auditArea: z.string(),
  /** the audit plan's planned audit it was opened from, when it was */
  plannedAuditId: z.string().nullable(),
  lead: ZPerson,
  performers: z.array(ZPerson),
  reviewers: z.array(ZPerson),
  startDate: ZDay,
  endDate: ZDay,
  status: ZEngagementStatus,
  /** the caller's roles in it */
  myRoles: z.array(ZEngagementRole),
  version: z.number().int(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TEngagement = z.infer<typeof ZEngagementSchema>;

/** What every reviewed artefact carries about its review. */
const reviewFields = {
  id: ZId,
  engagementId: ZId,
  kind: ZArtefactKind,
  status: ZArtefactStatus,
  /** edited after it was approved: it needs approving again */
  changedAfterApproval: z.boolean(),
  /** the reviewer's note of the last not-approve */
  reviewNote: z.string().nullable(),
  preparer: ZPerson.nullable(),
  version: z.number().int(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
};

export const ZScopeSchema = z.object({
  ...reviewFields,
  kind: z.literal('scope'),
  title: z.string(),
  inScope: z.string(),
  outOfScope: z.string(),
  periodFrom: ZDay.nullable(),
  periodTo: ZDay.nullable(),
  /** the reason given when a scope change was allowed after approval */
  changeReason: z.string().nullable(),
});
export type TScope = z.infer<typeof ZScopeSchema>;

export const ZProcessDescriptionSchema = z.object({
  ...reviewFields,
  kind: z.literal('process'),
  name: z.string(),
  owner: z.string(),
  description: z.string(),
  rcmCount: z.number().int(),
});
export type TProcessDescription = z.infer<typeof ZProcessDescriptionSchema>;

export const ZRcmRowSchema = z.object({
  ...reviewFields,
  kind: z.literal('risk'),
  processId: ZId,
  processName: z.string(),
  risk: z.string(),
  riskRating: ZRcmRiskRating,
  /** a risk of the risk register this row stands for, when it does */
  registerRiskId: ZId.nullable(),
  registerRiskTitle: z.string().nullable(),
  control: z.string(),
  controlType: ZRcmControlType,
  testOfDesign: z.string(),
  testOfEffectiveness: z.string(),
});
export type TRcmRow = z.infer<typeof ZRcmRowSchema>;

export const ZWorkingPaperFileSchema = z.object({
  fileId: ZId,
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: ZIsoDateTime,
});
export type TWorkingPaperFile = z.infer<typeof ZWorkingPaperFileSchema>;

export const ZWorkingPaperSchema = z.object({
  ...reviewFields,
  kind: z.literal('paper'),
  title: z.string(),
  rcmRowId: ZId.nullable(),
  procedure: z.string(),
  sample: z.string(),
  result: z.string(),
  conclusion: z.string(),
  reviewer: ZPerson.nullable(),
  files: z.array(ZWorkingPaperFileSchema),
});
export type TWorkingPaper = z.infer<typeof ZWorkingPaperSchema>;

/**
 * A working paper as the engagement's list shows it: its review state, people and how many
 * evidence files it holds, without the procedure, sample, result and conclusion (the detail page
 * reads those), so a page of 50 reads and sends only what the list shows.
 */
export const ZWorkingPaperRowSchema = ZWorkingPaperSchema.pick({
  id: true,
  engagementId: true,
  kind: true,
  status: true,
  changedAfterApproval: true,
  reviewNote: true,
  preparer: true,
  version: true,
  createdAt: true,
  updatedAt: true,
  title: true,
  rcmRowId: true,
  reviewer: true,
}).extend({ fileCount: z.number().int() });
export type TWorkingPaperRow = z.infer<typeof ZWorkingPaperRowSchema>;

/**
 * What a finding's root cause is put down to. The audit settings have no root-cause kind, so the
 * categories are fixed: the usual IIA grouping of why a control failed.
 */
export const ROOT_CAUSE_CATEGORIES = ['People', 'Process', 'Technology', 'Governance', 'External'] as const;
export const ZRootCauseCategory = z.enum(ROOT_CAUSE_CATEGORIES, {
  error: `category must be one of ${ROOT_CAUSE_CATEGORIES.join(', ')}`,
});
export type RootCauseCategory = (typeof ROOT_CAUSE_CATEGORIES)[number];

export const ZRootCauseSchema = z.object({ id: ZId, category: ZRootCauseCategory, description: z.string() });
export type TRootCause = z.infer<typeof ZRootCauseSchema>;

/** A risk-register risk a finding concerns, with its current level and the controls named. */
export const ZFindingRiskSchema = z.object({
  riskId: ZId,
  title: z.string(),
  /** the risk's residual level now (read from the register); null when unrated or no longer there */
  level: z.string().nullable(),
  /** false when the risk was deleted from the register after it was linked */
  inRegister: z.boolean(),
  controls: z.array(z.object({ id: ZId, name: z.string() })),
});
export type TFindingRisk = z.infer<typeof ZFindingRiskSchema>;

/** A finding (IIA 14.2–14.4): criteria, condition, cause, effect, root causes, rating, recommendation. */
export const ZFindingSchema = z.object({
  ...reviewFields,
  kind: z.literal('finding'),
  title: z.string(),
  criteria: z.string(),
  condition: z.string(),
  cause: z.string(),
  effect: z.string(),
  rootCauses: z.array(ZRootCauseSchema),
  rating: ZAuditFindingLevel,
  recommendation: z.string(),
  papers: z.array(z.object({ id: ZId, title: z.string() })),
  risks: z.array(ZFindingRiskSchema),
  /** the management-response owners asked to respond to it (employees of the company) */
  mrOwners: z.array(ZPerson),
});
export type TFinding = z.infer<typeof ZFindingSchema>;

/**
 * The engagement's overall opinion: a rating of the company's opinion ratings (audit settings,
 * spec §9 colours) as it read when chosen, and the reasoning behind it.
 */
export const ZOpinionSchema = z.object({
  ...reviewFields,
  kind: z.literal('opinion'),
  /** the audit settings' opinion rating chosen */
  ratingId: ZId,
  ratingName: z.string(),
  colour: ZAuditRatingColour,
  reasoning: z.string(),
});
export type TOpinion = z.infer<typeof ZOpinionSchema>;

/** What the auditor found when retesting a management action in a follow-up audit. */
export const RETEST_RESULTS = ['Implemented', 'Partly implemented', 'Not implemented'] as const;
export const ZRetestResult = z.enum(RETEST_RESULTS, {
  error: `result must be one of ${RETEST_RESULTS.join(', ')}`,
});
export type RetestResult = (typeof RETEST_RESULTS)[number];

/**
 * A follow-up working paper (docs/audit.md "Follow-up audits"): the retest of one management
 * action of the engagement, with the action as it stood when chosen, the auditor's result, notes
 * and evidence files. Reviewed like every artefact of the engagement.
 */
export const ZRetestSchema = z.object({
  ...reviewFields,
  kind: z.literal('retest'),
  /** the follow-up entry of the plan the follow-up audit was started from */
  followUpId: ZId,
  actionId: ZId,
  actionTitle: z.string(),
  findingTitle: z.string(),
  rating: ZAuditFindingLevel,
  ownerName: z.string(),
  dueOn: z.string(),
  /** the action's status (shown) when it was chosen for retesting */
  actionStatus: z.string(),
  /** null until the auditor records one */
  result: ZRetestResult.nullable(),
  notes: z.string(),
  files: z.array(ZWorkingPaperFileSchema),
});
export type TRetest = z.infer<typeof ZRetestSchema>;
export type TAuditArtefact =
  TScope | TProcessDescription | TRcmRow | TWorkingPaper | TFinding | TOpinion | TRetest;

export const ZMemoSchema = z.object({
  engagementId: ZId,
  objectives: z.string(),
  criteria: z.string(),
  risksConsidered: z.string(),
  resources: z.string(),
  timeline: z.string(),
  /** 0 while nothing is saved */
  version: z.number().int(),
  updatedAt: ZIsoDateTime.nullable(),
});
export type TMemo = z.infer<typeof ZMemoSchema>;

export const ZAuditSignOffSchema = z.object({
  id: ZId,
  engagementId: ZId,
  kind: ZArtefactKind,
  artefactId: ZId,
  artefactTitle: z.string(),
  decision: ZSignOffDecision,
  note: z.string(),
  by: z.object({ employeeId: z.string().nullable(), name: z.string() }),
  role: ZEngagementRole,
  at: ZIsoDateTime,
  /** SHA-256 (hex) of the artefact's canonical content at the moment of the decision */
  contentHash: z.string(),
  artefactVersion: z.number().int(),
});
export type TAuditSignOff = z.infer<typeof ZAuditSignOffSchema>;

/** What a task is about: a reviewed artefact, a requested management response, an action to validate. */
export const AUDIT_TASK_KINDS = [...ARTEFACT_KINDS, 'response', 'validation', 'checklist'] as const;
export const ZAuditTaskKind = z.enum(AUDIT_TASK_KINDS);
export type AuditTaskKind = (typeof AUDIT_TASK_KINDS)[number];

export const ZAuditTaskSchema = z.object({
  kind: ZAuditTaskKind,
  role: ZAuditTaskRole,
  engagementId: ZId,
  engagementTitle: z.string(),
  artefactId: ZId,
  artefactTitle: z.string(),
  status: ZArtefactStatus,
  since: ZIsoDateTime,
});
export type TAuditTask = z.infer<typeof ZAuditTaskSchema>;

export const ZAuditTaskCountsSchema = z.object({
  total: z.number().int(),
  reviewer: z.number().int(),
  performer: z.number().int(),
  owner: z.number().int(),
});
export type TAuditTaskCounts = z.infer<typeof ZAuditTaskCountsSchema>;

/**
 * The audit administrators' dashboard figures: engagements by state, papers awaiting review, the
 * current plan's progress (its included planned audits: not yet opened, open, closed; null when no
 * active plan for the year), findings by rating (engagement findings and those raised outside) and
 * the year's average customer-survey score.
 */
export const ZAuditSummarySchema = z.object({
  engagementsByStatus: z.array(z.object({ status: ZEngagementStatus, count: z.number().int() })),
  papersAwaitingReview: z.number().int(),
  planProgress: z
    .object({
      planId: z.string(),
      title: z.string(),
      year: z.number().int(),
      planned: z.number().int(),
      open: z.number().int(),
      closed: z.number().int(),
    })
    .nullable(),
  findingsByRating: z.array(
    z.object({ rating: ZAuditFindingLevel, engagement: z.number().int(), outside: z.number().int() }),
  ),
  /**
   * This year's customer satisfaction surveys (docs/audit.md): the mean of the answered audits'
   * averages (null when none answered), and how many audits it is taken over.
   */
  surveyScore: z.object({
    year: z.number().int(),
    average: z.number().nullable(),
    audits: z.number().int(),
  }),
});
export type TAuditSummary = z.infer<typeof ZAuditSummarySchema>;

// ---------------------------------------------------------------- requests

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);
const required = (field: string, max: number) => text(field, max).min(1, `${field} is required`);
const team = (field: string, min: number) =>
  z
    .array(ZId, { error: `${field} must be a list of employees` })
    .min(min, `${field}: choose at least ${min}`)
    .max(MAX_ENGAGEMENT_TEAM, `${field}: at most ${MAX_ENGAGEMENT_TEAM}`);

export const ZOpenEngagementRequestSchema = z.object({
  title: required('title', 200),
  auditArea: text('auditArea', 200).default(''),
  plannedAuditId: ZId.nullable().optional(),
  leadId: ZId,
  performerIds: team('performerIds', 0).default([]),
  reviewerIds: team('reviewerIds', 1),
  startDate: ZDay,
  endDate: ZDay,
});
export type TOpenEngagementRequest = z.infer<typeof ZOpenEngagementRequestSchema>;

export const ZListEngagementsRequestSchema = ZPageQuery.extend({ status: ZEngagementStatus.default('Open') });
export type TListEngagementsRequest = z.infer<typeof ZListEngagementsRequestSchema>;
export const ZEngagementRefSchema = z.object({ engagementId: ZId });
export type TEngagementRef = z.infer<typeof ZEngagementRefSchema>;
export const ZCloseEngagementRequestSchema = z.object({ engagementId: ZId, version: ZVersion });
export type TCloseEngagementRequest = z.infer<typeof ZCloseEngagementRequestSchema>;
export const ZEditEngagementTeamRequestSchema = z.object({
  engagementId: ZId,
  version: ZVersion,
  leadId: ZId,
  performerIds: team('performerIds', 0).default([]),
  reviewerIds: team('reviewerIds', 1),
});
export type TEditEngagementTeamRequest = z.infer<typeof ZEditEngagementTeamRequestSchema>;

const scopeFields = {
  title: required('title', 200),
  inScope: required('inScope', 4000),
  outOfScope: text('outOfScope', 4000).default(''),
  periodFrom: ZDay.nullable().optional(),
  periodTo: ZDay.nullable().optional(),
};
export const ZAddScopeRequestSchema = z.object({ engagementId: ZId, ...scopeFields });
export type TAddScopeRequest = z.infer<typeof ZAddScopeRequestSchema>;
export const ZEditScopeRequestSchema = z.object({
  engagementId: ZId,
  id: ZId,
  version: ZVersion,
  ...scopeFields,
});
export type TEditScopeRequest = z.infer<typeof ZEditScopeRequestSchema>;

export const ZSaveMemoRequestSchema = z.object({
  engagementId: ZId,
  /** the version read; 0 for the first save */
  version: z.coerce.number().int().min(0),
  objectives: required('objectives', 4000),
  criteria: text('criteria', 4000).default(''),
  risksConsidered: text('risksConsidered', 4000).default(''),
  resources: text('resources', 4000).default(''),
  timeline: text('timeline', 4000).default(''),
});
export type TSaveMemoRequest = z.infer<typeof ZSaveMemoRequestSchema>;

const processFields = {
  name: required('name', 200),
  owner: text('owner', 200).default(''),
  description: required('description', 8000),
};
export const ZAddProcessDescriptionRequestSchema = z.object({ engagementId: ZId, ...processFields });
export type TAddProcessDescriptionRequest = z.infer<typeof ZAddProcessDescriptionRequestSchema>;
export const ZEditProcessDescriptionRequestSchema = z.object({
  engagementId: ZId,
  id: ZId,
  version: ZVersion,
  ...processFields,
});
export type TEditProcessDescriptionRequest = z.infer<typeof ZEditProcessDescriptionRequestSchema>;

const rcmFields = {
  processId: ZId,
  risk: required('risk', 2000),
  riskRating: ZRcmRiskRating,
  registerRiskId: ZId.nullable().optional(),
  control: required('control', 2000),
  controlType: ZRcmControlType,
  testOfDesign: text('testOfDesign', 2000).default(''),
  testOfEffectiveness: text('testOfEffectiveness', 2000).default(''),
};
export const ZAddRcmRowRequestSchema = z.object({ engagementId: ZId, ...rcmFields });
export type TAddRcmRowRequest = z.infer<typeof ZAddRcmRowRequestSchema>;
export const ZEditRcmRowRequestSchema = z.object({
  engagementId: ZId,
  id: ZId,
  version: ZVersion,
  ...rcmFields,
});
export type TEditRcmRowRequest = z.infer<typeof ZEditRcmRowRequestSchema>;

const paperFields = {
  title: required('title', 200),
  rcmRowId: ZId.nullable().optional(),
  procedure: required('procedure', 4000),
  sample: text('sample', 4000).default(''),
  result: text('result', 4000).default(''),
  conclusion: text('conclusion', 4000).default(''),
  reviewerId: ZId.nullable().optional(),
};
export const ZAddWorkingPaperRequestSchema = z.object({ engagementId: ZId, ...paperFields });
export type TAddWorkingPaperRequest = z.infer<typeof ZAddWorkingPaperRequestSchema>;
export const ZEditWorkingPaperRequestSchema = z.object({
  engagementId: ZId,
  id: ZId,
  version: ZVersion,
  ...paperFields,
});
export type TEditWorkingPaperRequest = z.infer<typeof ZEditWorkingPaperRequestSchema>;
export const ZWorkingPaperFileRefSchema = z.object({ engagementId: ZId, id: ZId, fileId: ZId });
export type TWorkingPaperFileRef = z.infer<typeof ZWorkingPaperFileRefSchema>;
export const ZUploadWorkingPaperFileRequestSchema = z.object({
  engagementId: ZId,
  id: ZId,
  version: ZVersion,
});
export type TUploadWorkingPaperFileRequest = z.infer<typeof ZUploadWorkingPaperFileRequestSchema>;

export const ZAuditArtefactRefSchema = z.object({ engagementId: ZId, kind: ZArtefactKind, id: ZId });
export type TAuditArtefactRef = z.infer<typeof ZAuditArtefactRefSchema>;
export const ZAuditArtefactListRequestSchema = ZPageQuery.extend({
  engagementId: ZId,
  processId: ZId.optional(),
  status: ZArtefactStatus.optional(),
});
export type TAuditArtefactListRequest = z.infer<typeof ZAuditArtefactListRequestSchema>;

/** send, allow-update, approve: the artefact and the version read */
export const ZAuditArtefactActionRequestSchema = z.object({
  engagementId: ZId,
  kind: ZArtefactKind,
  id: ZId,
  version: ZVersion,
  note: text('note', 2000).default(''),
});
export type TAuditArtefactActionRequest = z.infer<typeof ZAuditArtefactActionRequestSchema>;
export const ZNotApproveRequestSchema = ZAuditArtefactActionRequestSchema.extend({
  note: required('note', 2000),
});
export const ZAllowScopeChangeRequestSchema = z.object({
  engagementId: ZId,
  id: ZId,
  version: ZVersion,
  reason: required('reason', 2000),
});
export type TAllowScopeChangeRequest = z.infer<typeof ZAllowScopeChangeRequestSchema>;

export const ZAuditTaskPendingRequestSchema = ZPageQuery.extend({ role: ZAuditTaskRole.optional() });
export type TAuditTaskPendingRequest = z.infer<typeof ZAuditTaskPendingRequestSchema>;

// ---------------------------------------------------------------- routes

const route = familyRoutes('audit-engagement', 'audit');
const item = <T extends z.ZodType>(schema: T) => z.object({ item: schema });
const ZArtefactUnion = z.discriminatedUnion('kind', [
  ZScopeSchema,
  ZProcessDescriptionSchema,
  ZRcmRowSchema,
  ZWorkingPaperSchema,
  ZFindingSchema,
  ZOpinionSchema,
  ZRetestSchema,
]);

/** Every call of the family, by name (a route's `action` is its path's last part). */
export const AUDIT_ENGAGEMENT_ROUTES = {
  listEngagements: route(
    'all',
    'GET',
    "A page of the company's engagements, open or closed, newest first",
    ZListEngagementsRequestSchema,
    ZPage(ZEngagementSchema),
    'Get Audit Failed',
  ),
  getEngagement: route(
    'get',
    'GET',
    'One engagement with its team and your roles in it',
    ZEngagementRefSchema,
    item(ZEngagementSchema),
    'Get Audit Failed',
  ),
  openEngagement: route(
    'open',
    'POST',
    'Open an engagement with its lead, performers and reviewers (Audit Management administrators)',
    ZOpenEngagementRequestSchema,
    item(ZEngagementSchema),
    'Add Audit Failed',
  ),
  editEngagementTeam: route(
    'edit-team',
    'POST',
    "Change an open engagement's lead, performers and reviewers (Audit Management administrators)",
    ZEditEngagementTeamRequestSchema,
    item(ZEngagementSchema),
    'Update Audit Failed',
  ),
  closeEngagement: route(
    'close',
    'POST',
    'Close an engagement once nothing of it waits for review (its lead or an administrator)',
    ZCloseEngagementRequestSchema,
    item(ZEngagementSchema),
    'Update Audit Failed',
  ),
  listScopes: route(
    'scopes',
    'GET',
    "An engagement's scope entries",
    ZAuditArtefactListRequestSchema,
    ZPage(ZScopeSchema),
    'Get Audit Scope Failed',
  ),
  addScope: route(
    'add-scope',
    'POST',
    'Add a scope entry (the team)',
    ZAddScopeRequestSchema,
    item(ZScopeSchema),
    'Add Audit Scope Failed',
  ),
  editScope: route(
    'edit-scope',
    'POST',
    'Change a scope entry; an approved scope needs a scope change allowed first',
    ZEditScopeRequestSchema,
    item(ZScopeSchema),
    'Update Audit Scope Failed',
  ),
  allowScopeChange: route(
    'allow-scope-change',
    'POST',
    'Open an approved scope for change, with the reason (its lead or a reviewer)',
    ZAllowScopeChangeRequestSchema,
    item(ZScopeSchema),
    'Allow Scope Change Failed',
  ),
  getMemo: route(
    'memo',
    'GET',
    "An engagement's planning memorandum",
    ZEngagementRefSchema,
    item(ZMemoSchema),
    'Get Audit Memorandum Failed',
  ),
  saveMemo: route(
    'save-memo',
    'POST',
    'Save the planning memorandum: objectives, criteria, risks considered, resources, timeline',
    ZSaveMemoRequestSchema,
    item(ZMemoSchema),
    'Update Audit Memorandum Failed',
  ),
  listProcesses: route(
    'processes',
    'GET',
    "An engagement's process descriptions",
    ZAuditArtefactListRequestSchema,
    ZPage(ZProcessDescriptionSchema),
    'Get Process Description Failed',
  ),
  addProcess: route(
    'add-process',
    'POST',
    'Describe a process of the audited area (the team)',
    ZAddProcessDescriptionRequestSchema,
    item(ZProcessDescriptionSchema),
    'Add Process Description Failed',
  ),
  editProcess: route(
    'edit-process',
    'POST',
    'Change a process description',
    ZEditProcessDescriptionRequestSchema,
    item(ZProcessDescriptionSchema),
    'Update Process Description Failed',
  ),
  listRcmRows: route(
    'rcm',
    'GET',
    "A page of an engagement's risk-control matrix, optionally of one process",
    ZAuditArtefactListRequestSchema,
    ZPage(ZRcmRowSchema),
    'Get Risk Control Matrix Failed',
  ),
  addRcmRow: route(
    'add-rcm',
    'POST',
    'Add a risk and its control to the matrix, with the planned tests',
    ZAddRcmRowRequestSchema,
    item(ZRcmRowSchema),
    'Add Risk Control Matrix Failed',
  ),
  editRcmRow: route(
    'edit-rcm',
    'POST',
    'Change a row of the risk-control matrix',
    ZEditRcmRowRequestSchema,
    item(ZRcmRowSchema),
    'Update Risk Control Matrix Failed',
  ),
  listPapers: route(
    'papers',
    'GET',
    "A page of an engagement's working papers (list rows: no procedure, sample, result or conclusion)",
    ZAuditArtefactListRequestSchema,
    ZPage(ZWorkingPaperRowSchema),
    'Get Working Paper Failed',
  ),
  addPaper: route(
    'add-paper',
    'POST',
    'Add a working paper: procedure, sample, result, conclusion',
    ZAddWorkingPaperRequestSchema,
    item(ZWorkingPaperSchema),
    'Add Working Paper Failed',
  ),
  editPaper: route(
    'edit-paper',
    'POST',
    'Change a working paper',
    ZEditWorkingPaperRequestSchema,
    item(ZWorkingPaperSchema),
    'Update Working Paper Failed',
  ),
  uploadPaperFile: route(
    'upload-paper-file',
    'POST',
    'Attach an evidence file (PDF, image, xlsx or docx, at most 10 MB) to a working paper',
    ZUploadWorkingPaperFileRequestSchema,
    item(ZWorkingPaperSchema),
    'Add Working Paper File Failed',
    { file: WORKING_PAPER_FILE_RULE },
  ),
  getPaperFile: route(
    'paper-file',
    'GET',
    "A short-lived link to a working paper's evidence file",
    ZWorkingPaperFileRefSchema,
    z.object({ url: z.string(), filename: z.string() }),
    'Get Working Paper File Failed',
  ),
  getArtefact: route(
    'artefact',
    'GET',
    'One scope entry, process, matrix row or working paper',
    ZAuditArtefactRefSchema,
    item(ZArtefactUnion),
    'Get Task By Id Failed',
  ),
  sendArtefact: route(
    'send',
    'POST',
    'Send an artefact to the reviewers',
    ZAuditArtefactActionRequestSchema,
    item(ZArtefactUnion),
    'Send For Review Failed',
  ),
  allowArtefactUpdate: route(
    'allow-update',
    'POST',
    'Give a sent artefact back to the team for changes, without a decision (its lead or a reviewer)',
    ZAuditArtefactActionRequestSchema,
    item(ZArtefactUnion),
    'Allow Update Failed',
  ),
  approveArtefact: route(
    'approve',
    'POST',
    'Approve a sent artefact; the sign-off records its content hash (a reviewer)',
    ZAuditArtefactActionRequestSchema,
    item(ZArtefactUnion),
    'Approve Failed',
  ),
  notApproveArtefact: route(
    'not-approve',
    'POST',
    'Not approve a sent artefact, with a note; the sign-off records its content hash (a reviewer)',
    ZNotApproveRequestSchema,
    item(ZArtefactUnion),
    'Not Approve Failed',
  ),
  listSignOffs: route(
    'sign-offs',
    'GET',
    "An artefact's sign-off history, oldest first",
    ZAuditArtefactRefSchema,
    z.object({ list: z.array(ZAuditSignOffSchema) }),
    'Get Sign Offs Failed',
  ),
  listMyTasks: route(
    'my-task',
    'GET',
    'What waits on you in each engagement role',
    ZAuditTaskPendingRequestSchema,
    ZPage(ZAuditTaskSchema),
    'Get Task By Id Failed',
  ),
  countMyTasks: route(
    'my-task-count',
    'GET',
    'How many tasks wait on you, per role (the inbox and dashboard badge)',
    z.object({}),
    item(ZAuditTaskCountsSchema),
    'Get Task By Id Failed',
  ),
  summary: route(
    'summary',
    'GET',
    'Engagements by state and working papers awaiting review, for the audit administrators’ dashboard',
    z.object({}),
    item(ZAuditSummarySchema),
    'Get Audit Summary Failed',
  ),
  listMyCompletedTasks: route(
    'my-task-completed',
    'GET',
    'The decisions you signed off, newest first',
    ZPageQuery,
    ZPage(ZAuditSignOffSchema),
    'Get Task By Id Failed',
  ),
} as const;

export const auditEngagementRoutes = Object.values(AUDIT_ENGAGEMENT_ROUTES);
