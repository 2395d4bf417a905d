import { AUDIT_FOLLOW_UP_ROUTES as r } from '@stratum/contracts';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { routeKey, routeQueryOptions, useRouteMutation } from '../../../lib/query';
import { engagementKeys } from '../engagement/api';

/** Every read a follow-up write may move, the engagement's (artefact, sign-offs, tasks) too. */
export const followUpKeys = (): QueryKey[] => [
  ...[r.getWork, r.listCandidates, r.getReports, r.listEngagementFollowUps].map((route) => routeKey(route)),
  ...engagementKeys(),
];

export const useFollowUpWork = (followUpId: string) =>
  useQuery({ ...routeQueryOptions(r.getWork, { followUpId }), enabled: followUpId !== '' });
export const useFollowUpCandidates = (enabled: boolean) =>
  useQuery({ ...routeQueryOptions(r.listCandidates, {}), enabled });
export const useFollowUpReports = (followUpId: string) =>
  useQuery(routeQueryOptions(r.getReports, { followUpId }));
export const useEngagementFollowUps = (engagementId: string) =>
  useQuery(routeQueryOptions(r.listEngagementFollowUps, { engagementId }));

type WriteName =
  'startFollowUpAudit' | 'chooseRetests' | 'saveRetest' | 'uploadRetestFile' | 'makeReport' | 'recallReport';
export const useFollowUpWrite = <K extends WriteName>(name: K) =>
  useRouteMutation(r[name], { invalidates: followUpKeys() });
export const useRetestFileLink = () => useRouteMutation(r.getRetestFile);
export const useFollowUpReportFile = () => useRouteMutation(r.getReportFile);
