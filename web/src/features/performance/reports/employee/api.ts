import {
  exportEmployeeReport,
  getCommitteeAgreementReport,
  getCommitteeAssessmentReport,
  getEmployeeKpaReport,
  getEmployeePerformanceReport,
  getEmployeeScorecardsReport,
  type RouteDef,
  type RouteInput,
} from '@stratum/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routeQueryOptions, useRouteMutation } from '../../../../lib/query';

/** One report of the route, read once an annual plan is chosen; the last one stays up meanwhile. */
const useReport = <R extends RouteDef>(route: R, input: RouteInput<R> | null) =>
  useQuery({
    ...routeQueryOptions(route, (input ?? {}) as RouteInput<R>),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });

/** Drops the filters not chosen (the URL keeps only what is set). */
export const defined = <T extends Record<string, unknown>>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null && v !== '')) as T;

export const useEmployeeScorecardsReport = (input: RouteInput<typeof getEmployeeScorecardsReport> | null) =>
  useReport(getEmployeeScorecardsReport, input);
export const useEmployeeKpaReport = (input: RouteInput<typeof getEmployeeKpaReport> | null) =>
  useReport(getEmployeeKpaReport, input);
export const useEmployeePerformanceReport = (input: RouteInput<typeof getEmployeePerformanceReport> | null) =>
  useReport(getEmployeePerformanceReport, input);
export const useCommitteeReport = (
  kind: 'agreements' | 'assessments',
  input: RouteInput<typeof getCommitteeAgreementReport> | null,
) => useReport(kind === 'agreements' ? getCommitteeAgreementReport : getCommitteeAssessmentReport, input);

/** Builds the report as a file on the server; the answer is a link valid for 15 minutes. */
export const useExportEmployeeReport = () => useRouteMutation(exportEmployeeReport);
