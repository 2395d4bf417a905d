import { getMyModuleAccess } from '@stratum/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../lib/query';

/**
 * Whether the signed-in employee administers Risk Management (a company administrator, or an
 * employee given the module's admin access on the role page). Only they change the set-up and
 * identify risks; a risk's owner may still edit it and manage its controls and mitigations (the
 * API decides, and says 403 otherwise).
 */
export const riskAccessQueryOptions = () => ({
  ...routeQueryOptions(getMyModuleAccess, { moduleKey: 'risk' }),
  staleTime: 5 * 60_000,
});

const selectAdmin = (d: { item: { adminAccess: boolean } }) => d.item.adminAccess;

export const useRiskAccess = (): { admin: boolean; known: boolean } => {
  const access = useQuery({ ...riskAccessQueryOptions(), select: selectAdmin });
  return { admin: access.data ?? false, known: !access.isPending };
};
