import { z } from 'zod';
import { defineRoute, familyRoutes, type RouteDef } from '../route';
import { ZModuleKey } from '../modules';
import { ZInboxRecordSchema } from '../performance/my-inbox';

/**
 * The per-role dashboards of `/app/dashboard` (spec §2, docs/dashboard.md): what waits on a person
 * in every module their company has on, a supervisor's team in the current quarter, and the
 * platform owner's own figures. One call each, so the page does not ask every module in turn.
 */

/** The modules whose work can wait on a person (each has a screen listing it). */
export const DASHBOARD_TASK_MODULES = ['performance', 'audit', 'compliance'] as const;
export const ZDashboardTaskModule = z.enum(DASHBOARD_TASK_MODULES);
export type TDashboardTaskModule = z.infer<typeof ZDashboardTaskModule>;

export const ZDashboardTaskSchema = z.object({
  module: ZDashboardTaskModule,
  /** how many items wait on the caller there; modules with none are left out */
  count: z.number().int().positive(),
  /** the screen that lists them, a path under /app */
  link: z.string(),
});
export type TDashboardTask = z.infer<typeof ZDashboardTaskSchema>;

export const ZDashboardTasksSchema = z.object({
  list: z.array(ZDashboardTaskSchema),
  total: z.number().int(),
});
export type TDashboardTasks = z.infer<typeof ZDashboardTasksSchema>;

export const ZDashboardTeamSchema = z.object({
  /** the quarter today falls in, or null when no annual plan covers today */
  period: z
    .object({
      annualPlanId: z.string(),
      planName: z.string(),
      quarter: z.number().int(),
      startDate: z.string(),
      endDate: z.string(),
    })
    .nullable(),
  /** the quarter's records of the people who report to the caller (or to whom they act for) */
  list: z.array(ZInboxRecordSchema),
  total: z.number().int(),
  /** of those, how many wait on the caller */
  awaitingMe: z.number().int(),
});
export type TDashboardTeam = z.infer<typeof ZDashboardTeamSchema>;

export const ZPlatformFiguresSchema = z.object({
  companies: z.object({ total: z.number().int(), active: z.number().int() }),
  /** per module, how many companies have it on (core modules count every company) */
  modules: z.array(z.object({ moduleKey: ZModuleKey, companies: z.number().int() })),
  /** the active people of every company */
  activePeople: z.number().int(),
});
export type TPlatformFigures = z.infer<typeof ZPlatformFiguresSchema>;

/**
 * The Performance and Planning administrators' figures (docs/dashboard.md "Administrators'
 * figures"): each part is null unless the caller administers that module and the company has it on.
 */
export const ZAdminFiguresSchema = z.object({
  performance: z
    .object({
      /** the quarter today falls in (as the team's), or null when no annual plan covers today */
      period: z
        .object({ annualPlanId: z.string(), planName: z.string(), quarter: z.number().int() })
        .nullable(),
      total: z.number().int(),
      agreed: z.number().int(),
      assessed: z.number().int(),
      agreedPercent: z.number(),
      assessedPercent: z.number(),
    })
    .nullable(),
  planning: z
    .object({
      /** Active strategic plans whose dates hold today */
      strategicPlansRunning: z.number().int(),
      /** annual plans (of any strategic plan) whose dates hold today */
      annualPlansRunning: z.number().int(),
      /** the corporate scorecards (annual and periodic) of those annual plans */
      corporateScorecards: z.number().int(),
    })
    .nullable(),
});
export type TAdminFigures = z.infer<typeof ZAdminFiguresSchema>;

const route = familyRoutes('dashboard', 'dashboard');

export const getAdminFigures = route(
  'admin-figures',
  'GET',
  'The Performance and Planning administrators’ figures: the running quarter’s agreements and assessments done of total, the plans running',
  z.object({}),
  ZAdminFiguresSchema,
  'Get Dashboard Figures Failed',
);

export const getDashboardTasks = route(
  'my-tasks',
  'GET',
  'How many items wait on the caller in each module their company has on',
  z.object({}),
  ZDashboardTasksSchema,
  'Get Dashboard Tasks Failed',
);

export const getDashboardTeam = route(
  'my-team',
  'GET',
  'The current quarter’s records of the people who report to the caller',
  z.object({}),
  ZDashboardTeamSchema,
  'Get Dashboard Team Failed',
);

export const getPlatformFigures = defineRoute({
  family: 'dashboard',
  action: 'platform',
  method: 'GET',
  path: '/dashboard/platform',
  summary: 'The platform owner’s figures: companies, modules in use, active people',
  input: z.object({}),
  output: ZPlatformFiguresSchema,
  access: ['holder'],
  errorTitle: 'Get Platform Figures Failed',
  mutates: false,
});

export const dashboardRoutes: RouteDef[] = [
  getDashboardTasks,
  getDashboardTeam,
  getPlatformFigures,
  getAdminFigures,
];
