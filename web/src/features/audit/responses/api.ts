import { AUDIT_FINDINGS_ROUTES, AUDIT_RESPONSES_ROUTES as r } from '@stratum/contracts';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { routeKey, routeQueryOptions, useRouteMutation } from '../../../lib/query';
import { engagementKeys } from '../engagement/api';

/** Every read a response or action write may move: responses, actions, the tracker, tasks. */
export const responseKeys = (): QueryKey[] => [
  ...[r.getResponse, r.getAction, r.tracker, AUDIT_FINDINGS_ROUTES.getFinding].map((route) =>
    routeKey(route),
  ),
  ...engagementKeys(),
];

type WriteName = 'requestResponse' | 'cancelResponse' | 'submitResponse' | 'addProgress' | 'validateAction';
export const useResponseWrite = <K extends WriteName>(name: K) =>
  useRouteMutation(r[name], { invalidates: responseKeys() });

export const useResponse = (engagementId: string, findingId: string) =>
  useQuery({ ...routeQueryOptions(r.getResponse, { engagementId, findingId }), retry: false });
export const useAction = (id: string) => useQuery(routeQueryOptions(r.getAction, { id }));
export const useProgressFileLink = () => useRouteMutation(r.getProgressFile);

export { r as responseRoutes };
