import {
  addCompany,
  getAuditTrails,
  getCompany,
  listCompanies,
  updateCompany,
  uploadLogo,
  type RouteInput,
  type TCompany,
} from '@stratum/contracts';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { routeKey, routeQueryOptions, useRouteMutation } from '../../../lib/query';

export const getCompanyById = (id: string) => api.call(getCompany, { id });
export const getCompanyQueryOptions = (id: string) => routeQueryOptions(getCompany, { id });
export const useCompany = (id: string) => useQuery(getCompanyQueryOptions(id));

/**
 * A company as one write answered it: the edit page and every list show it at once, so the next
 * write sends the version this one produced.
 */
export const storeCompany = async (queryClient: QueryClient, company: TCompany): Promise<void> => {
  queryClient.setQueryData(getCompanyQueryOptions(company.id).queryKey, { company });
  await queryClient.invalidateQueries({ queryKey: routeKey(listCompanies) });
};

/** The company changed elsewhere (a 409): read it again, and the lists with it. */
export const reloadCompany = (queryClient: QueryClient, id: string): Promise<unknown> =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: getCompanyQueryOptions(id).queryKey }),
    queryClient.invalidateQueries({ queryKey: routeKey(listCompanies) }),
  ]);

export const useAddCompany = () => useRouteMutation(addCompany, { invalidates: [routeKey(listCompanies)] });

export const useUpdateCompany = () => {
  const queryClient = useQueryClient();
  return useRouteMutation(updateCompany, {
    invalidates: [routeKey(getAuditTrails)],
    onSuccess: ({ company }) => storeCompany(queryClient, company),
  });
};

export const useUploadLogo = (companyId: string) =>
  useRouteMutation(uploadLogo, {
    invalidates: [routeKey(getCompany, { id: companyId }), routeKey(listCompanies), routeKey(getAuditTrails)],
  });

export type AuditTrailFilters = Omit<RouteInput<typeof getAuditTrails>, 'limit' | 'cursor'>;
