import * as routes from '@stratum/contracts';
import { addCompany } from '@stratum/core/organisation';
import {
  getCompany,
  getMyCompany,
  listAuditTrails,
  listCompanies,
  listCompanyMails,
  resendCompanyMail,
  updateCompany,
} from '@stratum/core/platform';
import * as settings from '@stratum/core/platform';
import { bind } from '../http/bind';
import { familyHandler } from '../http/family';

export const handler = familyHandler('company', [
  bind(routes.getMyCompany, ({ ctx }) => getMyCompany(ctx)),
  bind(routes.listCompanies, ({ ctx, input }) => listCompanies(ctx, input)),
  bind(routes.getCompany, ({ ctx, input }) => getCompany(ctx, input)),
  bind(routes.addCompany, ({ ctx, input }) => addCompany(ctx, input)),
  bind(routes.updateCompany, ({ ctx, input }) => updateCompany(ctx, input)),
  bind(routes.updateRatingScaleOption, ({ ctx, input }) => settings.updateRatingScaleOption(ctx, input)),
  bind(routes.updatePerformanceCommitteeFunction, ({ ctx, input }) =>
    settings.updatePerformanceCommitteeFunction(ctx, input),
  ),
  bind(routes.setCompanyContributionPerformance, ({ ctx, input }) =>
    settings.setCompanyContributionPerformance(ctx, input),
  ),
  bind(routes.setMeasurementQualitative, ({ ctx, input }) => settings.setMeasurementQualitative(ctx, input)),
  bind(routes.setRequireMicrosoftSignIn, ({ ctx, input }) => settings.setRequireMicrosoftSignIn(ctx, input)),
  bind(routes.getAuditTrails, ({ ctx, input }) => listAuditTrails(ctx, input)),
  bind(routes.listCompanyMails, ({ ctx, input }) => listCompanyMails(ctx, input)),
  bind(routes.resendCompanyMail, ({ ctx, input }) => resendCompanyMail(ctx, input)),
  bind(routes.listReminderSettings, ({ ctx }) => settings.listReminderSettings(ctx)),
  bind(routes.setReminderLeadTime, ({ ctx, input }) => settings.setReminderLeadTime(ctx, input)),
  bind(routes.setReminderOptOut, ({ ctx, input }) => settings.setReminderOptOut(ctx, input)),
]);
