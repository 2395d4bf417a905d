import { getReviewCycles } from '@stratum/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/query';

/** The review cycles of an annual plan (contracts performance-report.ts review-cycles). */
export const useReviewCycles = (annualPlanId: string | undefined) =>
  useQuery({
    ...routeQueryOptions(getReviewCycles, { annualPlanId: annualPlanId ?? '' }),
    enabled: Boolean(annualPlanId),
  });
