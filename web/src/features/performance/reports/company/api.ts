import {
  exportCompanyReport,
  getCeoPerformanceReport,
  getCompanyPerformanceReport,
  getCompanyProgressiveReport,
  type RouteDef,
  type RouteInput,
} from '@stratum/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routeQueryOptions, useRouteMutation } from '../../../../lib/query';

/** One company report, read once an annual plan is chosen; the last one stays up meanwhile. */
const useReport = <R extends RouteDef>(route: R, input: RouteInput<R> | null) =>
  useQuery({
    ...routeQueryOptions(route, (input ?? {}) as RouteInput<R>),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });

export const useCompanyPerformanceReport = (input: RouteInput<typeof getCompanyPerformanceReport> | null) =>
  useReport(getCompanyPerformanceReport, input);
export const useCompanyProgressiveReport = (input: RouteInput<typeof getCompanyProgressiveReport> | null) =>
  useReport(getCompanyProgressiveReport, input);
export const useCeoPerformanceReport = (input: RouteInput<typeof getCeoPerformanceReport> | null) =>
  useReport(getCeoPerformanceReport, input);

/** Builds a company report as a file on the server; the answer is a link valid for 15 minutes. */
export const useExportCompanyReport = () => useRouteMutation(exportCompanyReport);
