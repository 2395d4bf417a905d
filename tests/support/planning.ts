import type { PlanKind, TAnnualPlan, TPerspective, TPlan, TRatingBand } from '@stratum/contracts';
import { PLAN_FAMILY, PLAN_ID_FIELD, PLAN_ITEM_KEY } from '@stratum/contracts';
import { post, type Session } from './api';
import { makeTenant, type Tenant } from './world';

/** The owner switches Strategic Planning on (or off) for a company. */
export const setPlanning = async (owner: Session, companyId: string, enabled = true): Promise<void> => {
  const r = await post('/module/update', { companyId, moduleKey: 'planning', enabled }, owner.token);
  if (r.status !== 200) throw new Error(`module/update planning: ${r.status} ${r.body.err_msg}`);
};

/** A company made through the API with Strategic Planning on. */
export const makePlanningTenant = async (owner: Session, label: string): Promise<Tenant> => {
  const tenant = await makeTenant(owner, label);
  await setPlanning(owner, tenant.companyId);
  return tenant;
};

const must = <T>(
  what: string,
  r: { status: number; body: { data: unknown; err_msg: string } },
  key: string,
): T => {
  if (r.status !== 200) throw new Error(`${what}: ${r.status} ${r.body.err_msg}`);
  return (r.body.data as Record<string, T>)[key] as T;
};

/** Adds a plan of a kind through the API (defaults: 2024–2026, Active). */
export const addPlan = async (
  token: string,
  kind: PlanKind,
  fields: Partial<{ description: string; startDate: string; endDate: string; status: string }> = {},
): Promise<TPlan> =>
  must<TPlan>(
    `${PLAN_FAMILY[kind]}/add`,
    await post(
      `/${PLAN_FAMILY[kind]}/add`,
      {
        description: `Plan ${Date.now().toString(36)}`,
        startDate: '2024-01-01',
        endDate: '2026-12-31',
        ...fields,
      },
      token,
    ),
    PLAN_ITEM_KEY[kind],
  );

/** The field a child names its plan by. */
export const planRef = (plan: Pick<TPlan, 'kind' | 'id'>): Record<string, string> => ({
  [PLAN_ID_FIELD[plan.kind]]: plan.id,
});

export const addPerspective = async (token: string, plan: TPlan, name: string): Promise<TPerspective> =>
  must<TPerspective>(
    'perspective/add',
    await post('/perspective/add', { ...planRef(plan), name }, token),
    'perspective',
  );

export const addRatingEntry = async (
  token: string,
  plan: TPlan,
  target: number,
  description = `Up to ${target}%`,
  colorValue?: string,
): Promise<TRatingBand> =>
  must<TRatingBand>(
    'rating-scale/add',
    await post('/rating-scale/add', { ...planRef(plan), description, target, colorValue }, token),
    'item',
  );

/** The five-band scale most tests use: ≤49, 50–69, 70–89, 90–109, 110+ (up to 1000). */
export const addFullScale = async (token: string, plan: TPlan): Promise<TRatingBand[]> => {
  const out: TRatingBand[] = [];
  for (const target of [49, 69, 89, 109, 1000]) out.push(await addRatingEntry(token, plan, target));
  return out;
};

export const addAnnualPlan = async (
  token: string,
  strategicPlanId: string,
  startDate = '2024-01-01',
  endDate = '2024-12-31',
): Promise<TAnnualPlan> =>
  must<TAnnualPlan>(
    'annual-plan/add',
    await post('/annual-plan/add', { strategicPlanId, startDate, endDate }, token),
    'item',
  );
