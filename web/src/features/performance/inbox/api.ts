import {
  inboxCompanyReviews,
  inboxEmployeeReviews,
  inboxReports,
  inboxSubordinateEmployeeReviews,
  listAnnualPlans,
  PLAN_ROUTES,
  requiredMyActions,
  requiredMyActionsCount,
  subordinateAnnualScorecardEmployees,
  subordinatePerformanceEmployees,
  subordinatePeriodicScorecardEmployees,
} from '@stratum/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/query';

export const useStrategicPlans = () => useQuery(routeQueryOptions(PLAN_ROUTES.strategic.all, {}));

export const useAnnualPlans = (strategicPlanId: string | undefined) =>
  useQuery(routeQueryOptions(listAnnualPlans, strategicPlanId ? { strategicPlanId } : {}));

/** The sidebar badge: how many records wait on me (refetched every minute while the app is open). */
export const useRequiredCount = () =>
  useQuery({ ...routeQueryOptions(requiredMyActionsCount, {}), refetchInterval: 60_000 });

export const useRequiredActions = () => useQuery(routeQueryOptions(requiredMyActions, {}));

export const useSubordinateEmployees = (annualPlanId: string | undefined) =>
  useQuery({
    ...routeQueryOptions(subordinateAnnualScorecardEmployees, { annualPlanId: annualPlanId ?? '' }),
    enabled: Boolean(annualPlanId),
  });

export const useSubordinateRecords = (
  kind: 'periodic' | 'performance',
  annualPlanId: string | undefined,
  quarter: number,
) =>
  useQuery({
    ...routeQueryOptions(
      kind === 'periodic' ? subordinatePeriodicScorecardEmployees : subordinatePerformanceEmployees,
      {
        annualPlanId: annualPlanId ?? '',
        quarter,
      },
    ),
    enabled: Boolean(annualPlanId),
    placeholderData: keepPreviousData,
  });

export const useInboxReport = (annualPlanId: string | undefined, quarter: number) =>
  useQuery({
    ...routeQueryOptions(inboxReports, {
      annualPlanId: annualPlanId ?? '',
      quarter,
      type: 'agreements-assessments',
    }),
    enabled: Boolean(annualPlanId),
  });

/** The reviews tab (spec §2 company, employee and subordinate employee reviews) of an annual plan. */
export const useCompanyReviews = (annualPlanId: string | undefined) =>
  useQuery({
    ...routeQueryOptions(inboxCompanyReviews, { annualPlanId: annualPlanId ?? '' }),
    enabled: Boolean(annualPlanId),
  });

export const useEmployeeReviews = (annualPlanId: string | undefined) =>
  useQuery({
    ...routeQueryOptions(inboxEmployeeReviews, { annualPlanId: annualPlanId ?? '' }),
    enabled: Boolean(annualPlanId),
  });

export const useSubordinateEmployeeReviews = (annualPlanId: string | undefined) =>
  useQuery({
    ...routeQueryOptions(inboxSubordinateEmployeeReviews, { annualPlanId: annualPlanId ?? '' }),
    enabled: Boolean(annualPlanId),
  });
