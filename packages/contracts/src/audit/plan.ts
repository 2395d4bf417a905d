import { z } from 'zod';
import { ZDay, ZId, ZIsoDateTime, ZName, ZPageQuery, ZVersion } from '../common';
import { ZAuditRiskLevel } from './universe';

/**
 * The annual audit plan (spec §2 `audit-plan`, §3, §8 "… Audit Plan Failed"): built from the
 * universe ranked by risk score; an entity left out, or planned in a later quarter than a less
 * risky one, carries a recorded reason (packages/rules audit-plan). Planned audits per quarter
 * with a team from the audit team and budget days; status active / not active; approval, which a
 * later change undoes until the plan is approved again. Follow-up entries plan the follow-up of
 * earlier audits' actions.
 */

export const AUDIT_PLAN_STATUSES = ['active', 'inactive'] as const;
export const ZAuditPlanStatus = z.enum(AUDIT_PLAN_STATUSES);

export const AUDIT_PLAN_APPROVALS = ['Draft', 'Approved', 'Changed after approval'] as const;
export const ZAuditPlanApproval = z.enum(AUDIT_PLAN_APPROVALS);

const ZPerson = z.object({ employeeId: ZId, fullName: z.string() });

const ZYear = z
  .number({ error: 'year must be a year such as 2027' })
  .int('year must be a year such as 2027')
  .min(2000, 'year must be from 2000')
  .max(2100, 'year must be at most 2100');

const quarterMessage = 'quarter must be 1, 2, 3 or 4';
export const ZQuarterNo = z
  .number({ error: quarterMessage })
  .int(quarterMessage)
  .min(1, quarterMessage)
  .max(4, quarterMessage);

const daysMessage = 'budgetDays must be a number of days from 0 to 1000';
const ZBudgetDays = z.number({ error: daysMessage }).min(0, daysMessage).max(1000, daysMessage);

const ZReason = z
  .string()
  .trim()
  .max(1000, 'reason must be at most 1000 characters')
  .optional()
  .transform((v) => v ?? '');

export const ZAuditPlanSchema = z.object({
  id: ZId,
  year: z.number().int(),
  title: z.string(),
  status: ZAuditPlanStatus,
  /** spec §3 */
  statusText: z.enum(['Active', 'Not Active']),
  approval: ZAuditPlanApproval,
  approvedBy: ZPerson.nullable(),
  approvedAt: ZIsoDateTime.nullable(),
  plannedCount: z.number().int(),
  version: z.number().int(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TAuditPlan = z.infer<typeof ZAuditPlanSchema>;

export const ZPlannedAuditSchema = z.object({
  id: ZId,
  planId: ZId,
  /** the universe process it audits; null for an audit added by hand */
  processId: ZId.nullable(),
  title: z.string(),
  businessUnit: z.object({ id: ZId, name: z.string() }).nullable(),
  riskScore: z.number().int(),
  riskLevel: ZAuditRiskLevel,
  /** its place in the plan's ranking by risk score */
  rank: z.number().int(),
  quarter: z.number().int(),
  included: z.boolean(),
  reason: z.string(),
  /** left out, or against its rank with nobody saying why: the plan cannot be approved */
  needsReason: z.boolean(),
  lead: ZPerson.nullable(),
  team: z.array(ZPerson),
  budgetDays: z.number(),
  version: z.number().int(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TPlannedAudit = z.infer<typeof ZPlannedAuditSchema>;

export const ZAuditPlanDetailSchema = z.object({
  item: ZAuditPlanSchema,
  /** by quarter, then rank; left-out entities last */
  list: z.array(ZPlannedAuditSchema),
  budgetDaysByQuarter: z.array(z.number()),
});
export type TAuditPlanDetail = z.infer<typeof ZAuditPlanDetailSchema>;

export const ZAuditFollowUpSchema = z.object({
  id: ZId,
  planId: ZId,
  plannedAuditId: ZId.nullable(),
  title: z.string(),
  quarter: z.number().int(),
  dueDate: ZDay.nullable(),
  lead: ZPerson.nullable(),
  budgetDays: z.number(),
  notes: z.string().nullable(),
  version: z.number().int(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TAuditFollowUp = z.infer<typeof ZAuditFollowUpSchema>;

// ---------------------------------------------------------------- requests

const ZRef = { id: ZId, version: ZVersion };
export const ZAuditRefRequestSchema = z.object(ZRef);
export const ZAuditIdRequestSchema = z.object({ id: ZId });

export const ZAddAuditPlanRequestSchema = z.object({ year: ZYear, title: ZName('title') });
export type TAddAuditPlanRequest = z.infer<typeof ZAddAuditPlanRequestSchema>;
export const ZUpdateAuditPlanRequestSchema = z.object({
  ...ZRef,
  title: ZName('title'),
  status: ZAuditPlanStatus,
});
export type TUpdateAuditPlanRequest = z.infer<typeof ZUpdateAuditPlanRequestSchema>;
/** A page of the plans, newest first, optionally of one year. */
export const ZListAuditPlansRequestSchema = ZPageQuery.extend({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});
export type TListAuditPlansRequest = z.infer<typeof ZListAuditPlansRequestSchema>;

const plannedFields = {
  quarter: ZQuarterNo,
  included: z.boolean({ error: 'included must be true or false' }).default(true),
  reason: ZReason,
  leadId: ZId.nullable().optional(),
  memberIds: z.array(ZId).max(20, 'at most 20 team members').default([]),
  budgetDays: ZBudgetDays.default(0),
};
/** A universe process not yet in the plan (`processId`), or an audit by hand (`title`, its risk factors). */
export const ZAddPlannedAuditRequestSchema = z
  .object({
    planId: ZId,
    processId: ZId.optional(),
    title: ZName('title').optional(),
    riskScore: z
      .number()
      .int()
      .min(1, 'riskScore must be from 1 to 25')
      .max(25, 'riskScore must be from 1 to 25')
      .optional(),
    ...plannedFields,
  })
  .refine((v) => Boolean(v.processId) !== Boolean(v.title), {
    message: 'name either a universe process (processId) or a title for an audit added by hand',
    path: ['processId'],
  });
export type TAddPlannedAuditRequest = z.infer<typeof ZAddPlannedAuditRequestSchema>;
export const ZUpdatePlannedAuditRequestSchema = z.object({ ...ZRef, ...plannedFields });
export type TUpdatePlannedAuditRequest = z.infer<typeof ZUpdatePlannedAuditRequestSchema>;

const followUpFields = {
  plannedAuditId: ZId.nullable().optional(),
  title: ZName('title'),
  quarter: ZQuarterNo,
  dueDate: ZDay.nullable().optional(),
  leadId: ZId.nullable().optional(),
  budgetDays: ZBudgetDays.default(0),
  notes: z
    .string()
    .trim()
    .max(2000, 'notes must be at most 2000 characters')
    .optional()
    .transform((v) => v || null),
};
export const ZAddAuditFollowUpRequestSchema = z.object({ planId: ZId, ...followUpFields });
export type TAddAuditFollowUpRequest = z.infer<typeof ZAddAuditFollowUpRequestSchema>;
export const ZUpdateAuditFollowUpRequestSchema = z.object({ ...ZRef, ...followUpFields });
export type TUpdateAuditFollowUpRequest = z.infer<typeof ZUpdateAuditFollowUpRequestSchema>;
/** A page of a plan's follow-up entries, in the order they were added. */
export const ZListAuditFollowUpsRequestSchema = ZPageQuery.extend({ planId: ZId });
export type TListAuditFollowUpsRequest = z.infer<typeof ZListAuditFollowUpsRequestSchema>;
