import { AUDIT_FINDINGS_ROUTES as r, RISK_REGISTER_ROUTES } from '@stratum/contracts';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { routeKey, routeQueryOptions, useRouteMutation } from '../../../lib/query';
import { engagementKeys } from '../engagement/api';

/** Every read a finding's write may move: the findings' own, and the engagement's (tasks, sign-offs). */
export const findingKeys = (): QueryKey[] => [
  ...[r.listFindings, r.getFinding, r.listRiskFindings, r.listOutsideFindings, r.getOutsideFinding].map(
    (route) => routeKey(route),
  ),
  ...engagementKeys(),
];

type WriteName =
  | 'addFinding'
  | 'updateFinding'
  | 'updateRootCause'
  | 'deleteFinding'
  | 'addOutsideFinding'
  | 'updateOutsideFinding';
export const useFindingWrite = <K extends WriteName>(name: K) =>
  useRouteMutation(r[name], { invalidates: findingKeys() });

export const findingQueryOptions = (engagementId: string, id: string) =>
  routeQueryOptions(r.getFinding, { engagementId, id });
export const useFinding = (engagementId: string, id: string) =>
  useQuery(findingQueryOptions(engagementId, id));

export const riskFindingsQueryOptions = (riskId: string) => routeQueryOptions(r.listRiskFindings, { riskId });
/** The findings that concern a risk of the register, for the risk's page. */
export const useRiskFindings = (riskId: string) => useQuery(riskFindingsQueryOptions(riskId));

/** The risk register's risks a finding may be linked to. */
export const useRegisterRisks = () =>
  useQuery(routeQueryOptions(RISK_REGISTER_ROUTES.management.all, { limit: 200 }));

export { r as findingRoutes };
