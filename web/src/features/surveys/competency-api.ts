import {
  addReviewArea,
  addReviewCompetency,
  addReviewQuestion,
  addReviewScale,
  deleteReviewArea,
  deleteReviewCompetency,
  deleteReviewQuestion,
  deleteReviewScale,
  getCompetencyReviewSetup,
  getEmployeeCompetencyReview,
  saveCompetencyAnswers,
  setReviewContribution,
  updateReviewArea,
  updateReviewCompetency,
  updateReviewQuestion,
  updateReviewScale,
  type RouteDef,
} from '@stratum/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeKey, routeQueryOptions, useRouteMutation } from '../../lib/query';

/** The 360 competency review of an annual plan (docs/surveys.md "The 360 competency review"). */
export const useReviewSetup = (annualPlanId: string | undefined) =>
  useQuery({
    ...routeQueryOptions(getCompetencyReviewSetup, { annualPlanId: annualPlanId ?? '' }),
    enabled: !!annualPlanId,
  });

const useSetupWrite = <R extends RouteDef>(route: R) =>
  useRouteMutation(route, { invalidates: [routeKey(getCompetencyReviewSetup)] });

export const useAddReviewCompetency = () => useSetupWrite(addReviewCompetency);
export const useDeleteReviewCompetency = () => useSetupWrite(deleteReviewCompetency);
export const useUpdateReviewCompetency = () => useSetupWrite(updateReviewCompetency);
export const useUpdateReviewArea = () => useSetupWrite(updateReviewArea);
export const useUpdateReviewScale = () => useSetupWrite(updateReviewScale);
export const useUpdateReviewQuestion = () => useSetupWrite(updateReviewQuestion);
export const useAddReviewScale = () => useSetupWrite(addReviewScale);
export const useDeleteReviewScale = () => useSetupWrite(deleteReviewScale);
export const useAddReviewArea = () => useSetupWrite(addReviewArea);
export const useDeleteReviewArea = () => useSetupWrite(deleteReviewArea);
export const useAddReviewQuestion = () => useSetupWrite(addReviewQuestion);
export const useDeleteReviewQuestion = () => useSetupWrite(deleteReviewQuestion);
export const useSetReviewContribution = () => useSetupWrite(setReviewContribution);

/** An employee's competency review: answers, score and the plan's questions. */
export const useEmployeeReview = (annualPlanId: string | undefined, employeeId: string | undefined) =>
  useQuery({
    ...routeQueryOptions(getEmployeeCompetencyReview, {
      annualPlanId: annualPlanId ?? '',
      employeeId: employeeId ?? '',
    }),
    enabled: !!annualPlanId && !!employeeId,
  });

export const useSaveCompetencyAnswers = () =>
  useRouteMutation(saveCompetencyAnswers, {
    invalidates: [routeKey(getEmployeeCompetencyReview), routeKey(getCompetencyReviewSetup)],
  });
