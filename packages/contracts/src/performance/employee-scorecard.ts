import { z } from 'zod';
import { ZId, ZVersion, ZYesNo } from '../common';
import { ZAgreementStatus } from './statuses';
import { ZQuarterIndex } from '../planning/quarter';
import { familyRoutes } from '../route';
import {
  ZAddCommentRequestSchema,
  ZAddKpaRequestSchema,
  ZGetScorecardRequestSchema,
  ZKpaSchema,
  ZKpiSchema,
  ZListCommentsRequestSchema,
  ZRatingMode,
  ZSaveKpiRequestSchema,
  ZScorecardCommentSchema,
  ZScorecardDetailSchema,
  ZScorecardItemRef,
  ZScorecardName,
  ZScorecardSchema,
  ZUpdateKpaRequestSchema,
  ZUpdateScorecardRequestSchema,
} from '../scorecard/scorecard';

/**
 * Employee scorecards (spec §1, §2 /app/my-inbox/annual-employee-scorecards, §3, §7
 * /employee-scorecard/): an employee's annual scorecard for an annual plan — built empty, from a
 * library template, or cascaded from the annual corporate scorecard's KPIs — its functional
 * variant, the periodic scorecard of each quarter (made together with that quarter's performance
 * record), the library of reusable templates, KPA/KPI comments and training tags. The same records
 * and KPA/KPI calls as the planning scorecards (../planning/plan-scorecard.ts).
 */
const family = 'employee-scorecard';
const title = 'Employee Scorecard';
const kpaTitle = 'Employee Key Performance Area';
const kpiTitle = 'Employee Scorecard Kpi';

/**
 * Cascade setting of a corporate KPI: how far down the organisation employee scorecards take it.
 * `businessUnit` = business unit heads only; `department` = those and department heads; … ;
 * `everyone` = every employee. A KPI with no setting is not cascaded.
 */
export const CASCADE_LEVELS = [
  'businessUnit',
  'department',
  'division',
  'section',
  'subSection',
  'subSubSection',
  'everyone',
] as const;
export const ZCascadeLevel = z.enum(CASCADE_LEVELS);
export type TCascadeLevel = z.infer<typeof ZCascadeLevel>;

/** Where a new annual scorecard's KPAs and KPIs come from. */
export const EMPLOYEE_SCORECARD_SOURCES = ['empty', 'cascade', 'library'] as const;
export const ZEmployeeScorecardSource = z.enum(EMPLOYEE_SCORECARD_SOURCES);

export const ZEmployeeScorecardType = z.enum(['annual', 'periodic']);

/** An employee scorecard (or library template) as lists and writes answer it. */
export const ZEmployeeScorecardSchema = ZScorecardSchema.extend({
  /** whose it is (null for a library template) */
  employeeId: ZId.nullable(),
  employeeName: z.string().nullable(),
  functional: z.boolean(),
  /** the library template it was built from, if any */
  templateId: ZId.nullable(),
  /** periodic scorecards: the quarter's agreement status (its performance record); else null */
  agreementStatus: ZAgreementStatus.nullable(),
});
export type TEmployeeScorecard = z.infer<typeof ZEmployeeScorecardSchema>;

export const ZEmployeeScorecardDetailSchema = ZScorecardDetailSchema.extend({
  employeeId: ZId.nullable(),
  employeeName: z.string().nullable(),
  functional: z.boolean(),
  templateId: ZId.nullable(),
  agreementStatus: ZAgreementStatus.nullable(),
  /** whether the caller may change it now (owner while Draft, supervisor until Agreed, administrators) */
  editable: z.boolean(),
  /** whether the caller may delete it now (nobody once an agreement has left Draft) */
  deletable: z.boolean(),
});
export type TEmployeeScorecardDetail = z.infer<typeof ZEmployeeScorecardDetailSchema>;

const ZTag = z
  .string({ error: 'a tag must be text' })
  .trim()
  .min(1, 'a tag cannot be empty')
  .max(80, 'a tag must be at most 80 characters');

export const ZTrainingTagSchema = z.object({
  kpiId: ZId,
  kpiName: z.string(),
  tags: z.array(z.string()),
  version: z.number().int(),
});
export type TTrainingTag = z.infer<typeof ZTrainingTagSchema>;

export const ZCascadeSettingSchema = z.object({
  kpiId: ZId,
  kpiName: z.string(),
  kpaName: z.string().nullable(),
  cascadeTo: ZCascadeLevel.nullable(),
  version: z.number().int(),
});
export type TCascadeSetting = z.infer<typeof ZCascadeSettingSchema>;

export const ZListEmployeeScorecardsRequestSchema = z.object({
  annualPlanId: ZId,
  /** default: the caller */
  employeeId: ZId.optional(),
  type: ZEmployeeScorecardType.optional(),
});
export const ZListSubordinateScorecardsRequestSchema = z.object({
  annualPlanId: ZId,
  type: ZEmployeeScorecardType.optional(),
});
export const ZAddEmployeeScorecardRequestSchema = z
  .object({
    annualPlanId: ZId,
    name: ZScorecardName,
    /** default: the caller; someone else's only for their supervisor or a Performance administrator */
    employeeId: ZId.optional(),
    source: ZEmployeeScorecardSource.default('empty'),
    /** source library: the template */
    templateId: ZId.optional(),
    /** source cascade: the annual corporate scorecard (default: the annual plan's only one) */
    corporateScorecardId: ZId.optional(),
    /** source empty: the new scorecard's shape (a template's or the corporate one's otherwise) */
    includeKeyPerformanceArea: ZYesNo.default('Yes'),
    ratingMode: ZRatingMode.default('automatic'),
  })
  .superRefine((v, ctx) => {
    if (v.source === 'library' && !v.templateId) {
      ctx.addIssue({
        code: 'custom',
        path: ['templateId'],
        message: 'name the library template to build from',
      });
    }
  });
export type TAddEmployeeScorecardRequest = z.infer<typeof ZAddEmployeeScorecardRequestSchema>;
export const ZAddFunctionalScorecardRequestSchema = z.object({
  annualPlanId: ZId,
  name: ZScorecardName,
  employeeId: ZId.optional(),
  templateId: ZId.optional(),
  includeKeyPerformanceArea: ZYesNo.default('Yes'),
  ratingMode: ZRatingMode.default('automatic'),
});
export const ZAddEmployeePeriodicRequestSchema = z.object({
  annualScorecardId: ZId,
  quarter: ZQuarterIndex,
});
export const ZListLibraryRequestSchema = z.object({ annualPlanId: ZId });
export const ZAddTemplateRequestSchema = z.object({
  annualPlanId: ZId,
  name: ZScorecardName,
  /** copy this employee scorecard's KPAs and KPIs (without its results); else an empty template */
  fromScorecardId: ZId.optional(),
  includeKeyPerformanceArea: ZYesNo.default('Yes'),
  ratingMode: ZRatingMode.default('automatic'),
});
export const ZSetTrainingTagsRequestSchema = z.object({
  scorecardId: ZId,
  kpiId: ZId,
  version: ZVersion,
  tags: z
    .array(ZTag)
    .max(20, 'at most 20 tags on a KPI')
    .transform((t) => [...new Set(t)]),
});
export const ZCascadeSettingsRequestSchema = z.object({ scorecardId: ZId });
export const ZSetCascadeSettingRequestSchema = z.object({
  scorecardId: ZId,
  kpiId: ZId,
  version: ZVersion,
  cascadeTo: ZCascadeLevel.nullable(),
});

const scorecardItem = z.object({ scorecard: ZEmployeeScorecardSchema });
const list = z.object({ list: z.array(ZEmployeeScorecardSchema) });

const route = familyRoutes(family, 'performance');

export const listEmployeeScorecards = route(
  'all',
  'GET',
  'An employee’s scorecards for an annual plan (default: the caller’s own): annual first, then periodic by quarter',
  ZListEmployeeScorecardsRequestSchema,
  list,
  `Get ${title} Failed`,
);
export const listSubordinateScorecards = route(
  'subordinates',
  'GET',
  'The scorecards of the caller’s direct reports for an annual plan',
  ZListSubordinateScorecardsRequestSchema,
  list,
  `Get ${title} Failed`,
);
export const listScorecardLibrary = route(
  'library',
  'GET',
  'The scorecards library: reusable templates of the annual plan’s strategic plan',
  ZListLibraryRequestSchema,
  list,
  `Get ${title} Failed`,
);
export const getEmployeeScorecard = route(
  'get',
  'GET',
  'One employee scorecard (or template) with its KPAs and KPIs, scored for the period',
  ZGetScorecardRequestSchema,
  z.object({ scorecard: ZEmployeeScorecardDetailSchema }),
  `Get ${title} Failed`,
);
export const addEmployeeScorecard = route(
  'add',
  'POST',
  'Build an employee’s annual scorecard: empty, from a library template, or cascaded from the corporate KPIs set to reach them',
  ZAddEmployeeScorecardRequestSchema,
  scorecardItem,
  `Add ${title} Failed`,
);
export const addFunctionalScorecard = route(
  'add-functional-scorecard',
  'POST',
  'Build an employee’s functional annual scorecard (for their function, not cascaded): empty or from a template',
  ZAddFunctionalScorecardRequestSchema,
  scorecardItem,
  `Add ${title} Failed`,
);
export const addEmployeePeriodicScorecard = route(
  'add-periodic',
  'POST',
  'Build an employee’s periodic scorecard of a quarter from their annual one, with the quarter’s performance record (agreement Draft)',
  ZAddEmployeePeriodicRequestSchema,
  scorecardItem,
  `Add ${title} Failed`,
);
export const addScorecardTemplate = route(
  'add-template',
  'POST',
  'Add a library template: empty, or saved from an employee scorecard (its KPAs and KPIs without results)',
  ZAddTemplateRequestSchema,
  scorecardItem,
  `Add ${title} Failed`,
);
export const updateEmployeeScorecard = route(
  'update',
  'POST',
  'Rename an employee scorecard or template, change its rating mode, or (while it has no KPIs) whether KPIs sit under KPAs',
  ZUpdateScorecardRequestSchema,
  scorecardItem,
  `Update ${title} Failed`,
);
export const deleteEmployeeScorecard = route(
  'delete',
  'POST',
  'Delete an employee scorecard or template with its KPAs, KPIs and comments (refused once an agreement has left Draft)',
  z.object({ id: ZId, version: ZVersion }),
  scorecardItem,
  `Delete ${title} Failed`,
);
export const addEmployeeKpa = route(
  'add-kpa',
  'POST',
  'Add a key performance area to an employee scorecard',
  ZAddKpaRequestSchema,
  z.object({ kpa: ZKpaSchema }),
  `Add ${kpaTitle} Failed`,
);
export const updateEmployeeKpa = route(
  'update-kpa',
  'POST',
  'Rename, reorder or re-file a key performance area',
  ZUpdateKpaRequestSchema,
  z.object({ kpa: ZKpaSchema }),
  `Update ${kpaTitle} Failed`,
);
export const deleteEmployeeKpa = route(
  'delete-kpa',
  'POST',
  'Delete a key performance area with no KPIs under it, with its comments',
  ZScorecardItemRef,
  z.object({ kpa: ZKpaSchema }),
  `Delete ${kpaTitle} Failed`,
);
export const saveEmployeeKpi = route(
  'save-kpi',
  'POST',
  'Add a KPI (no id) or change one (id and version); fields left out of a change stay as they were',
  ZSaveKpiRequestSchema,
  z.object({ kpi: ZKpiSchema }),
  `Add/Update ${kpiTitle} Failed`,
);
export const deleteEmployeeKpi = route(
  'delete-kpi',
  'POST',
  'Delete a KPI with its comments',
  ZScorecardItemRef,
  z.object({ kpi: ZKpiSchema }),
  `Delete ${kpiTitle} Failed`,
);
export const addEmployeeScorecardComment = route(
  'add-comment',
  'POST',
  'Comment on a KPA or a KPI of an employee scorecard',
  ZAddCommentRequestSchema,
  z.object({ comment: ZScorecardCommentSchema }),
  `Add ${title} Comment Failed`,
);
export const listEmployeeScorecardComments = route(
  'comments',
  'GET',
  'The comments on a KPA or a KPI, oldest first',
  ZListCommentsRequestSchema,
  z.object({ list: z.array(ZScorecardCommentSchema) }),
  `Get ${title} Comment Failed`,
);
export const getTrainingTags = route(
  'tag_info',
  'GET',
  'The training tags of an employee scorecard’s KPIs (spec §3 tag_info)',
  z.object({ scorecardId: ZId }),
  z.object({ list: z.array(ZTrainingTagSchema) }),
  'Get Training Tags Failed',
);
export const setTrainingTags = route(
  'set-tag-info',
  'POST',
  'Set the training needs a KPI of an employee scorecard names (replaces its tags)',
  ZSetTrainingTagsRequestSchema,
  z.object({ tag: ZTrainingTagSchema }),
  'Set Training Tags Failed',
);
export const getCascadeSettings = route(
  'cascade-settings',
  'GET',
  'The cascade setting of every KPI of an annual corporate scorecard',
  ZCascadeSettingsRequestSchema,
  z.object({ list: z.array(ZCascadeSettingSchema) }),
  'Get Cascade Setting Failed',
);
export const setCascadeSetting = route(
  'set-cascade-setting',
  'POST',
  'Set how far down the organisation a corporate KPI cascades (null: not cascaded)',
  ZSetCascadeSettingRequestSchema,
  z.object({ setting: ZCascadeSettingSchema }),
  'Set Cascade Setting Failed',
);

export const employeeScorecardRoutes = [
  listEmployeeScorecards,
  listSubordinateScorecards,
  listScorecardLibrary,
  getEmployeeScorecard,
  addEmployeeScorecard,
  addFunctionalScorecard,
  addEmployeePeriodicScorecard,
  addScorecardTemplate,
  updateEmployeeScorecard,
  deleteEmployeeScorecard,
  addEmployeeKpa,
  updateEmployeeKpa,
  deleteEmployeeKpa,
  saveEmployeeKpi,
  deleteEmployeeKpi,
  addEmployeeScorecardComment,
  listEmployeeScorecardComments,
  getTrainingTags,
  setTrainingTags,
  getCascadeSettings,
  setCascadeSetting,
] as const;
