import { z } from 'zod';
import { ZId } from '../common';
import { ZPersonalDevelopmentPlanType, ZCompanySchema } from './company';
import { ZModuleKey } from '../modules';
import { defineRoute } from '../route';

export const ZModuleSchema = z.object({
  key: ZModuleKey,
  name: z.string(),
  description: z.string(),
  core: z.boolean(),
});

export const ZCompanyModuleSchema = z.object({
  companyId: ZId,
  moduleKey: ZModuleKey,
  name: z.string(),
  core: z.boolean(),
  enabled: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type TCompanyModule = z.infer<typeof ZCompanyModuleSchema>;

export const ZEmployeeModuleSchema = z.object({
  employeeId: ZId,
  moduleKey: ZModuleKey,
  name: z.string(),
  adminAccess: z.boolean(),
  controlEffectiveness: z.boolean(),
});
export type TEmployeeModule = z.infer<typeof ZEmployeeModuleSchema>;

const coerceBool = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

export const listModules = defineRoute({
  family: 'module',
  action: 'all',
  method: 'GET',
  path: '/module/all',
  summary: 'The module catalogue',
  input: z.object({}),
  output: z.object({ list: z.array(ZModuleSchema) }),
  access: ['holder', 'employee'],
  errorTitle: 'Get Module Failed',
  mutates: false,
});

export const listCompanyModules = defineRoute({
  family: 'module',
  action: 'all-module-company',
  method: 'GET',
  path: '/module/all-module-company',
  summary: 'Which modules a company has enabled',
  input: z.object({ companyId: ZId }),
  output: z.object({ list: z.array(ZCompanyModuleSchema) }),
  access: ['holder'],
  errorTitle: 'Get Module Failed',
  mutates: false,
});

export const updateCompanyModule = defineRoute({
  family: 'module',
  action: 'update',
  method: 'POST',
  path: '/module/update',
  summary: 'Switch a module on or off for a company',
  input: z.object({ companyId: ZId, moduleKey: ZModuleKey, enabled: coerceBool }),
  output: z.object({ m_c: ZCompanyModuleSchema }),
  access: ['holder'],
  errorTitle: 'Enable module Failed',
  mutates: true,
});

export const ZModuleCompanySchema = z.object({
  companyId: ZId,
  companyName: z.string(),
  status: z.enum(['Active', 'Inactive']),
  enabled: z.boolean(),
});

export const listModuleCompanies = defineRoute({
  family: 'module',
  action: 'all-company-by-module',
  method: 'GET',
  path: '/module/all-company-by-module',
  summary: 'Every company, sorted by name, with whether it has this module',
  input: z.object({ moduleKey: ZModuleKey }),
  output: z.object({ list: z.array(ZModuleCompanySchema) }),
  access: ['holder'],
  errorTitle: 'Get Module Failed',
  mutates: false,
});

export const getCompanyModuleState = defineRoute({
  family: 'module',
  action: 'all-company-module-state',
  method: 'GET',
  path: '/module/all-company-module-state',
  summary: 'The signed-in person’s company: its modules and whether each is on',
  input: z.object({}),
  output: z.object({ list: z.array(ZCompanyModuleSchema) }),
  access: ['employee'],
  errorTitle: 'Get Module Failed',
  mutates: false,
});

export const listEmployeeModules = defineRoute({
  family: 'module',
  action: 'all-employee-module',
  method: 'GET',
  path: '/module/all-employee-module',
  summary: 'An employee’s admin access and control-effectiveness rights per enabled module',
  input: z.object({ employeeId: ZId }),
  output: z.object({ list: z.array(ZEmployeeModuleSchema) }),
  access: ['admin'],
  errorTitle: 'Get Employee Module Failed',
  mutates: false,
});

export const updateAdminAccess = defineRoute({
  family: 'module',
  action: 'update-admin-access',
  method: 'POST',
  path: '/module/update-admin-access',
  summary: 'Give or take an employee’s admin access to one module',
  input: z.object({ employeeId: ZId, moduleKey: ZModuleKey, adminAccess: coerceBool }),
  output: z.object({ m_e: ZEmployeeModuleSchema }),
  access: ['admin'],
  errorTitle: 'Update Admin Access Failed',
  mutates: true,
});

export const getMyModuleAccess = defineRoute({
  family: 'module',
  action: 'module-employee-admin-access',
  method: 'GET',
  path: '/module/module-employee-admin-access',
  summary: 'The signed-in employee’s rights in one module',
  input: z.object({ moduleKey: ZModuleKey }),
  output: z.object({ item: ZEmployeeModuleSchema }),
  access: ['employee'],
  errorTitle: 'Get Admin Access Failed',
  mutates: false,
});

export const updateControlEffectiveness = defineRoute({
  family: 'module',
  action: 'update-control-effectiveness',
  method: 'POST',
  path: '/module/update-control-effectiveness',
  summary: 'Allow an employee to rate the effectiveness of risk controls',
  input: z.object({ employeeId: ZId, controlEffectiveness: coerceBool }),
  output: z.object({ item: ZEmployeeModuleSchema }),
  access: ['admin'],
  module: 'risk',
  errorTitle: 'Update Control Effectiveness Failed',
  mutates: true,
});

export const setPersonalDevelopmentPlanType = defineRoute({
  family: 'module',
  action: 'set-personal-development-plan-type',
  method: 'POST',
  path: '/module/set-personal-development-plan-type',
  summary: 'Whether the company plans personal development annually or per period',
  input: z.object({ personalDevelopmentPlanType: ZPersonalDevelopmentPlanType }),
  output: z.object({ item: ZCompanySchema }),
  access: ['admin'],
  module: 'development',
  errorTitle: 'Set Personal Development Plan Type Failed',
  mutates: true,
});

export const moduleRoutes = [
  listModules,
  listCompanyModules,
  updateCompanyModule,
  listModuleCompanies,
  getCompanyModuleState,
  listEmployeeModules,
  updateAdminAccess,
  getMyModuleAccess,
  updateControlEffectiveness,
  setPersonalDevelopmentPlanType,
] as const;
