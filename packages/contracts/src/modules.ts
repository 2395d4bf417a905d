import { z } from 'zod';

/**
 * The module catalogue (ARCHITECTURE §9, spec §1). `core` modules are on for every company and
 * cannot be switched off; the rest are enabled per company by the platform owner.
 */
export const MODULES = [
  { key: 'organisation', name: 'Organisation', core: true, description: 'Units, employees and roles' },
  { key: 'dashboard', name: 'Dashboard', core: true, description: 'What awaits each person' },
  {
    key: 'planning',
    name: 'Strategic Planning',
    core: false,
    description: 'Plans, scorecards, KPIs and quarters',
  },
  {
    key: 'performance',
    name: 'Performance Management',
    core: false,
    description: 'Agreements, assessments, QA and inbox',
  },
  { key: 'surveys', name: 'Surveys', core: false, description: '360-degree and organisational surveys' },
  {
    key: 'risk',
    name: 'Risk Management',
    core: false,
    description: 'Risk registers, controls and mitigations',
  },
  {
    key: 'compliance',
    name: 'Compliance Management',
    core: false,
    description: 'Regulations, activities and submissions',
  },
  {
    key: 'audit',
    name: 'Audit Management',
    core: false,
    description: 'Internal audit from universe to follow-up',
  },
  {
    key: 'strategy',
    name: 'Strategy Management',
    core: false,
    description: 'Pillars, objectives and strategy execution',
  },
  { key: 'projects', name: 'Projects', core: false, description: 'Strategic projects, milestones and tasks' },
  {
    key: 'contracts',
    name: 'Contract Management',
    core: false,
    description: 'Third parties, contracts and policies',
  },
  {
    key: 'committees',
    name: 'Committees',
    core: false,
    description: 'Committees, resolutions and actions tracker',
  },
  {
    key: 'development',
    name: 'Personal Development',
    core: false,
    description: 'Training plans and executions',
  },
] as const;

export type ModuleKey = (typeof MODULES)[number]['key'];
export const MODULE_KEYS = MODULES.map((m) => m.key) as unknown as readonly [ModuleKey, ...ModuleKey[]];
export const ZModuleKey = z.enum(MODULE_KEYS);
export const CORE_MODULES: readonly ModuleKey[] = MODULES.filter((m) => m.core).map((m) => m.key);
export const moduleName = (key: ModuleKey): string => MODULES.find((m) => m.key === key)?.name ?? key;
