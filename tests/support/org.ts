import { UNIT_ID_FIELD, UNIT_ITEM_KEY, UNIT_LEVELS, parentLevelOf, type UnitLevel } from '@stratum/contracts';
import { call, get, post } from './api';
import type { Tenant } from './world';

export interface UnitRef {
  id: string;
  version: number;
  name: string;
}

/** One unit at every level, each under the one above, made by the tenant's administrator. */
export type TenantOrg = Record<UnitLevel, UnitRef>;

/** One pending staged row of each source: the ids the Sage/Cow routes name. */
export interface TenantStaged {
  sage: string;
  cow: string;
}

export type OrgTenant = Tenant & { org: TenantOrg; staged: TenantStaged };

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

/** Makes a department inactive the way an administrator does (its members' rows are then refused). */
export const deactivateDepartment = async (
  token: string,
  department: UnitRef,
  businessUnitId: string,
): Promise<void> => {
  const r = await post(
    '/department/update',
    {
      id: department.id,
      version: department.version,
      name: department.name,
      status: 'Inactive',
      businessUnitId,
    },
    token,
  );
  if (r.status !== 200) throw new Error(`department/update: ${r.status} ${r.body.err_msg}`);
};

/**
 * Stages one row of an HR export (`employee/upload-sage` or `upload-cow`) the way an administrator
 * does, and answers its id.
 */
export const stageRow = async (token: string, source: 'sage' | 'cow', label: string): Promise<string> => {
  const marker = `${label}-${source}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const form = new FormData();
  const csv = `First name,Last name,Email\nStan,Staged,${marker}@example.com\n`;
  form.set('document', new Blob([csv], { type: 'text/csv' }), `${source}.csv`);
  const up = await call('POST', `/employee/upload-${source}`, { token, raw: form });
  if (up.status !== 200) throw new Error(`employee/upload-${source}: ${up.status} ${up.body.err_msg}`);
  const r = await get<{ list: Array<{ id: string; fields: Record<string, string> }> }>(
    `/employee/${source}-employees`,
    { limit: 200 },
    token,
  );
  const row = r.body.data.list.find((x) => x.fields.Email === `${marker}@example.com`);
  if (!row) throw new Error(`employee/${source}-employees did not list the row just staged`);
  return row.id;
};

/**
 * The tenant with a six-level chain of units (Head Office → Finance → …) and one pending Sage and
 * one pending Cow row.
 */
export const withOrg = async (tenant: Tenant): Promise<OrgTenant> => {
  const org: Partial<TenantOrg> = {};
  let parentId: string | undefined;
  for (const level of UNIT_LEVELS) {
    const unit = await addUnit(tenant.admin.token, level, `${tenant.companyName} ${level}`, parentId);
    org[level] = unit;
    parentId = unit.id;
  }
  const staged = {
    sage: await stageRow(tenant.admin.token, 'sage', 'org'),
    cow: await stageRow(tenant.admin.token, 'cow', 'org'),
  };
  return { ...tenant, org: org as TenantOrg, staged };
};
