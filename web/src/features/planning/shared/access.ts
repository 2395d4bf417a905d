import { getCorporateAccess, getMyModuleAccess } from '@stratum/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/query';

/**
 * Whether the signed-in employee administers Strategic Planning (a company administrator, or an
 * employee given the module's admin access on the role page). The API refuses their writes
 * otherwise (403), so the screens offer no changes to others: they read.
 */
export const planningAccessQueryOptions = () => ({
  ...routeQueryOptions(getMyModuleAccess, { moduleKey: 'planning' }),
  staleTime: 5 * 60_000,
});

const selectAdmin = (d: { item: { adminAccess: boolean } }) => d.item.adminAccess;

/** True for a Strategic Planning administrator; false while it is not known yet. */
export const usePlanningAdmin = (): boolean => usePlanningAccess().admin;

/** Whether the person administers Strategic Planning, and whether that is known yet. */
export const usePlanningAccess = (): { admin: boolean; known: boolean } => {
  const access = useQuery({ ...planningAccessQueryOptions(), select: selectAdmin });
  return { admin: access.data ?? false, known: !access.isPending };
};

/**
 * Whether the signed-in person answers for the corporate scorecards (a Strategic Planning
 * administrator, or the head of a business unit owning the strategy plan: docs/planning.md
 * "Corporate scorecards in my inbox"). My inbox's corporate screens offer changes only then.
 */
export const useCorporateAccess = () =>
  useQuery({ ...routeQueryOptions(getCorporateAccess, {}), staleTime: 5 * 60_000 });
