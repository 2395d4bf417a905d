import { z } from 'zod';
import { ZDay, ZId, ZIsoDateTime, ZPage, ZPageQuery, ZVersion } from '../common';
import { familyRoutes } from '../route';
import {
  ZArtefactStatus,
  ZFindingRiskSchema,
  ZFindingSchema,
  ZRootCauseCategory,
  ZRootCauseSchema,
} from './engagement';
import { ZAuditFindingLevel } from './settings';

/**
 * An engagement's findings (spec §4 findings and root causes; IIA 14.2–14.4): what was found
 * against which criteria, why, what it does, its root causes and rating, and what to do about it;
 * linked to the working papers that evidence it and the risk-register risks (and their controls)
 * it concerns. Findings are reviewed like the other artefacts: the `audit-engagement` family's
 * send / approve / not-approve / sign-offs routes take `kind: 'finding'`.
 */

/** The most root causes, working papers and risks one finding carries. */
export const MAX_FINDING_ROOT_CAUSES = 20;
export const MAX_FINDING_LINKS = 20;

const findingText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);
const findingRequired = (field: string, max: number) =>
  findingText(field, max).min(1, `${field} is required`);

export const ZRootCauseInputSchema = z.object({
  /** an existing root cause's id when editing; none for a new one */
  id: ZId.optional(),
  category: ZRootCauseCategory,
  description: findingRequired('description', 2000),
});
export type TRootCauseInput = z.infer<typeof ZRootCauseInputSchema>;

export const ZFindingRiskInputSchema = z.object({
  riskId: ZId,
  controlIds: z.array(ZId).max(MAX_FINDING_LINKS, `controlIds: at most ${MAX_FINDING_LINKS}`).default([]),
});

const findingFields = {
  title: findingRequired('title', 200),
  criteria: findingRequired('criteria', 4000),
  condition: findingRequired('condition', 4000),
  cause: findingText('cause', 4000).default(''),
  effect: findingText('effect', 4000).default(''),
  rootCauses: z
    .array(ZRootCauseInputSchema, { error: 'rootCauses must be a list' })
    .max(MAX_FINDING_ROOT_CAUSES, `rootCauses: at most ${MAX_FINDING_ROOT_CAUSES}`)
    .default([]),
  rating: ZAuditFindingLevel,
  recommendation: findingRequired('recommendation', 4000),
  paperIds: z
    .array(ZId, { error: 'paperIds must be a list of working papers' })
    .max(MAX_FINDING_LINKS, `paperIds: at most ${MAX_FINDING_LINKS}`)
    .default([]),
  risks: z
    .array(ZFindingRiskInputSchema, { error: 'risks must be a list' })
    .max(MAX_FINDING_LINKS, `risks: at most ${MAX_FINDING_LINKS}`)
    .default([]),
  /** the management-response (MR) owners: active employees of the company */
  mrOwnerIds: z
    .array(ZId, { error: 'mrOwnerIds must be a list of employees' })
    .max(MAX_FINDING_LINKS, `mrOwnerIds: at most ${MAX_FINDING_LINKS}`)
    .default([]),
};
export const ZAddFindingRequestSchema = z.object({ engagementId: ZId, ...findingFields });
export type TAddFindingRequest = z.infer<typeof ZAddFindingRequestSchema>;
export const ZUpdateFindingRequestSchema = z.object({
  engagementId: ZId,
  id: ZId,
  version: ZVersion,
  ...findingFields,
});
export type TUpdateFindingRequest = z.infer<typeof ZUpdateFindingRequestSchema>;

/** One root cause changed on its own, on the finding's version read. */
export const ZUpdateRootCauseRequestSchema = z.object({
  engagementId: ZId,
  id: ZId,
  version: ZVersion,
  rootCauseId: ZId,
  category: ZRootCauseCategory,
  description: findingRequired('description', 2000),
});
export type TUpdateRootCauseRequest = z.infer<typeof ZUpdateRootCauseRequestSchema>;

export const ZFindingRefSchema = z.object({ engagementId: ZId, id: ZId });
export type TFindingRef = z.infer<typeof ZFindingRefSchema>;
export const ZDeleteFindingRequestSchema = ZFindingRefSchema.extend({ version: ZVersion });
export type TDeleteFindingRequest = z.infer<typeof ZDeleteFindingRequestSchema>;
export const ZListFindingsRequestSchema = ZPageQuery.extend({
  engagementId: ZId,
  status: ZArtefactStatus.optional(),
  rating: ZAuditFindingLevel.optional(),
});
export type TListFindingsRequest = z.infer<typeof ZListFindingsRequestSchema>;
/** The findings register export: the list's filters (no paging) and the file's format. */
export const ZExportFindingsRequestSchema = z.object({
  engagementId: ZId,
  status: ZArtefactStatus.optional(),
  rating: ZAuditFindingLevel.optional(),
  format: z.enum(['xlsx', 'pdf'], { error: 'format must be xlsx or pdf' }),
});
export type TExportFindingsRequest = z.infer<typeof ZExportFindingsRequestSchema>;

/** What the risk page shows of a finding that concerns its risk. */
export const ZRiskFindingSchema = z.object({
  id: ZId,
  engagementId: ZId,
  engagementTitle: z.string(),
  title: z.string(),
  rating: ZAuditFindingLevel,
  status: ZArtefactStatus,
  /** the caller may open the finding's page (on its engagement's team, or an audit administrator) */
  mayOpen: z.boolean(),
});
export type TRiskFinding = z.infer<typeof ZRiskFindingSchema>;
export const ZRiskFindingsRequestSchema = z.object({ riskId: ZId });

/**
 * A finding raised outside an engagement (spec §2 `issue-tracker/add-finding`): an external
 * auditor's, a regulator's or a special review's. It carries the engagement finding's fields and
 * rules (no working papers: there is no engagement) and says where it comes from; its management
 * response, actions and validation are the engagement findings' own (`audit-responses` without an
 * `engagementId`).
 */
export const OUTSIDE_FINDING_SOURCES = ['External auditor', 'Regulator', 'Special review', 'Other'] as const;
export const ZOutsideFindingSource = z.enum(OUTSIDE_FINDING_SOURCES, {
  error: `source must be one of ${OUTSIDE_FINDING_SOURCES.join(', ')}`,
});
export type OutsideFindingSource = (typeof OUTSIDE_FINDING_SOURCES)[number];

const { paperIds: _papers, ...outsideFields } = findingFields;
const outsideFindingFields = {
  source: ZOutsideFindingSource,
  /** the report or review it comes from, e.g. "Statutory audit 2026: management letter" */
  reference: findingRequired('reference', 200),
  /** the business unit it concerns (the tracker's unit filter); none for the whole company */
  unitId: ZId.optional(),
  /** when it was raised (the report's date) */
  raisedOn: ZDay,
  ...outsideFields,
};
export const ZAddOutsideFindingRequestSchema = z.object(outsideFindingFields);
export type TAddOutsideFindingRequest = z.infer<typeof ZAddOutsideFindingRequestSchema>;
export const ZUpdateOutsideFindingRequestSchema = z.object({
  id: ZId,
  version: ZVersion,
  ...outsideFindingFields,
});
export type TUpdateOutsideFindingRequest = z.infer<typeof ZUpdateOutsideFindingRequestSchema>;
export const ZOutsideFindingRefSchema = z.object({ id: ZId });
/** The list's filters: who raised it (`source`), its rating, and words of its title or reference. */
const outsideFindingFilters = {
  rating: ZAuditFindingLevel.optional(),
  source: ZOutsideFindingSource.optional(),
  q: z.string().trim().max(100, 'q must be at most 100 characters').optional(),
};
export const ZListOutsideFindingsRequestSchema = ZPageQuery.extend(outsideFindingFilters);
export type TListOutsideFindingsRequest = z.infer<typeof ZListOutsideFindingsRequestSchema>;
/** The export of the findings outside audits: the list's filters (no paging) and the file's format. */
export const ZExportOutsideFindingsRequestSchema = z.object({
  ...outsideFindingFilters,
  format: z.enum(['xlsx', 'pdf'], { error: 'format must be xlsx or pdf' }),
});
export type TExportOutsideFindingsRequest = z.infer<typeof ZExportOutsideFindingsRequestSchema>;

const ZPersonRef = z.object({ employeeId: ZId, fullName: z.string() });
export const ZOutsideFindingSchema = z.object({
  id: ZId,
  source: ZOutsideFindingSource,
  reference: z.string(),
  unit: z.object({ id: ZId, name: z.string() }).nullable(),
  raisedOn: ZDay,
  title: z.string(),
  criteria: z.string(),
  condition: z.string(),
  cause: z.string(),
  effect: z.string(),
  rootCauses: z.array(ZRootCauseSchema),
  rating: ZAuditFindingLevel,
  recommendation: z.string(),
  risks: z.array(ZFindingRiskSchema),
  mrOwners: z.array(ZPersonRef),
  /** who recorded it */
  raisedBy: z.string(),
  /** the caller may change it, ask for its response and validate its actions (its recorder, administrators) */
  mayManage: z.boolean(),
  version: z.number().int(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TOutsideFinding = z.infer<typeof ZOutsideFindingSchema>;

// ---------------------------------------------------------------- routes

const route = familyRoutes('audit-findings', 'audit');
const item = <T extends z.ZodType>(schema: T) => z.object({ item: schema });

export const AUDIT_FINDINGS_ROUTES = {
  listFindings: route(
    'all',
    'GET',
    "A page of an engagement's findings, oldest first (its team)",
    ZListFindingsRequestSchema,
    ZPage(ZFindingSchema),
    'Get Audit Finding Failed',
  ),
  exportFindings: route(
    'export',
    'GET',
    "The engagement's findings register, filtered as the list, as an Excel or PDF file: a link that works for 15 minutes (its team)",
    ZExportFindingsRequestSchema,
    z.object({ url: z.string(), filename: z.string(), contentType: z.string(), size: z.number().int() }),
    'Export Audit Findings Failed',
  ),
  getFinding: route(
    'get',
    'GET',
    'One finding with its root causes, working papers and risks at their current level',
    ZFindingRefSchema,
    item(ZFindingSchema),
    'Get Audit Finding Failed',
  ),
  addFinding: route(
    'add',
    'POST',
    'Add a finding to an open engagement (its lead, performers or an administrator)',
    ZAddFindingRequestSchema,
    item(ZFindingSchema),
    'Add Audit Finding Failed',
  ),
  updateFinding: route(
    'update',
    'POST',
    'Change a finding on the version read; an approved one becomes a draft to approve again',
    ZUpdateFindingRequestSchema,
    item(ZFindingSchema),
    'Update Audit Finding Failed',
  ),
  updateRootCause: route(
    'update-root-cause',
    'POST',
    "Change one of a finding's root causes on the finding's version read",
    ZUpdateRootCauseRequestSchema,
    item(ZFindingSchema),
    'Update Root Cause Failed',
  ),
  deleteFinding: route(
    'delete',
    'POST',
    'Delete a finding that is a draft and was never approved',
    ZDeleteFindingRequestSchema,
    z.object({ id: ZId }),
    'Delete Audit Finding Failed',
  ),
  listRiskFindings: route(
    'risk-findings',
    'GET',
    "The findings of the company's engagements that concern a risk of the register (the risk's page)",
    ZRiskFindingsRequestSchema,
    z.object({ list: z.array(ZRiskFindingSchema) }),
    'Get Audit Finding Failed',
  ),
  listOutsideFindings: route(
    'all-outside',
    'GET',
    'A page of the findings raised outside an engagement, newest first (audit administrators and the audit team)',
    ZListOutsideFindingsRequestSchema,
    ZPage(ZOutsideFindingSchema),
    'Get Audit Finding Failed',
  ),
  exportOutsideFindings: route(
    'export-outside',
    'GET',
    'The findings raised outside an engagement, filtered as the list, as an Excel or PDF file: a link that works for 15 minutes (audit administrators and the audit team)',
    ZExportOutsideFindingsRequestSchema,
    z.object({ url: z.string(), filename: z.string(), contentType: z.string(), size: z.number().int() }),
    'Export Audit Findings Failed',
  ),
  getOutsideFinding: route(
    'outside',
    'GET',
    'One finding raised outside an engagement, its risks at their current level',
    ZOutsideFindingRefSchema,
    item(ZOutsideFindingSchema),
    'Get Audit Finding Failed',
  ),
  addOutsideFinding: route(
    'add-outside',
    'POST',
    "Record a finding raised outside an engagement (an external auditor's, a regulator's, a special review's)",
    ZAddOutsideFindingRequestSchema,
    item(ZOutsideFindingSchema),
    'Add Audit Finding Failed',
  ),
  updateOutsideFinding: route(
    'update-outside',
    'POST',
    'Change a finding raised outside an engagement on the version read',
    ZUpdateOutsideFindingRequestSchema,
    item(ZOutsideFindingSchema),
    'Update Audit Finding Failed',
  ),
} as const;

export const auditFindingsRoutes = Object.values(AUDIT_FINDINGS_ROUTES);
