import type { StagingSource } from '@stratum/contracts';

/** The people screens' addresses (spec §2 `/app/settings/organization-units/*`). */
const BASE = '/app/settings/organization-units';

export const PEOPLE_PATHS = {
  employees: `${BASE}/employees`,
  addEmployee: `${BASE}/employees/add`,
  editEmployee: (id: string) => `${BASE}/employees/edit/${id}`,
  roles: `${BASE}/role`,
  addRole: `${BASE}/role/add`,
  role: (id: string) => `${BASE}/role/${id}`,
  importEmployees: `${BASE}/importEmployee`,
  staged: (source: StagingSource) => `${BASE}/${source}-employees`,
  addStaged: (source: StagingSource) => `${BASE}/add-${source}-employee`,
} as const;
