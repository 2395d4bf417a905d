import {
  exportPerformanceReport,
  PERFORMANCE_REPORT_ROUTES,
  type PerformanceReportKind,
  type TPerformanceReportRequest,
} from '@stratum/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routeQueryOptions, useRouteMutation } from '../../../lib/query';

/** One performance report of a quarter (when an annual plan is chosen). */
export const usePerformanceReport = (
  kind: PerformanceReportKind,
  input: Partial<TPerformanceReportRequest> & { quarter: number },
) =>
  useQuery({
    ...routeQueryOptions(PERFORMANCE_REPORT_ROUTES[kind], {
      annualPlanId: input.annualPlanId ?? '',
      quarter: input.quarter,
      ...(input.businessUnitId ? { businessUnitId: input.businessUnitId } : {}),
      ...(input.departmentId ? { departmentId: input.departmentId } : {}),
    }),
    enabled: Boolean(input.annualPlanId),
    // Changing the quarter or a unit keeps the last report on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

/** Builds the report as a file on the server; the answer is a link valid for 15 minutes. */
export const useExportPerformanceReport = () => useRouteMutation(exportPerformanceReport);
