import { PLAN_ROUTES, type PlanKind, type TPlan } from '@stratum/contracts';
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

export { annualOptionLabel, annualPlansQueryOptions, useAnnualPlans } from '../../scorecard';
