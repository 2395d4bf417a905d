import {
  CORE_MODULES,
  MODULES,
  type ModuleKey,
  type TCompanyModule,
  type TEmployeeModule,
} from '@stratum/contracts';
import { db } from '../../db';

/** Every catalogue module with its state for a company; core modules are always on. */
export const companyModules = async (companyId: string): Promise<TCompanyModule[]> => {
  const stored = (await db().entities.companyModule.query.byCompany({ companyId }).go()).data;
  const byKey = new Map(stored.map((m) => [m.moduleKey, m]));
  return MODULES.map((m) => ({
    companyId,
    moduleKey: m.key,
    name: m.name,
    core: m.core,
    enabled: m.core || (byKey.get(m.key)?.enabled ?? false),
    updatedAt: byKey.get(m.key)?.updatedAt ?? null,
  }));
};

export const enabledModules = async (companyId: string): Promise<Set<ModuleKey>> =>
  new Set((await companyModules(companyId)).filter((m) => m.enabled).map((m) => m.moduleKey));

export const employeeModules = async (companyId: string, employeeId: string): Promise<TEmployeeModule[]> => {
  const [enabled, stored] = await Promise.all([
    enabledModules(companyId),
    db().entities.employeeModule.query.byEmployee({ companyId, employeeId }).go(),
  ]);
  const byKey = new Map(stored.data.map((m) => [m.moduleKey, m]));
  return MODULES.filter((m) => enabled.has(m.key)).map((m) => ({
    employeeId,
    moduleKey: m.key,
    name: m.name,
    adminAccess: byKey.get(m.key)?.adminAccess ?? false,
    controlEffectiveness: byKey.get(m.key)?.controlEffectiveness ?? false,
  }));
};

export const isCore = (key: ModuleKey): boolean => CORE_MODULES.includes(key);
