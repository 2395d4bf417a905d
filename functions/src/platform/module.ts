import * as routes from '@stratum/contracts';
import * as access from '@stratum/core/organisation';
import * as companyModules from '@stratum/core/platform';
import { listModules, setPersonalDevelopmentPlanType, updateCompanyModule } from '@stratum/core/platform';
import { bind } from '../http/bind';
import { familyHandler } from '../http/family';

export const handler = familyHandler('module', [
  bind(routes.listModules, () => listModules()),
  bind(routes.listCompanyModules, ({ ctx, input }) => companyModules.listCompanyModules(ctx, input)),
  bind(routes.updateCompanyModule, ({ ctx, input }) => updateCompanyModule(ctx, input)),
  bind(routes.listModuleCompanies, ({ ctx, input }) => companyModules.listModuleCompanies(ctx, input)),
  bind(routes.getCompanyModuleState, ({ ctx }) => companyModules.getCompanyModuleState(ctx)),
  bind(routes.listEmployeeModules, ({ ctx, input }) => access.listEmployeeModules(ctx, input)),
  bind(routes.updateAdminAccess, ({ ctx, input }) => access.updateAdminAccess(ctx, input)),
  bind(routes.getMyModuleAccess, ({ ctx, input }) => access.getMyModuleAccess(ctx, input)),
  bind(routes.updateControlEffectiveness, ({ ctx, input }) => access.updateControlEffectiveness(ctx, input)),
  bind(routes.setPersonalDevelopmentPlanType, ({ ctx, input }) => setPersonalDevelopmentPlanType(ctx, input)),
]);
