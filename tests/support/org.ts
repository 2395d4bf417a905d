import { UNIT_ID_FIELD, UNIT_ITEM_KEY, UNIT_LEVELS, parentLevelOf, type UnitLevel } from '@stratum/contracts';
import { post } from './api';
import type { Tenant } from './world';

export interface UnitRef {
  id: string;
  version: number;
  name: string;
}

/** One unit at every level, each under the one above, made by the tenant's administrator. */
export type TenantOrg = Record<UnitLevel, UnitRef>;

export type OrgTenant = Tenant & { org: TenantOrg };

/** Adds a unit through the API (the parent is the unit of the level above, if any). */
export const addUnit = async (
  token: string,
  level: UnitLevel,
  name: string,
  parentId?: string,
): Promise<UnitRef> => {
  const parent = parentLevelOf(level);
  const body: Record<string, unknown> = { name, status: 'Active' };
  if (parent) body[UNIT_ID_FIELD[parent]] = parentId;
  else body.strategyPlanOwner = 'No';
  const r = await post<Record<string, UnitRef>>(`/${level}/add`, body, token);
  if (r.status !== 200) throw new Error(`${level}/add: ${r.status} ${r.body.err_msg}`);
  const unit = r.body.data[UNIT_ITEM_KEY[level]];
  if (!unit) throw new Error(`${level}/add answered without data.${UNIT_ITEM_KEY[level]}`);
  return { id: unit.id, version: unit.version, name: unit.name };
};

/** The tenant with a six-level chain of units: Head Office → Finance → … */
export const withOrg = async (tenant: Tenant): Promise<OrgTenant> => {
  const org: Partial<TenantOrg> = {};
  let parentId: string | undefined;
  for (const level of UNIT_LEVELS) {
    const unit = await addUnit(tenant.admin.token, level, `${tenant.companyName} ${level}`, parentId);
    org[level] = unit;
    parentId = unit.id;
  }
  return { ...tenant, org: org as TenantOrg };
};
