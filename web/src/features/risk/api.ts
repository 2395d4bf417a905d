import {
  addRiskCategory,
  addRiskMatrixEntry,
  addRiskRatingType,
  addRiskTeam,
  deleteRiskCategory,
  deleteRiskMatrixEntry,
  deleteRiskRatingType,
  deleteRiskTeam,
  getRiskMatrix,
  listEmployees,
  listRiskCategories,
  listRiskRatingTypes,
  listRiskTeams,
  RISK_REGISTER_ROUTES,
  RISK_REGISTERS,
  RISK_SCALE_ROUTES,
  updateRiskCategory,
  updateRiskMatrixEntry,
  updateRiskRatingType,
  updateRiskTeam,
  type RiskAxis,
  type RiskRegister,
  type RouteDef,
} from '@stratum/contracts';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { routeKey, routeQueryOptions, useRouteMutation } from '../../lib/query';

export const routesOf = (register: RiskRegister) => RISK_REGISTER_ROUTES[register];

// ---------------------------------------------------------------- keys

/** Every read of the set-up (names, levels and counts of risks hang on it). */
export const setupKeys: QueryKey[] = [
  routeKey(listRiskRatingTypes),
  routeKey(getRiskMatrix),
  routeKey(RISK_SCALE_ROUTES.impact.all),
  routeKey(RISK_SCALE_ROUTES.likelihood.all),
  routeKey(listRiskCategories),
  routeKey(listRiskTeams),
];

/** Every read of both registers: a set-up change re-levels and renames what they show. */
export const registerKeys = (): QueryKey[] =>
  RISK_REGISTERS.flatMap((r) => {
    const routes = routesOf(r);
    return [
      routes.all,
      routes.get,
      routes.heatMap,
      routes.counts,
      routes.progress,
      routes.actions,
      routes.trend,
      routes.summary,
    ].map((x) => routeKey(x));
  });

/** What a risk write moves: its register's reads and the set-up's risk counts. */
export const riskWriteKeys = (): QueryKey[] => [...registerKeys(), ...setupKeys];

// ---------------------------------------------------------------- set-up reads

export const useRatingTypes = () => useQuery(routeQueryOptions(listRiskRatingTypes, {}));
export const useCategories = () => useQuery(routeQueryOptions(listRiskCategories, {}));
export const useTeams = () => useQuery(routeQueryOptions(listRiskTeams, {}));
export const useScale = (axis: RiskAxis) => useQuery(routeQueryOptions(RISK_SCALE_ROUTES[axis].all, {}));
export const matrixQueryOptions = (riskRatingTypeId: string) =>
  routeQueryOptions(getRiskMatrix, { riskRatingTypeId });
export const useMatrix = (riskRatingTypeId: string | undefined) =>
  useQuery({ ...matrixQueryOptions(riskRatingTypeId ?? ''), enabled: Boolean(riskRatingTypeId) });

/** The company's active employees, by name, to choose owners from (a company has a few hundred). */
export const useActiveEmployees = () =>
  useQuery({
    ...routeQueryOptions(listEmployees, {
      status: 'Active',
      limit: 200,
      sortField: 'fullName',
      sortOrder: 'asc',
    }),
    staleTime: 5 * 60_000,
  });

// ---------------------------------------------------------------- set-up writes

const setupWrite = <R extends RouteDef>(route: R, toast = true) =>
  // A set-up change re-levels risks everywhere: both registers read again.
  useRouteMutation(route, { invalidates: riskWriteKeys(), toast });

export const useAddRatingType = () => setupWrite(addRiskRatingType);
export const useUpdateRatingType = () => setupWrite(updateRiskRatingType);
export const useDeleteRatingType = () => setupWrite(deleteRiskRatingType, false);
export const useAddMatrixEntry = () => setupWrite(addRiskMatrixEntry);
export const useUpdateMatrixEntry = () => setupWrite(updateRiskMatrixEntry);
export const useDeleteMatrixEntry = () => setupWrite(deleteRiskMatrixEntry, false);
export const useUpdateScalePoint = (axis: RiskAxis) => setupWrite(RISK_SCALE_ROUTES[axis].update);
export const useAddCategory = () => setupWrite(addRiskCategory);
export const useUpdateCategory = () => setupWrite(updateRiskCategory);
export const useDeleteCategory = () => setupWrite(deleteRiskCategory, false);
export const useAddTeam = () => setupWrite(addRiskTeam);
export const useUpdateTeam = () => setupWrite(updateRiskTeam);
export const useDeleteTeam = () => setupWrite(deleteRiskTeam, false);

// ---------------------------------------------------------------- register

export const riskQueryOptions = (register: RiskRegister, id: string) =>
  routeQueryOptions(routesOf(register).get, { id });
export const useRisk = (register: RiskRegister, id: string) => useQuery(riskQueryOptions(register, id));

export const useHeatMap = (register: RiskRegister, riskRatingTypeId: string | undefined) =>
  useQuery({
    ...routeQueryOptions(routesOf(register).heatMap, { riskRatingTypeId: riskRatingTypeId ?? '' }),
    enabled: Boolean(riskRatingTypeId),
  });

export const useCounts = (register: RiskRegister) =>
  useQuery(routeQueryOptions(routesOf(register).counts, {}));

export const useProgress = (register: RiskRegister, riskId: string, mitigationId: string) =>
  useQuery(routeQueryOptions(routesOf(register).progress, { riskId, mitigationId }));

type RegisterRoutes = ReturnType<typeof routesOf>;
type WriteAction = Exclude<
  keyof RegisterRoutes,
  | 'all'
  | 'get'
  | 'progress'
  | 'evidence'
  | 'heatMap'
  | 'counts'
  | 'download'
  | 'actions'
  | 'trend'
  | 'summary'
>;

/** A write of a register (identification, control, mitigation, progress): its reads follow. */
export const useRiskWrite = <A extends WriteAction>(
  register: RiskRegister,
  action: A,
  { toast = true }: { toast?: boolean } = {},
) => useRouteMutation(routesOf(register)[action], { invalidates: riskWriteKeys(), toast });

export const useDownload = (register: RiskRegister) => useRouteMutation(routesOf(register).download);
export const useEvidenceLink = (register: RiskRegister) => useRouteMutation(routesOf(register).evidence);

export const useActions = (register: RiskRegister, riskId: string) =>
  useQuery(routeQueryOptions(routesOf(register).actions, { riskId }));

/** The register month by month (the last 12 months): identified, closed, open. */
export const useTrend = (register: RiskRegister) => useQuery(routeQueryOptions(routesOf(register).trend, {}));
