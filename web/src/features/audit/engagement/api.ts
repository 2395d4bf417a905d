import { AUDIT_ENGAGEMENT_ROUTES as r, listEmployees, type ArtefactKind } from '@stratum/contracts';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { routeKey, routeQueryOptions, useRouteMutation } from '../../../lib/query';

/** Every read of the family: any write of the fieldwork may move lists, tasks and sign-offs. */
export const engagementKeys = (): QueryKey[] =>
  [
    r.listEngagements,
    r.getEngagement,
    r.listScopes,
    r.getMemo,
    r.listProcesses,
    r.listRcmRows,
    r.listPapers,
    r.getArtefact,
    r.listSignOffs,
    r.listMyTasks,
    r.countMyTasks,
    r.summary,
    r.listMyCompletedTasks,
  ].map((x) => routeKey(x));

export const engagementQueryOptions = (engagementId: string) =>
  routeQueryOptions(r.getEngagement, { engagementId });
export const useEngagement = (engagementId: string) => useQuery(engagementQueryOptions(engagementId));
export const useMemorandum = (engagementId: string) =>
  useQuery(routeQueryOptions(r.getMemo, { engagementId }));
export const artefactQueryOptions = (engagementId: string, kind: ArtefactKind, id: string) =>
  routeQueryOptions(r.getArtefact, { engagementId, kind, id });
export const useArtefact = (engagementId: string, kind: ArtefactKind, id: string) =>
  useQuery(artefactQueryOptions(engagementId, kind, id));
export const useSignOffs = (engagementId: string, kind: ArtefactKind, id: string) =>
  useQuery(routeQueryOptions(r.listSignOffs, { engagementId, kind, id }));
export const useProcesses = (engagementId: string) =>
  useQuery(routeQueryOptions(r.listProcesses, { engagementId, limit: 200 }));
export const useRcmRows = (engagementId: string) =>
  useQuery(routeQueryOptions(r.listRcmRows, { engagementId, limit: 200 }));
export const useMyTaskCount = () => useQuery({ ...routeQueryOptions(r.countMyTasks, {}), staleTime: 30_000 });
export const useMyTasks = () => useQuery(routeQueryOptions(r.listMyTasks, { limit: 200 }));
export const useMyCompleted = () => useQuery(routeQueryOptions(r.listMyCompletedTasks, { limit: 200 }));

/** The company's active employees, to choose a team from. */
export const useActiveEmployees = () =>
  useQuery({
    ...routeQueryOptions(listEmployees, {
      status: 'Active',
      limit: 200,
      sortField: 'fullName',
      sortOrder: 'asc',
    }),
    staleTime: 5 * 60_000,
  });

type WriteName =
  | 'openEngagement'
  | 'closeEngagement'
  | 'editEngagementTeam'
  | 'addScope'
  | 'editScope'
  | 'allowScopeChange'
  | 'saveMemo'
  | 'addProcess'
  | 'editProcess'
  | 'addRcmRow'
  | 'editRcmRow'
  | 'addPaper'
  | 'editPaper'
  | 'uploadPaperFile'
  | 'sendArtefact'
  | 'allowArtefactUpdate'
  | 'approveArtefact'
  | 'notApproveArtefact';

/** A write of the fieldwork: every read of the family follows. */
export const useEngagementWrite = <K extends WriteName>(
  name: K,
  { toast = true }: { toast?: boolean } = {},
) => useRouteMutation(r[name], { invalidates: engagementKeys(), toast });

export const usePaperFileLink = () => useRouteMutation(r.getPaperFile);
export { r as engagementRoutes };
