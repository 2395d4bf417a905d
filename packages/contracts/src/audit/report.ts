import { z } from 'zod';
import { ZDay, ZId, ZIsoDateTime, ZVersion } from '../common';
import { familyRoutes } from '../route';
import { ZArtefactStatus, ZEngagementRefSchema, ZOpinionSchema, ZRootCauseCategory } from './engagement';
import { ZAuditFindingLevel, ZAuditRatingColour } from './settings';

/**
 * The engagement's overall opinion, its draft report and its final report (spec §2
 * `manage/{id}/overall-opinion`, `audit-report/final-audit-reports/{id}`; §4 draft report, make
 * and recall final report). The opinion is reviewed like every artefact: the `audit-engagement`
 * family's send / approve / not-approve / sign-offs routes take `kind: 'opinion'` with the
 * engagement's id as its id.
 */

/** The longest reasoning an opinion carries. */
export const MAX_OPINION_REASONING = 8000;

export const ZSaveOpinionRequestSchema = z.object({
  engagementId: ZId,
  /** the version read; 0 for the first save */
  version: z.coerce.number().int().min(0),
  /** one of the company's opinion ratings (audit settings) */
  ratingId: ZId,
  reasoning: z
    .string({ error: 'reasoning must be text' })
    .trim()
    .min(1, 'reasoning is required')
    .max(MAX_OPINION_REASONING, `reasoning must be at most ${MAX_OPINION_REASONING} characters`),
});
export type TSaveOpinionRequest = z.infer<typeof ZSaveOpinionRequestSchema>;

/** A management response to a finding with its action plan, as the report shows it. */
export const ZReportResponseSchema = z.object({
  findingId: ZId,
  response: z.string(),
  respondedBy: z.string(),
  respondedAt: z.string(),
  actions: z.array(
    z.object({ title: z.string(), ownerName: z.string(), dueOn: z.string(), status: z.string() }),
  ),
});
export type TReportResponse = z.infer<typeof ZReportResponseSchema>;

export const ZReportFindingSchema = z.object({
  id: ZId,
  title: z.string(),
  rating: ZAuditFindingLevel,
  status: ZArtefactStatus,
  criteria: z.string(),
  condition: z.string(),
  cause: z.string(),
  effect: z.string(),
  recommendation: z.string(),
  rootCauses: z.array(z.object({ category: ZRootCauseCategory, description: z.string() })),
  responses: z.array(ZReportResponseSchema),
});
export type TReportFinding = z.infer<typeof ZReportFindingSchema>;

/** A report's content: what the draft shows and what a final version freezes. */
export const ZReportContentSchema = z.object({
  companyName: z.string(),
  engagement: z.object({
    id: ZId,
    title: z.string(),
    auditArea: z.string(),
    startDate: ZDay,
    endDate: ZDay,
    lead: z.string(),
  }),
  scope: z.array(
    z.object({
      title: z.string(),
      inScope: z.string(),
      outOfScope: z.string(),
      periodFrom: z.string(),
      periodTo: z.string(),
      status: ZArtefactStatus,
    }),
  ),
  memo: z
    .object({
      objectives: z.string(),
      criteria: z.string(),
      risksConsidered: z.string(),
      resources: z.string(),
      timeline: z.string(),
    })
    .nullable(),
  findings: z.array(ZReportFindingSchema),
  opinion: z
    .object({
      ratingName: z.string(),
      colour: ZAuditRatingColour,
      reasoning: z.string(),
      status: ZArtefactStatus,
    })
    .nullable(),
  /** when it was assembled */
  assembledAt: ZIsoDateTime,
});
export type TReportContent = z.infer<typeof ZReportContentSchema>;

export const ZDraftReportSchema = z.object({
  content: ZReportContentSchema,
  /** why a final report cannot be made now; empty when it can */
  blockers: z.array(z.string()),
});
export type TDraftReport = z.infer<typeof ZDraftReportSchema>;

export const ZPersonAt = z.object({ employeeId: z.string(), fullName: z.string(), at: ZIsoDateTime });

/** One version of the final report: made, and recalled with a reason when it was. */
export const ZFinalReportVersionSchema = z.object({
  engagementId: ZId,
  reportVersion: z.number().int(),
  made: ZPersonAt,
  recalled: ZPersonAt.extend({ reason: z.string() }).nullable(),
  pdf: z.object({ filename: z.string(), size: z.number().int() }),
  docx: z.object({ filename: z.string(), size: z.number().int() }),
  /** the record's own version (a recall is made on it) */
  version: z.number().int(),
});
export type TFinalReportVersion = z.infer<typeof ZFinalReportVersionSchema>;

export const ZFinalReportsSchema = z.object({
  engagementTitle: z.string(),
  /** the version in force, with its frozen content; null when none was made or the last was recalled */
  current: ZFinalReportVersionSchema.extend({ content: ZReportContentSchema }).nullable(),
  /** every version, newest first */
  history: z.array(ZFinalReportVersionSchema),
  /** whether the caller may make and recall final reports */
  canMake: z.boolean(),
});
export type TFinalReports = z.infer<typeof ZFinalReportsSchema>;

export const ZRecallFinalReportRequestSchema = z.object({
  engagementId: ZId,
  reportVersion: z.coerce.number().int().min(1),
  /** the record's version read */
  version: ZVersion,
  reason: z
    .string({ error: 'reason is required' })
    .trim()
    .min(1, 'reason: say why the report is recalled')
    .max(2000, 'reason must be at most 2000 characters'),
});
export type TRecallFinalReportRequest = z.infer<typeof ZRecallFinalReportRequestSchema>;

export const FINAL_REPORT_FORMATS = ['pdf', 'docx'] as const;
export const ZFinalReportFileRequestSchema = z.object({
  engagementId: ZId,
  reportVersion: z.coerce.number().int().min(1),
  format: z.enum(FINAL_REPORT_FORMATS, { error: 'format must be pdf or docx' }),
});
export type TFinalReportFileRequest = z.infer<typeof ZFinalReportFileRequestSchema>;

// ---------------------------------------------------------------- routes

const route = familyRoutes('audit-report', 'audit');

export const AUDIT_REPORT_ROUTES = {
  getOpinion: route(
    'opinion',
    'GET',
    "The engagement's overall opinion, or null before it is written (its team)",
    ZEngagementRefSchema,
    z.object({ item: ZOpinionSchema.nullable() }),
    'Get Overall Opinion Failed',
  ),
  saveOpinion: route(
    'save-opinion',
    'POST',
    'Write or change the overall opinion on the version read (0 for the first); an approved one becomes a draft again',
    ZSaveOpinionRequestSchema,
    z.object({ item: ZOpinionSchema }),
    'Update Overall Opinion Failed',
  ),
  getDraftReport: route(
    'draft',
    'GET',
    'The draft report assembled now from scope, memorandum, findings, responses and opinion, with what blocks a final report',
    ZEngagementRefSchema,
    ZDraftReportSchema,
    'Get Audit Report Failed',
  ),
  getFinalReports: route(
    'final',
    'GET',
    'The final report in force (its frozen content) and every version made (final-audit-reports/{id})',
    ZEngagementRefSchema,
    ZFinalReportsSchema,
    'Get Final Report Failed',
  ),
  makeFinalReport: route(
    'make-final',
    'POST',
    'Freeze the draft as the next version of the final report (PDF and DOCX); the opinion and every finding must be approved',
    ZEngagementRefSchema,
    z.object({ item: ZFinalReportVersionSchema }),
    'Update Make Final Report Failed',
  ),
  recallFinalReport: route(
    'recall-final',
    'POST',
    'Withdraw the final report in force, with a reason; it stays in the history',
    ZRecallFinalReportRequestSchema,
    z.object({ item: ZFinalReportVersionSchema }),
    'Update Recall Final Report Failed',
  ),
  getFinalReportFile: route(
    'final-file',
    'GET',
    "A short-lived link to a final report version's PDF or DOCX",
    ZFinalReportFileRequestSchema,
    z.object({ url: z.string(), filename: z.string() }),
    'Get Final Report Failed',
  ),
} as const;

export const auditReportRoutes = Object.values(AUDIT_REPORT_ROUTES);
