/**
 * What the planning screens share (plans, scorecards, reports): the planning admin flag, the
 * plan and annual plan choices kept in the URL, the screens' addresses, a day field.
 */
export { planningAccessQueryOptions, usePlanningAccess, usePlanningAdmin } from './access';
export { annualPlansQueryOptions, planKeys, plansQueryOptions, useAnnualPlans, usePlans } from './api';
export { pickChosen, settledChoice } from './choice';
export { DateField, todayLocal } from './date-field';
export {
  ANNUAL_PLAN_PARAM,
  ANNUAL_SCREENS,
  annualScreensOf,
  PLAN_PARAM,
  PLAN_SCREENS,
  PLAN_TITLES,
  planScreensOf,
  STRATEGIC_PLAN_PARAM,
  type AnnualScreens,
  type PlanScreens,
} from './paths';
export {
  annualPlanOptions,
  RecordSelect,
  useChosenAnnualPlan,
  useChosenPlan,
  usePlanOptions,
} from './plan-select';
