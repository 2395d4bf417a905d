import {
  addCompanyAssessment,
  deleteCompanyAssessment,
  getCompanyAssessment,
  getCorporateAgreementStatus,
  getCorporateScorecard,
  listCompanyAssessments,
  setCorporateAgreementStatus,
  updateCompanyAssessment,
} from '@stratum/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeKey, routeQueryOptions, useRouteMutation } from '../../../lib/query';

/** The company assessment screens' paths (spec §2 /app/performance/*). */
export const COMPANY_ASSESSMENT_PATHS = {
  list: '/app/performance/company-assessments',
  edit: (id: string) => `/app/performance/company-assessments/edit/${id}`,
} as const;

export const useCompanyAssessments = (annualPlanId: string | undefined) =>
  useQuery({
    ...routeQueryOptions(listCompanyAssessments, { annualPlanId: annualPlanId ?? '' }),
    enabled: Boolean(annualPlanId),
  });

export const useCompanyAssessment = (id: string) => useQuery(routeQueryOptions(getCompanyAssessment, { id }));

const assessmentKeys = [routeKey(listCompanyAssessments), routeKey(getCompanyAssessment)];

export const useAddCompanyAssessment = () =>
  useRouteMutation(addCompanyAssessment, { invalidates: assessmentKeys });
export const useUpdateCompanyAssessment = () =>
  useRouteMutation(updateCompanyAssessment, { invalidates: assessmentKeys });
export const useDeleteCompanyAssessment = () =>
  useRouteMutation(deleteCompanyAssessment, { invalidates: [routeKey(listCompanyAssessments)] });

export const useCorporateAgreement = (id: string) =>
  useQuery(routeQueryOptions(getCorporateAgreementStatus, { id }));

/** A failure toasts (its title, the server's message) and the panel shows it too (spec §4). */
export const useSetCorporateAgreement = () =>
  useRouteMutation(setCorporateAgreementStatus, {
    invalidates: [routeKey(getCorporateAgreementStatus), routeKey(getCorporateScorecard)],
  });
