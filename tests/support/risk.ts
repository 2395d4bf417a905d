import {
  RISK_REGISTER_FAMILY,
  type RiskRegister,
  type RiskResponse,
  type TRiskAction,
  type TRiskObjectiveLink,
  type TRiskCategory,
  type TRiskDetail,
  type TRiskRatingType,
  type TRiskScalePoint,
  type TRiskTeam,
} from '@stratum/contracts';
import { get, post, type Reply, type Session } from './api';
import { makeTenant, type Tenant } from './world';

/** The owner switches Risk Management on (or off) for a company. */
export const setRisk = async (owner: Session, companyId: string, enabled = true): Promise<void> => {
  const r = await post('/module/update', { companyId, moduleKey: 'risk', enabled }, owner.token);
  if (r.status !== 200) throw new Error(`module/update risk: ${r.status} ${r.body.err_msg}`);
};

/** A company made through the API with Risk Management on. */
export const makeRiskTenant = async (owner: Session, label: string): Promise<Tenant> => {
  const tenant = await makeTenant(owner, label);
  await setRisk(owner, tenant.companyId);
  return tenant;
};

export const must = <T>(what: string, r: Reply<unknown>, key: string): T => {
  if (r.status !== 200) throw new Error(`${what}: ${r.status} ${r.body.err_msg}`);
  return (r.body.data as Record<string, T>)[key] as T;
};

/** The company's set-up as the risk-rating calls answer it (the first read writes the defaults). */
export const readSetup = async (token: string) => {
  const [types, impacts, likelihoods, categories, teams] = await Promise.all([
    get('/risk-rating/all-types', {}, token),
    get('/risk-rating/all-impacts', {}, token),
    get('/risk-rating/all-likelihoods', {}, token),
    get('/risk-rating/all-categories', {}, token),
    get('/risk-rating/all-teams', {}, token),
  ]);
  return {
    types: must<TRiskRatingType[]>('all-types', types, 'list'),
    impacts: must<TRiskScalePoint[]>('all-impacts', impacts, 'list'),
    likelihoods: must<TRiskScalePoint[]>('all-likelihoods', likelihoods, 'list'),
    categories: must<TRiskCategory[]>('all-categories', categories, 'list'),
    teams: must<TRiskTeam[]>('all-teams', teams, 'list'),
  };
};

/** The company's "Default" rating type (written on the module's first use). */
export const defaultType = async (token: string): Promise<TRiskRatingType> => {
  const { types } = await readSetup(token);
  const type = types.find((t) => t.name === 'Default');
  if (!type) throw new Error('no Default rating type');
  return type;
};

export const addCategory = async (token: string, name: string): Promise<TRiskCategory> =>
  must('add-category', await post('/risk-rating/add-category', { name }, token), 'item');

export const addTeam = async (token: string, name: string, leaderId?: string): Promise<TRiskTeam> =>
  must(
    'add-team',
    await post('/risk-rating/add-team', { name, ...(leaderId ? { leaderId } : {}) }, token),
    'item',
  );

export interface Identification {
  title: string;
  categoryId: string;
  ownerId: string;
  riskRatingTypeId: string;
  impact: number;
  likelihood: number;
  teamId?: string;
  status?: 'Open' | 'Closed';
  description?: string;
  objectiveLink?: TRiskObjectiveLink | null;
  response?: RiskResponse | null;
  responseNote?: string;
}

export const identify = async (
  token: string,
  register: RiskRegister,
  body: Identification,
): Promise<TRiskDetail> =>
  must(
    `${RISK_REGISTER_FAMILY[register]}/add-identification`,
    await post(`/${RISK_REGISTER_FAMILY[register]}/add-identification`, body, token),
    'item',
  );

/** Logs an action on a risk (its owner or an administrator). */
export const addRiskAction = async (
  token: string,
  register: RiskRegister,
  body: { riskId: string; description: string; ownerId?: string; dueDate?: string },
): Promise<TRiskAction> =>
  must(
    `${RISK_REGISTER_FAMILY[register]}/add-action`,
    await post(`/${RISK_REGISTER_FAMILY[register]}/add-action`, body, token),
    'item',
  );
