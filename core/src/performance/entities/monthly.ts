import { Entity, type EntityItem } from 'electrodb';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

/**
 * One monthly update (spec §1 "monthly progress"): the progress figure of one KPI for one month,
 * on an employee's annual scorecard or an annual corporate scorecard. It lives in the scorecard's
 * partition but outside the `scorecardItems` collection (reading a scorecard does not read a year
 * of updates), keyed by month then KPI, so a scorecard's month is one key-prefix query.
 *
 * `percent` is the spec §5 actual percent of the KPI's target when the update was written and
 * `progress` that percent held to 0..100 (what the bar shows and the averages add up); the unit
 * fields are the employee's placement at that moment, so the running totals (MonthlyTotalEntity)
 * know exactly what to take back when the update changes.
 *
 * gsi1 `byPeriod`: one month of one annual plan, by supervisor then employee — a supervisor's
 * reports' updates of a month are one key-prefix query. Company updates carry `-` for both.
 */
export const MonthlyUpdateEntity = new Entity({
  model: { entity: 'monthlyUpdate', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    scorecardId: { type: 'string', required: true, readOnly: true },
    kpiId: { type: 'string', required: true, readOnly: true },
    /** YYYY-MM */
    month: { type: 'string', required: true, readOnly: true },
    annualPlanId: { type: 'string', required: true, readOnly: true },
    kind: { type: ['employee', 'company'] as const, required: true, readOnly: true },
    /** the scorecard's employee; `-` for company updates */
    employeeId: { type: 'string', required: true, readOnly: true },
    employeeName: { type: 'string', required: true, default: '' },
    /** the employee's supervisor when last written; `-` for none and for company updates */
    supervisorId: { type: 'string', required: true },
    businessUnitId: { type: 'string' },
    departmentId: { type: 'string' },
    kpiName: { type: 'string', required: true },
    value: { type: 'number', required: true },
    percent: { type: 'number' },
    progress: { type: 'number', required: true },
    comment: { type: 'string', required: true, default: '' },
    updatedById: { type: 'string', required: true },
    updatedByName: { type: 'string', required: true },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byScorecard: {
      pk: { field: 'pk', composite: ['companyId', 'scorecardId'] },
      sk: { field: 'sk', composite: ['month', 'kpiId'] },
    },
    byPeriod: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId', 'annualPlanId', 'month'] },
      sk: { field: 'gsi1sk', composite: ['supervisorId', 'employeeId', 'scorecardId', 'kpiId'] },
    },
  },
});
export type MonthlyUpdateItem = EntityItem<typeof MonthlyUpdateEntity>;

/**
 * A running total of one month's updates (docs/performance.md "Monthly progress"): `sum` of
 * their `progress` and their `count`, per `key` — `employees` (every employee update),
 * `company` (the corporate scorecards'), `bu#<unitId>`, `dept#<unitId>`. Moved in the same
 * transaction as the update that changes it, so an average is `sum / count` from ONE query of
 * a month's totals, however many employees the company has.
 */
export const MonthlyTotalEntity = new Entity({
  model: { entity: 'monthlyTotal', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    annualPlanId: { type: 'string', required: true, readOnly: true },
    month: { type: 'string', required: true, readOnly: true },
    key: { type: 'string', required: true, readOnly: true },
    sum: { type: 'number', required: true, default: 0 },
    count: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    byMonth: {
      pk: { field: 'pk', composite: ['companyId', 'annualPlanId', 'month'] },
      sk: { field: 'sk', composite: ['key'] },
    },
  },
});
export type MonthlyTotalItem = EntityItem<typeof MonthlyTotalEntity>;

/** An annual plan's monthly-progress settings: the grace days (absent: the default). */
export const MonthlySettingEntity = new Entity({
  model: { entity: 'monthlySetting', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    annualPlanId: { type: 'string', required: true, readOnly: true },
    graceDays: { type: 'number', required: true },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byPlan: {
      pk: { field: 'pk', composite: ['companyId', 'annualPlanId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
export type MonthlySettingItem = EntityItem<typeof MonthlySettingEntity>;
