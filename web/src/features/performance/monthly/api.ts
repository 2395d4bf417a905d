import {
  getCompanyProgress,
  getEmployeeProgress,
  getOrganisationalProgress,
  listAnnualPlans,
  listMonthlyPeriods,
  listSubordinateProgress,
  PLAN_ROUTES,
  saveCompanyProgress,
  saveEmployeeProgress,
  setMonthlyGrace,
} from '@stratum/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routeKey, routeQueryOptions, useRouteMutation } from '../../../lib/query';

/** The strategic plans, to narrow the annual plans (spec §2 monthly updates filter). */
export const useStrategicPlans = () => useQuery(routeQueryOptions(PLAN_ROUTES.strategic.all, {}));

export const useAnnualPlans = (strategicPlanId: string | undefined) =>
  useQuery(routeQueryOptions(listAnnualPlans, strategicPlanId ? { strategicPlanId } : {}));

export const periodsQueryOptions = (annualPlanId: string) =>
  routeQueryOptions(listMonthlyPeriods, { annualPlanId });

export const usePeriods = (annualPlanId: string | undefined) =>
  useQuery({ ...periodsQueryOptions(annualPlanId ?? ''), enabled: Boolean(annualPlanId) });

export const useEmployeeProgress = (
  annualPlanId: string | undefined,
  month: string | undefined,
  employeeId?: string,
) =>
  useQuery({
    ...routeQueryOptions(getEmployeeProgress, {
      annualPlanId: annualPlanId ?? '',
      month: month ?? '',
      ...(employeeId ? { employeeId } : {}),
    }),
    enabled: Boolean(annualPlanId && month),
    placeholderData: keepPreviousData,
  });

export const useSubordinateProgress = (
  annualPlanId: string | undefined,
  month: string | undefined,
  on: boolean,
) =>
  useQuery({
    ...routeQueryOptions(listSubordinateProgress, { annualPlanId: annualPlanId ?? '', month: month ?? '' }),
    enabled: on && Boolean(annualPlanId && month),
  });

export const useCompanyProgress = (annualPlanId: string | undefined, month: string | undefined) =>
  useQuery({
    ...routeQueryOptions(getCompanyProgress, { annualPlanId: annualPlanId ?? '', month: month ?? '' }),
    enabled: Boolean(annualPlanId && month),
    placeholderData: keepPreviousData,
  });

export const useOrganisationalProgress = (annualPlanId: string | undefined, month: string | undefined) =>
  useQuery({
    ...routeQueryOptions(getOrganisationalProgress, { annualPlanId: annualPlanId ?? '', month: month ?? '' }),
    enabled: Boolean(annualPlanId && month),
    placeholderData: keepPreviousData,
  });

/** Every read a recorded update changes: the sheets, the reports list and the organisational averages. */
const progressKeys = [
  routeKey(getEmployeeProgress),
  routeKey(getCompanyProgress),
  routeKey(listSubordinateProgress),
  routeKey(getOrganisationalProgress),
];

export const useSaveProgress = (kind: 'employee' | 'company') =>
  useRouteMutation(kind === 'employee' ? saveEmployeeProgress : saveCompanyProgress, {
    invalidates: progressKeys,
    // the row shows the failure under its inputs and in the toast
  });

export const useSetGrace = () =>
  useRouteMutation(setMonthlyGrace, { invalidates: [routeKey(listMonthlyPeriods)] });
