import { z } from 'zod';
import { ZDay, ZId, ZIsoDateTime, ZPage, ZPageQuery, ZVersion } from '../common';
import { familyRoutes, type FileRule } from '../route';
import { ZRiskLevel, ZRiskScheme, ZScaleScore } from './risk-rating';

/**
 * The risk registers (spec §1, §2, §7 `risk-management`, `ra-risk-management`): risk management
 * and the parallel risk assessment are TWO registers over ONE implementation — the same records,
 * the same calls, told apart by `register`. The tables below are the one place a register's
 * family and titles are written down. Ratings come from the set-up of risk-rating.ts.
 */
export const RISK_REGISTERS = ['management', 'assessment'] as const;
export type RiskRegister = (typeof RISK_REGISTERS)[number];
export const ZRiskRegister = z.enum(RISK_REGISTERS);

export const RISK_REGISTER_FAMILY = {
  management: 'risk-management',
  assessment: 'ra-risk-management',
} as const satisfies Record<RiskRegister, string>;

export const RISK_REGISTER_NAME = {
  management: 'Risk Management',
  assessment: 'Risk Assessment',
} as const satisfies Record<RiskRegister, string>;

export const RISK_STATUSES = ['Open', 'Closed'] as const;
export const ZRiskStatus = z.enum(RISK_STATUSES);

/** spec §9: "Risk control types: Preventative, Detective, Reactive". */
export const CONTROL_TYPES = ['Preventative', 'Detective', 'Reactive'] as const;
export const ZControlType = z.enum(CONTROL_TYPES);
export const CONTROL_EFFECTIVENESS = ['Effective', 'Partially Effective', 'Ineffective'] as const;
export const ZControlEffectiveness = z.enum(CONTROL_EFFECTIVENESS);

/** spec §9: "Mitigation statuses: Complete, In Progress". */
export const MITIGATION_STATUSES = ['In Progress', 'Complete'] as const;
export const ZMitigationStatus = z.enum(MITIGATION_STATUSES);

/** Which rating a level filter or count looks at. */
export const RISK_BASES = ['inherent', 'residual'] as const;
export const ZRiskBasis = z.enum(RISK_BASES);

/** Evidence of mitigation progress: a PDF or an image, at most 10 MB. */
export const EVIDENCE_RULE = {
  field: 'document',
  maxBytes: 10 * 1024 * 1024,
  types: ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'],
} as const satisfies FileRule;

/** The most controls and mitigations one risk carries (a risk and all of it go in one transaction). */
export const MAX_CONTROLS_PER_RISK = 20;
export const MAX_MITIGATIONS_PER_RISK = 20;
/** The most actions one risk's log holds. */
export const MAX_ACTIONS_PER_RISK = 50;

/** How the organisation responds to a risk. */
export const RISK_RESPONSES = ['Accept', 'Reduce', 'Transfer', 'Avoid'] as const;
export const ZRiskResponse = z.enum(RISK_RESPONSES);
export type RiskResponse = z.infer<typeof ZRiskResponse>;

/** A risk action is Open until it is Done. */
export const RISK_ACTION_STATUSES = ['Open', 'Done'] as const;
export const ZRiskActionStatus = z.enum(RISK_ACTION_STATUSES);

/**
 * The strategic objective a risk threatens: a KPI (`strategic-kpi`) or a KPA (`kpa`) of one of the
 * company's strategic scorecards.
 */
export const RISK_OBJECTIVE_KINDS = ['strategic-kpi', 'kpa'] as const;
export const ZRiskObjectiveKind = z.enum(RISK_OBJECTIVE_KINDS);
export const ZRiskObjectiveLinkSchema = z.object({
  kind: ZRiskObjectiveKind,
  scorecardId: ZId,
  itemId: ZId,
});
export type TRiskObjectiveLink = z.infer<typeof ZRiskObjectiveLinkSchema>;

/** A month, `YYYY-MM`. */
export const ZRiskMonth = z
  .string({ error: 'must be a month (YYYY-MM)' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month (YYYY-MM)');

// ---------------------------------------------------------------- records

const ZPerson = z.object({ employeeId: ZId, fullName: z.string() });
const ZNamed = z.object({ id: ZId, name: z.string() });

/** One rating of a risk: its cell, the scale's names for it, and what the matrix makes of it. */
export const ZRiskRatingSchema = z.object({
  impact: z.number().int(),
  impactName: z.string().nullable(),
  likelihood: z.number().int(),
  likelihoodName: z.string().nullable(),
  /** null while the rating type's matrix has no entry for the cell */
  ratingScore: z.number().int().nullable(),
  level: ZRiskLevel.nullable(),
  colour: z.string().nullable(),
});
export type TRiskRating = z.infer<typeof ZRiskRatingSchema>;

export const ZRiskSchema = z.object({
  id: ZId,
  register: ZRiskRegister,
  title: z.string(),
  description: z.string(),
  causes: z.string(),
  consequences: z.string(),
  category: ZNamed,
  team: ZNamed.nullable(),
  owner: ZPerson,
  ratingType: z.object({ id: ZId, name: z.string(), scheme: ZRiskScheme }),
  inherent: ZRiskRatingSchema,
  /** after the controls (docs/risk.md) */
  residual: ZRiskRatingSchema,
  status: ZRiskStatus,
  /** the strategic KPI or KPA the risk threatens, with that item's name */
  objectiveLink: ZRiskObjectiveLinkSchema.nullable(),
  objectiveName: z.string().nullable(),
  response: ZRiskResponse.nullable(),
  responseNote: z.string(),
  controlCount: z.number().int(),
  mitigationCount: z.number().int(),
  mitigationsComplete: z.number().int(),
  actionCount: z.number().int(),
  version: z.number().int(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TRisk = z.infer<typeof ZRiskSchema>;

export const ZRiskControlSchema = z.object({
  id: ZId,
  riskId: ZId,
  description: z.string(),
  type: ZControlType,
  effectiveness: ZControlEffectiveness,
  owner: ZPerson.nullable(),
  version: z.number().int(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TRiskControl = z.infer<typeof ZRiskControlSchema>;

export const ZRiskMitigationSchema = z.object({
  id: ZId,
  riskId: ZId,
  description: z.string(),
  owner: ZPerson,
  dueDate: ZDay,
  /** "Jan 5th 2024" */
  d_dueDate: z.string(),
  percent: z.number().int(),
  status: ZMitigationStatus,
  /** spec §5's progress-bar colour */
  colour: z.enum(['danger', 'warning', 'success']),
  overdue: z.boolean(),
  progressCount: z.number().int(),
  version: z.number().int(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TRiskMitigation = z.infer<typeof ZRiskMitigationSchema>;

/** One entry of a risk's log of actions and responses taken. */
export const ZRiskActionSchema = z.object({
  id: ZId,
  riskId: ZId,
  description: z.string(),
  owner: ZPerson.nullable(),
  dueDate: ZDay.nullable(),
  /** "Jan 5th 2024" */
  d_dueDate: z.string().nullable(),
  status: ZRiskActionStatus,
  version: z.number().int(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TRiskAction = z.infer<typeof ZRiskActionSchema>;

export const ZRiskEvidenceSchema = z.object({
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});

export const ZRiskProgressSchema = z.object({
  id: ZId,
  riskId: ZId,
  mitigationId: ZId,
  percent: z.number().int(),
  status: ZMitigationStatus,
  note: z.string().nullable(),
  by: z.object({ employeeId: ZId.nullable(), name: z.string() }),
  evidence: ZRiskEvidenceSchema.nullable(),
  createdAt: ZIsoDateTime,
});
export type TRiskProgress = z.infer<typeof ZRiskProgressSchema>;

export const ZRiskDetailSchema = ZRiskSchema.extend({
  controls: z.array(ZRiskControlSchema),
  mitigations: z.array(ZRiskMitigationSchema),
});
export type TRiskDetail = z.infer<typeof ZRiskDetailSchema>;

export const ZHeatMapCellSchema = z.object({
  impact: z.number().int(),
  likelihood: z.number().int(),
  count: z.number().int(),
  ratingScore: z.number().int().nullable(),
  level: ZRiskLevel.nullable(),
  colour: z.string().nullable(),
});

const ZScaleName = z.object({ score: z.number().int(), name: z.string() });

export const ZRiskHeatMapSchema = z.object({
  /** the rating type whose matrix colours the cells (the one asked for, else the first) */
  ratingType: z.object({ id: ZId, name: z.string(), scheme: ZRiskScheme }).nullable(),
  impacts: z.array(ZScaleName),
  likelihoods: z.array(ZScaleName),
  /** 25 cells each, impact 1..5 × likelihood 1..5 */
  inherent: z.array(ZHeatMapCellSchema),
  residual: z.array(ZHeatMapCellSchema),
  total: z.number().int(),
});
export type TRiskHeatMap = z.infer<typeof ZRiskHeatMapSchema>;

export const ZRiskCountsSchema = z.object({
  total: z.number().int(),
  byStatus: z.object({ Open: z.number().int(), Closed: z.number().int() }),
  byCategory: z.array(z.object({ categoryId: ZId, name: z.string(), count: z.number().int() })),
  byLevel: z.array(
    z.object({
      level: ZRiskLevel,
      colour: z.string(),
      inherent: z.number().int(),
      residual: z.number().int(),
    }),
  ),
  /** risks in a cell their rating type's matrix has no entry for */
  unrated: z.object({ inherent: z.number().int(), residual: z.number().int() }),
});
export type TRiskCounts = z.infer<typeof ZRiskCountsSchema>;

export const ZRiskDownloadSchema = z.object({
  /** a link to the file, valid for 15 minutes */
  url: z.string(),
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  rows: z.number().int(),
});
export type TRiskDownload = z.infer<typeof ZRiskDownloadSchema>;

/** One month of the register over time. */
export const ZRiskTrendPointSchema = z.object({
  month: ZRiskMonth,
  /** risks identified in the month */
  identified: z.number().int(),
  /** risks closed in the month */
  closed: z.number().int(),
  /** risks open at the month's end */
  open: z.number().int(),
  /** of those, the ones whose residual level is High or Extreme (at today's matrices) */
  openHighOrExtreme: z.number().int(),
});
export type TRiskTrendPoint = z.infer<typeof ZRiskTrendPointSchema>;

export const ZOverdueMitigationSchema = z.object({
  riskId: ZId,
  riskTitle: z.string(),
  mitigationId: ZId,
  description: z.string(),
  ownerName: z.string(),
  dueDate: ZDay,
});
export type TOverdueMitigation = z.infer<typeof ZOverdueMitigationSchema>;

/** The dashboard's view of a register: open risks by residual level and overdue mitigations. */
export const ZRiskSummarySchema = z.object({
  /** open risks whose residual level is High or Extreme */
  openHighOrExtreme: z.number().int(),
  /** open risks by residual level (every level, 0 when none) */
  openByLevel: z.object({
    Low: z.number().int(),
    Medium: z.number().int(),
    Moderate: z.number().int(),
    High: z.number().int(),
    Extreme: z.number().int(),
  }),
  /** how many mitigations (not Complete) are past their due date */
  overdueMitigations: z.number().int(),
  /** the earliest due of them, at most 10 */
  overdue: z.array(ZOverdueMitigationSchema),
});
export type TRiskSummary = z.infer<typeof ZRiskSummarySchema>;

// ---------------------------------------------------------------- requests

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);
const required = (field: string, max: number) => text(field, max).min(1, `${field} is required`);

/** The filters of the register (a page of it, and its download). */
export const ZRiskFilterFields = {
  /** the level of the `basis` rating (default residual) */
  level: ZRiskLevel.optional(),
  basis: ZRiskBasis.default('residual'),
  categoryId: ZId.optional(),
  teamId: ZId.optional(),
  status: ZRiskStatus.optional(),
  ownerId: ZId.optional(),
  search: z.string().trim().max(120).optional(),
};
export const ZListRisksRequestSchema = ZPageQuery.extend(ZRiskFilterFields);
export type TListRisksRequest = z.infer<typeof ZListRisksRequestSchema>;
export type TRiskFilter = Pick<
  TListRisksRequest,
  'level' | 'basis' | 'categoryId' | 'teamId' | 'status' | 'ownerId' | 'search'
>;

const identificationFields = {
  title: required('title', 200),
  description: text('description', 4000).default(''),
  causes: text('causes', 4000).default(''),
  consequences: text('consequences', 4000).default(''),
  categoryId: ZId,
  teamId: ZId.nullable().optional(),
  ownerId: ZId,
  riskRatingTypeId: ZId,
  /** the inherent rating: before any control */
  impact: ZScaleScore,
  likelihood: ZScaleScore,
  status: ZRiskStatus.default('Open'),
  /** a strategic KPI or KPA of the company (422 when it does not exist); null or absent: none */
  objectiveLink: ZRiskObjectiveLinkSchema.nullable().optional(),
  response: ZRiskResponse.nullable().optional(),
  responseNote: text('responseNote', 2000).optional(),
};
export const ZAddIdentificationRequestSchema = z.object(identificationFields);
export type TAddIdentificationRequest = z.infer<typeof ZAddIdentificationRequestSchema>;
export const ZEditIdentificationRequestSchema = z.object({
  id: ZId,
  version: ZVersion,
  ...identificationFields,
});
export type TEditIdentificationRequest = z.infer<typeof ZEditIdentificationRequestSchema>;
export const ZDeleteRiskRequestSchema = z.object({ id: ZId, version: ZVersion });

const controlFields = {
  description: required('description', 1000),
  type: ZControlType,
  effectiveness: ZControlEffectiveness,
  ownerId: ZId.nullable().optional(),
};
export const ZAddControlRequestSchema = z.object({ riskId: ZId, ...controlFields });
export type TAddControlRequest = z.infer<typeof ZAddControlRequestSchema>;
export const ZUpdateControlRequestSchema = z.object({
  riskId: ZId,
  id: ZId,
  version: ZVersion,
  ...controlFields,
});
export type TUpdateControlRequest = z.infer<typeof ZUpdateControlRequestSchema>;
export const ZChildRefRequestSchema = z.object({ riskId: ZId, id: ZId, version: ZVersion });
export type TChildRefRequest = z.infer<typeof ZChildRefRequestSchema>;

const mitigationFields = {
  description: required('description', 1000),
  ownerId: ZId,
  dueDate: ZDay,
};
export const ZAddMitigationRequestSchema = z.object({ riskId: ZId, ...mitigationFields });
export type TAddMitigationRequest = z.infer<typeof ZAddMitigationRequestSchema>;
export const ZUpdateMitigationRequestSchema = z.object({
  riskId: ZId,
  id: ZId,
  version: ZVersion,
  ...mitigationFields,
});
export type TUpdateMitigationRequest = z.infer<typeof ZUpdateMitigationRequestSchema>;

const actionFields = {
  description: required('description', 1000),
  ownerId: ZId.nullable().optional(),
  dueDate: ZDay.nullable().optional(),
};
export const ZAddRiskActionRequestSchema = z.object({ riskId: ZId, ...actionFields });
export type TAddRiskActionRequest = z.infer<typeof ZAddRiskActionRequestSchema>;
export const ZUpdateRiskActionRequestSchema = z.object({
  riskId: ZId,
  id: ZId,
  version: ZVersion,
  ...actionFields,
  status: ZRiskActionStatus,
});
export type TUpdateRiskActionRequest = z.infer<typeof ZUpdateRiskActionRequestSchema>;
export const ZRiskActionsRequestSchema = z.object({ riskId: ZId });

const percentMessage = 'must be a whole number from 0 to 100';
export const ZAddProgressRequestSchema = z.object({
  riskId: ZId,
  mitigationId: ZId,
  /** the mitigation's version, as read */
  version: ZVersion,
  percent: z
    .number({ error: percentMessage })
    .int(percentMessage)
    .min(0, percentMessage)
    .max(100, percentMessage),
  note: text('note', 2000).optional(),
});
export type TAddProgressRequest = z.infer<typeof ZAddProgressRequestSchema>;
export const ZMitigationRefRequestSchema = z.object({ riskId: ZId, mitigationId: ZId });
export const ZProgressRefRequestSchema = z.object({ riskId: ZId, mitigationId: ZId, progressId: ZId });
export type TProgressRefRequest = z.infer<typeof ZProgressRefRequestSchema>;

export const ZRiskHeatMapRequestSchema = z.object({
  riskRatingTypeId: ZId.optional(),
  status: ZRiskStatus.optional(),
});
export const ZRiskCountsRequestSchema = z.object({ status: ZRiskStatus.optional() });
export const ZRiskDownloadRequestSchema = z.object({
  ...ZRiskFilterFields,
  format: z.enum(['xlsx', 'pdf']).default('xlsx'),
});
export type TRiskDownloadRequest = z.infer<typeof ZRiskDownloadRequestSchema>;
/** From and to months, both included; default the last 12 months up to this one. */
export const ZRiskTrendRequestSchema = z.object({ from: ZRiskMonth.optional(), to: ZRiskMonth.optional() });
export type TRiskTrendRequest = z.infer<typeof ZRiskTrendRequestSchema>;

// ---------------------------------------------------------------- routes

/** Every call of one register; both registers need the Risk Management module. */
const registerRoutes = (register: RiskRegister) => {
  const family = RISK_REGISTER_FAMILY[register];
  const where = RISK_REGISTER_NAME[register].toLowerCase();
  const route = familyRoutes(family, 'risk', { note: `${where} register` });
  const riskItem = z.object({ item: ZRiskDetailSchema });
  return {
    all: route(
      'all',
      'GET',
      'A page of the register, newest first, filtered by level, category, team, status, owner or text',
      ZListRisksRequestSchema,
      ZPage(ZRiskSchema),
      'Get Risk Failed',
    ),
    get: route(
      'get',
      'GET',
      'One risk with its controls and mitigations',
      z.object({ id: ZId }),
      riskItem,
      'Get Risk Failed',
    ),
    addIdentification: route(
      'add-identification',
      'POST',
      'Identify a risk: its owner, category, rating type and inherent impact and likelihood (administrators)',
      ZAddIdentificationRequestSchema,
      riskItem,
      'Add Risk Failed',
    ),
    editIdentification: route(
      'edit-identification',
      'POST',
      "Change a risk's identification (administrators and the risk's owner); the residual rating follows",
      ZEditIdentificationRequestSchema,
      riskItem,
      'Update Risk Failed',
    ),
    delete: route(
      'delete',
      'POST',
      'Delete a risk with its controls and mitigations; refused once mitigation progress is recorded (administrators)',
      ZDeleteRiskRequestSchema,
      riskItem,
      'Delete Risk Failed',
    ),
    addControl: route(
      'add-control',
      'POST',
      "Add a control to a risk; its residual rating is worked out again (administrators and the risk's owner)",
      ZAddControlRequestSchema,
      z.object({ item: ZRiskControlSchema, risk: ZRiskSchema }),
      'Add Risk Control Failed',
    ),
    updateControl: route(
      'update-control',
      'POST',
      "Change a control; the risk's residual rating follows",
      ZUpdateControlRequestSchema,
      z.object({ item: ZRiskControlSchema, risk: ZRiskSchema }),
      'Update Risk Control Failed',
    ),
    deleteControl: route(
      'delete-control',
      'POST',
      "Remove a control; the risk's residual rating follows",
      ZChildRefRequestSchema,
      z.object({ item: ZRiskControlSchema, risk: ZRiskSchema }),
      'Delete Risk Control Failed',
    ),
    addMitigation: route(
      'add-mitigation',
      'POST',
      "Add a mitigation with its owner and due date (administrators and the risk's owner)",
      ZAddMitigationRequestSchema,
      z.object({ item: ZRiskMitigationSchema }),
      'Add Risk Mitigation Failed',
    ),
    updateMitigation: route(
      'update-mitigation',
      'POST',
      "Change a mitigation's description, owner or due date",
      ZUpdateMitigationRequestSchema,
      z.object({ item: ZRiskMitigationSchema }),
      'Update Risk Mitigation Failed',
    ),
    deleteMitigation: route(
      'delete-mitigation',
      'POST',
      'Delete a mitigation with no recorded progress',
      ZChildRefRequestSchema,
      z.object({ item: ZRiskMitigationSchema }),
      'Delete Risk Mitigation Failed',
    ),
    addProgress: route(
      'add-progress',
      'POST',
      "Record a mitigation's progress (percent; Complete at 100) with a note (its owner, the risk's owner, administrators)",
      ZAddProgressRequestSchema,
      z.object({ item: ZRiskProgressSchema, mitigation: ZRiskMitigationSchema }),
      'Add Mitigation Progress Failed',
    ),
    addAction: route(
      'add-action',
      'POST',
      "Log an action or response taken on a risk (administrators and the risk's owner)",
      ZAddRiskActionRequestSchema,
      z.object({ item: ZRiskActionSchema }),
      'Add Risk Action Failed',
    ),
    updateAction: route(
      'update-action',
      'POST',
      "Change a risk action's description, owner, due date or status (Open, Done)",
      ZUpdateRiskActionRequestSchema,
      z.object({ item: ZRiskActionSchema }),
      'Update Risk Action Failed',
    ),
    deleteAction: route(
      'delete-action',
      'POST',
      'Delete a risk action',
      ZChildRefRequestSchema,
      z.object({ item: ZRiskActionSchema }),
      'Delete Risk Action Failed',
    ),
    actions: route(
      'actions',
      'GET',
      "A risk's actions, oldest first",
      ZRiskActionsRequestSchema,
      z.object({ list: z.array(ZRiskActionSchema) }),
      'Get Risk Actions Failed',
    ),
    progress: route(
      'progress',
      'GET',
      "A mitigation's progress updates, newest first",
      ZMitigationRefRequestSchema,
      z.object({ list: z.array(ZRiskProgressSchema) }),
      'Get Mitigation Progress Failed',
    ),
    uploadEvidence: route(
      'upload-evidence',
      'POST',
      'Attach an evidence file (PDF or image, at most 10 MB) to a progress update, replacing any before it',
      ZProgressRefRequestSchema,
      z.object({ item: ZRiskProgressSchema }),
      'Add Mitigation Evidence Failed',
      { file: EVIDENCE_RULE },
    ),
    evidence: route(
      'evidence',
      'GET',
      "A short-lived link to a progress update's evidence file",
      ZProgressRefRequestSchema,
      z.object({ url: z.string(), filename: z.string() }),
      'Get Mitigation Evidence Failed',
    ),
    heatMap: route(
      'heat-map',
      'GET',
      'Risks per impact × likelihood cell, inherent and residual, coloured by the matrix',
      ZRiskHeatMapRequestSchema,
      z.object({ heatMap: ZRiskHeatMapSchema }),
      'Get Risk Register Failed',
    ),
    counts: route(
      'counts',
      'GET',
      'Risks by status, by category and by inherent and residual level',
      ZRiskCountsRequestSchema,
      z.object({ counts: ZRiskCountsSchema }),
      'Get Risk Register Failed',
    ),
    download: route(
      'download',
      'POST',
      'The register (with the same filters as a page of it) as an Excel or PDF file: a link valid for 15 minutes',
      ZRiskDownloadRequestSchema,
      ZRiskDownloadSchema,
      'Download Risk Register Failed',
      // It writes a file for the caller to fetch, never a record: nothing to audit.
      { mutates: false },
    ),
    trend: route(
      'trend',
      'GET',
      'The register over time: per month, risks identified, closed, open at month end and open High or Extreme',
      ZRiskTrendRequestSchema,
      z.object({ list: z.array(ZRiskTrendPointSchema) }),
      'Get Risk Register Failed',
    ),
    summary: route(
      'summary',
      'GET',
      'Open risks by residual level and the overdue mitigations, for the dashboard',
      z.object({}),
      z.object({ item: ZRiskSummarySchema }),
      'Get Risk Register Failed',
    ),
  };
};

/** Each register's calls, by register, for code that treats the registers alike. */
export const RISK_REGISTER_ROUTES = {
  management: registerRoutes('management'),
  assessment: registerRoutes('assessment'),
} as const;

export const riskRegisterRoutes = RISK_REGISTERS.flatMap((r) => Object.values(RISK_REGISTER_ROUTES[r]));
