import { getAdminFigures, getDashboardTasks, getDashboardTeam, getPlatformFigures } from '@stratum/contracts';
import * as dashboard from '@stratum/core/dashboard';
import { bind } from '../http/bind';
import { familyHandler } from '../http/family';

/**
 * The per-role dashboards (docs/dashboard.md): what waits on the caller across their modules, a
 * supervisor's team this quarter, and the platform owner's figures.
 */
export const handler = familyHandler('dashboard', [
  bind(getDashboardTasks, ({ ctx }) => dashboard.dashboardTasks(ctx)),
  bind(getDashboardTeam, ({ ctx }) => dashboard.dashboardTeam(ctx)),
  bind(getPlatformFigures, ({ ctx }) => dashboard.platformFigures(ctx)),
  bind(getAdminFigures, ({ ctx }) => dashboard.adminFigures(ctx)),
]);
