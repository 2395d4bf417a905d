import {
  listAnnualPlans,
  PLAN_ROUTES,
  type PlanKind,
  type TAnnualPlan,
  type TPlan,
} from '@stratum/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeKey, routeQueryOptions } from '../../../lib/query';

/** Every plan of a kind (the API answers them whole: a company has a handful), newest start first. */
export const plansQueryOptions = (kind: PlanKind, status?: TPlan['status']) =>
  routeQueryOptions(PLAN_ROUTES[kind].all, status ? { status } : {});

export const usePlans = (kind: PlanKind, status?: TPlan['status']) =>
  useQuery(plansQueryOptions(kind, status));

/** The keys of every read of a kind's plans (list and single). */
export const planKeys = (kind: PlanKind) => [
  routeKey(PLAN_ROUTES[kind].all),
  routeKey(PLAN_ROUTES[kind].get),
];

/** The annual plans of the company, or of one strategic plan, newest first. */
export const annualPlansQueryOptions = (strategicPlanId?: string) =>
  routeQueryOptions(listAnnualPlans, strategicPlanId ? { strategicPlanId } : {});

export const useAnnualPlans = (strategicPlanId?: string) =>
  useQuery(annualPlansQueryOptions(strategicPlanId));

/** "Jan 1st 2024 – Dec 31st 2024 · Corporate 2024–2028": how an annual plan is named in a choice. */
export const annualOptionLabel = (a: Pick<TAnnualPlan, 'label' | 'strategicPlanDescription'>): string =>
  `${a.label} · ${a.strategicPlanDescription}`;
