/**
 * What the planning screens share (plans, scorecards, reports): the planning admin flag, the
 * plan and annual plan choices kept in the URL, the screens' addresses.
 */
export {
  planningAccessQueryOptions,
  useCorporateAccess,
  usePlanningAccess,
  usePlanningAdmin,
} from './access';
export { annualPlansQueryOptions, planKeys, plansQueryOptions, useAnnualPlans, usePlans } from './api';
export {
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
export { RecordSelect, type RecordSelectProps } from '../../../components/record-select';
export { annualPlanOptions, useChosenAnnualPlan } from '../../scorecard';
export { useChosenPlan, usePlanOptions } from './plan-select';
