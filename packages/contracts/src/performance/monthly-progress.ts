import { z } from 'zod';
import { ZDay, ZId, ZVersion } from '../common';
import { familyRoutes } from '../route';

/**
 * Monthly progress (spec §1 "periods, employee, company and organisational progress", §2
 * `/app/performance/monthly-progresses`, `/app/my-inbox/monthly-progress/*`,
 * `/app/reports/monthly-progress`, §5 progress-bar colours). The periods are the calendar months
 * of an annual plan; a month is open for updates from its first day until `graceDays` days after
 * its last (docs/performance.md "Monthly progress"). An update is one figure per KPI per month, on
 * an employee's annual scorecard (employee progress) or the annual corporate scorecard (company
 * progress), read as a percent of the KPI's target the way the rating engine reads actuals.
 */

/** YYYY-MM */
export const ZMonth = z
  .string({ error: 'month must be a month (YYYY-MM)' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be a month (YYYY-MM)');

/** Days a month stays open after its last day. */
export const ZGraceDays = z.coerce
  .number({ error: 'graceDays must be a whole number of days from 0 to 31' })
  .int('graceDays must be a whole number of days from 0 to 31')
  .min(0, 'graceDays must be a whole number of days from 0 to 31')
  .max(31, 'graceDays must be a whole number of days from 0 to 31');
export const DEFAULT_GRACE_DAYS = 7;

/** spec §9 default: the monthly-update type is "mine". */
export const MONTHLY_UPDATE_TYPES = ['mine', 'subordinates'] as const;
export const ZMonthlyUpdateType = z.enum(MONTHLY_UPDATE_TYPES);
export type TMonthlyUpdateType = z.infer<typeof ZMonthlyUpdateType>;

export const ZProgressColour = z.enum(['danger', 'warning', 'success']);

export const ZMonthPeriodSchema = z.object({
  month: ZMonth,
  /** "March 2026" */
  label: z.string(),
  /** the month's days inside the annual plan */
  startDate: ZDay,
  endDate: ZDay,
  /** the last day updates are taken: endDate + graceDays */
  closesOn: ZDay,
  open: z.boolean(),
  /** today falls in this month */
  current: z.boolean(),
});
export type TMonthPeriod = z.infer<typeof ZMonthPeriodSchema>;

export const ZMonthlyUpdateSchema = z.object({
  scorecardId: ZId,
  kpiId: ZId,
  month: ZMonth,
  value: z.number(),
  d_value: z.string(),
  /** spec §5 actual percent of the KPI's target (null: beyond any finite percent, e.g. over a 0 target) */
  percent: z.number().nullable(),
  /** the bar's fill, 0..100: the percent held to 100 (null percent: 100) */
  progress: z.number(),
  colour: ZProgressColour,
  comment: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
  updatedByName: z.string(),
});
export type TMonthlyUpdate = z.infer<typeof ZMonthlyUpdateSchema>;

export const ZProgressKpiSchema = z.object({
  kpiId: ZId,
  name: z.string(),
  kpiType: z.string(),
  optionType: z.string(),
  target: z.number().nullable(),
  d_target: z.string(),
  weight: z.number().nullable(),
  /** a KPI without a numeric target cannot be measured in percent */
  measurable: z.boolean(),
  update: ZMonthlyUpdateSchema.nullable(),
});
export type TProgressKpi = z.infer<typeof ZProgressKpiSchema>;

export const ZProgressScorecardSchema = z.object({
  id: ZId,
  name: z.string(),
  kpis: z.array(ZProgressKpiSchema),
});

const ZAverage = { average: z.number().nullable(), count: z.number().int(), colour: ZProgressColour };

export const ZProgressSheetSchema = z.object({
  annualPlanId: ZId,
  period: ZMonthPeriodSchema,
  /** whether the caller may record updates on this sheet now (their own, or an admin's company sheet, in an open month) */
  canEdit: z.boolean(),
  employee: z.object({ id: ZId, fullName: z.string() }).nullable(),
  scorecards: z.array(ZProgressScorecardSchema),
  ...ZAverage,
});
export type TProgressSheet = z.infer<typeof ZProgressSheetSchema>;

export const ZSubordinateProgressSchema = z.object({
  employeeId: ZId,
  fullName: z.string(),
  ...ZAverage,
});
export type TSubordinateProgress = z.infer<typeof ZSubordinateProgressSchema>;

export const ZUnitProgressSchema = z.object({
  unitId: z.string(),
  name: z.string(),
  ...ZAverage,
});
export type TUnitProgress = z.infer<typeof ZUnitProgressSchema>;

export const ZOrganisationalProgressSchema = z.object({
  annualPlanId: ZId,
  period: ZMonthPeriodSchema,
  /** every employee update of the month */
  employees: z.object(ZAverage),
  /** the corporate scorecard's updates of the month */
  company: z.object(ZAverage),
  businessUnits: z.array(ZUnitProgressSchema),
  departments: z.array(ZUnitProgressSchema),
});
export type TOrganisationalProgress = z.infer<typeof ZOrganisationalProgressSchema>;

export const ZListPeriodsRequestSchema = z.object({ annualPlanId: ZId });
export const ZSetGraceRequestSchema = z.object({
  annualPlanId: ZId,
  graceDays: ZGraceDays,
  /** the settings' version read; 0 while the plan still has the default */
  version: z.coerce.number().int().min(0),
});
export type TSetGraceRequest = z.infer<typeof ZSetGraceRequestSchema>;
export const ZPeriodsSchema = z.object({
  list: z.array(ZMonthPeriodSchema),
  graceDays: z.number().int(),
  version: z.number().int(),
});
export type TPeriods = z.infer<typeof ZPeriodsSchema>;

export const ZMonthRequestSchema = z.object({ annualPlanId: ZId, month: ZMonth });
export const ZEmployeeProgressRequestSchema = ZMonthRequestSchema.extend({ employeeId: ZId.optional() });
export type TEmployeeProgressRequest = z.infer<typeof ZEmployeeProgressRequestSchema>;
export type TMonthRequest = z.infer<typeof ZMonthRequestSchema>;

export const ZSaveProgressRequestSchema = z.object({
  scorecardId: ZId,
  kpiId: ZId,
  month: ZMonth,
  value: z.coerce
    .number({ error: 'value must be a number' })
    .finite('value must be a number')
    .min(0, 'value must be 0 or more')
    .max(1e15, 'value is too large'),
  comment: z.string().trim().max(1000, 'comment must be at most 1000 characters').default(''),
  /** the update's version read; left out for a month's first update of the KPI */
  version: ZVersion.optional(),
});
export type TSaveProgressRequest = z.infer<typeof ZSaveProgressRequestSchema>;

const family = 'monthly-progress';

const route = familyRoutes(family, 'performance');

export const listMonthlyPeriods = route(
  'periods',
  'GET',
  'The months of an annual plan, each open or closed for updates today, with the grace days after a month’s end',
  ZListPeriodsRequestSchema,
  ZPeriodsSchema,
  'Get Monthly Progress Periods Failed',
);
export const setMonthlyGrace = route(
  'set-grace',
  'POST',
  'Set how many days a month stays open for updates after it ends (Performance Management administrators)',
  ZSetGraceRequestSchema,
  ZPeriodsSchema,
  'Update Monthly Progress Periods Failed',
);
export const getEmployeeProgress = route(
  'employee-progress',
  'GET',
  'One employee’s monthly updates for a month, per KPI of their annual scorecards (their own, their reports’, or anyone’s for an administrator)',
  ZEmployeeProgressRequestSchema,
  z.object({ progress: ZProgressSheetSchema }),
  'Get Employee Progress Failed',
);
export const listSubordinateProgress = route(
  'subordinate-progresses',
  'GET',
  'The caller’s reports who recorded updates in a month, with their average progress',
  ZMonthRequestSchema,
  z.object({ list: z.array(ZSubordinateProgressSchema) }),
  'Get Employee Progress Failed',
);
export const saveEmployeeProgress = route(
  'save-employee-progress',
  'POST',
  'Record (or change) the caller’s progress on a KPI of their annual scorecard for an open month',
  ZSaveProgressRequestSchema,
  z.object({ update: ZMonthlyUpdateSchema }),
  'Update Employee Progress Failed',
);
export const getCompanyProgress = route(
  'company-progress',
  'GET',
  'The annual corporate scorecards’ monthly updates for a month',
  ZMonthRequestSchema,
  z.object({ progress: ZProgressSheetSchema }),
  'Get Company Progress Failed',
);
export const saveCompanyProgress = route(
  'save-company-progress',
  'POST',
  'Record (or change) the progress on a KPI of an annual corporate scorecard for an open month (Performance Management or Strategic Planning administrators)',
  ZSaveProgressRequestSchema,
  z.object({ update: ZMonthlyUpdateSchema }),
  'Update Company Progress Failed',
);
export const getOrganisationalProgress = route(
  'organisational-progress',
  'GET',
  'A month’s average progress by business unit and department, for all employees and for the company scorecard (from running totals: one query)',
  ZMonthRequestSchema,
  z.object({ progress: ZOrganisationalProgressSchema }),
  'Get Organisational Progress Failed',
);

export const monthlyProgressRoutes = [
  listMonthlyPeriods,
  setMonthlyGrace,
  getEmployeeProgress,
  listSubordinateProgress,
  saveEmployeeProgress,
  getCompanyProgress,
  saveCompanyProgress,
  getOrganisationalProgress,
] as const;
