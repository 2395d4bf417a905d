import { AUDIT_CHECKLIST_ROUTES as r, type TChecklistListRequest } from '@stratum/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeKey, routeQueryOptions, useRouteMutation } from '../../../lib/query';

/** Every read a change of a checklist moves: the lists, the checklist, the auditee's tasks. */
const moved = () => [routeKey(r.listChecklists), routeKey(r.getChecklist), ['audit-engagement']];

export const useChecklists = (q: TChecklistListRequest) => useQuery(routeQueryOptions(r.listChecklists, q));
export const useChecklist = (id: string) => useQuery(routeQueryOptions(r.getChecklist, { id }));

type Write = Exclude<keyof typeof r, 'listChecklists' | 'getChecklist' | 'getChecklistFile'>;
export const useChecklistWrite = <K extends Write>(name: K) =>
  useRouteMutation(r[name], { invalidates: moved() });

/** A short-lived link to an evidence file, asked for when it is opened. */
export const useChecklistFileLink = () => useRouteMutation(r.getChecklistFile);
