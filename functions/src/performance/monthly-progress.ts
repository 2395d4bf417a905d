import * as routes from '@stratum/contracts';
import {
  getCompanyProgress,
  getEmployeeProgress,
  getOrganisationalProgress,
  listMonthlyPeriods,
  listSubordinateProgress,
  saveProgress,
  setMonthlyGrace,
} from '@stratum/core/performance';
import { bind } from '../http/bind';
import { familyHandler } from '../http/family';

export const handler = familyHandler('monthly-progress', [
  bind(routes.listMonthlyPeriods, ({ ctx, input }) => listMonthlyPeriods(ctx, input)),
  bind(routes.setMonthlyGrace, ({ ctx, input }) => setMonthlyGrace(ctx, input)),
  bind(routes.getEmployeeProgress, async ({ ctx, input }) => ({
    progress: await getEmployeeProgress(ctx, input),
  })),
  bind(routes.listSubordinateProgress, async ({ ctx, input }) => ({
    list: await listSubordinateProgress(ctx, input),
  })),
  bind(routes.saveEmployeeProgress, async ({ ctx, input }) => ({
    update: await saveProgress(ctx, 'employee', input),
  })),
  bind(routes.getCompanyProgress, async ({ ctx, input }) => ({
    progress: await getCompanyProgress(ctx, input),
  })),
  bind(routes.saveCompanyProgress, async ({ ctx, input }) => ({
    update: await saveProgress(ctx, 'company', input),
  })),
  bind(routes.getOrganisationalProgress, async ({ ctx, input }) => ({
    progress: await getOrganisationalProgress(ctx, input),
  })),
]);
