import { getMyCompany } from '@stratum/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';
import { routeQueryOptions } from './query';
import { useSessionUser } from './session/use-session';

/**
 * The signed-in employee's own company (name, logo, working settings): session-scoped data the
 * shell shows (the header's logo), hence here rather than in a feature.
 */
export const fetchMyCompany = () => api.call(getMyCompany, {});

// The logo is a link that lives an hour (core kernel/files downloadUrl): re-read well before.
export const getMyCompanyQueryOptions = () => ({
  ...routeQueryOptions(getMyCompany, {}),
  staleTime: 10 * 60_000,
  refetchInterval: 30 * 60_000,
  // The header falls back to the company's name; a failure here is not worth a toast.
  meta: { toast: false },
});

export const useMyCompany = () => {
  const user = useSessionUser();
  return useQuery({ ...getMyCompanyQueryOptions(), enabled: user?.role === 'employee' });
};
