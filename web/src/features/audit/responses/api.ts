import { AUDIT_FINDINGS_ROUTES, AUDIT_RESPONSES_ROUTES as r } from '@stratum/contracts';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { routeKey, routeQueryOptions, useRouteMutation } from '../../../lib/query';
import { engagementKeys } from '../engagement/api';

/** Every read a response or action write may move: responses, actions, the tracker, tasks. */
export const responseKeys = (): QueryKey[] => [
  ...[
    r.getResponse,
    r.getAction,
    r.tracker,
    AUDIT_FINDINGS_ROUTES.getFinding,
    AUDIT_FINDINGS_ROUTES.getOutsideFinding,
    AUDIT_FINDINGS_ROUTES.listOutsideFindings,
  ].map((route) => routeKey(route)),
  ...engagementKeys(),
];

type WriteName = 'requestResponse' | 'cancelResponse' | 'submitResponse' | 'addProgress' | 'validateAction';
export const useResponseWrite = <K extends WriteName>(name: K) =>
  useRouteMutation(r[name], { invalidates: responseKeys() });

/** A finding's response; no `engagementId` for a finding raised outside an engagement. */
export const useResponse = (engagementId: string | undefined, findingId: string) =>
  useQuery({
    ...routeQueryOptions(r.getResponse, engagementId ? { engagementId, findingId } : { findingId }),
    retry: false,
  });
export const useAction = (id: string) => useQuery(routeQueryOptions(r.getAction, { id }));
export const useProgressFileLink = () => useRouteMutation(r.getProgressFile);

export { r as responseRoutes };
