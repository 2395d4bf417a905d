import {
  exportReport,
  getAnnualPlansReport,
  getCorporateScorecardsReport,
  getStrategicScorecardReport,
  SCORECARD_ROUTES,
  type RouteInput,
  type TRatingPeriod,
} from '@stratum/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routeQueryOptions, useRouteMutation } from '../../../lib/query';

/** The strategic scorecards of a plan, to choose the one reported on. */
export const useStrategicScorecards = (strategicPlanId: string | undefined) =>
  useQuery({
    ...routeQueryOptions(SCORECARD_ROUTES.strategic.all, { strategicPlanId: strategicPlanId ?? '' }),
    enabled: Boolean(strategicPlanId),
  });

export const useStrategicScorecardReport = (scorecardId: string | undefined, period: TRatingPeriod) =>
  useQuery({
    ...routeQueryOptions(getStrategicScorecardReport, { scorecardId: scorecardId ?? '', period }),
    enabled: Boolean(scorecardId),
    // Switching the period keeps the last report on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export const useAnnualPlansReport = (strategicPlanId: string | undefined) =>
  useQuery({
    ...routeQueryOptions(getAnnualPlansReport, { strategicPlanId: strategicPlanId ?? '' }),
    enabled: Boolean(strategicPlanId),
  });

export const useCorporateScorecardsReport = (annualPlanId: string | undefined) =>
  useQuery({
    ...routeQueryOptions(getCorporateScorecardsReport, { annualPlanId: annualPlanId ?? '' }),
    enabled: Boolean(annualPlanId),
  });

export type ExportInput = RouteInput<typeof exportReport>;

/** Builds a report file on the server; the answer is a link valid for 15 minutes. */
export const useExportReport = () => useRouteMutation(exportReport);
