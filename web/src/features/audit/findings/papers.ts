import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/query';
import { engagementRoutes } from '../engagement/api';

/** The engagement's working papers a finding may cite as evidence. */
export const useEngagementPapers = (engagementId: string) =>
  useQuery(routeQueryOptions(engagementRoutes.listPapers, { engagementId, limit: 200 }));
