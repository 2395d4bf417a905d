import { AUDIT_REPORT_ROUTES as r, AUDIT_SETTING_ROUTES } from '@stratum/contracts';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { routeKey, routeQueryOptions, useRouteMutation } from '../../../lib/query';
import { engagementKeys } from '../engagement/api';

/** Every read an opinion or final report write may move, the engagement's (tasks, sign-offs) too. */
export const reportKeys = (): QueryKey[] => [
  ...[r.getOpinion, r.getDraftReport, r.getFinalReports].map((route) => routeKey(route)),
  ...engagementKeys(),
];

export const useOpinion = (engagementId: string) =>
  useQuery(routeQueryOptions(r.getOpinion, { engagementId }));
export const useDraftReport = (engagementId: string) =>
  useQuery(routeQueryOptions(r.getDraftReport, { engagementId }));
export const useFinalReports = (engagementId: string) =>
  useQuery(routeQueryOptions(r.getFinalReports, { engagementId }));
/** The company's opinion ratings (audit settings), to rate an opinion with: a page of the most, 200. */
export const useOpinionRatings = () =>
  useQuery(routeQueryOptions(AUDIT_SETTING_ROUTES['opinion-rating'].all, { limit: 200 }));

type WriteName = 'saveOpinion' | 'makeFinalReport' | 'recallFinalReport';
export const useReportWrite = <K extends WriteName>(name: K) =>
  useRouteMutation(r[name], { invalidates: reportKeys() });
export const useFinalReportFile = () => useRouteMutation(r.getFinalReportFile);

export { r as reportRoutes };
