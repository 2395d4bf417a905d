import * as routes from '@stratum/contracts';
import { COMPLIANCE_SETUP_ROUTES as SETUP } from '@stratum/contracts';
import * as compliance from '@stratum/core/compliance';
import { AppError } from '@stratum/core/kernel/errors';
import { bind } from '../http/bind';
import { familyHandler } from '../http/family';

export const handler = familyHandler('compliance', [
  bind(SETUP.category.all, async ({ ctx }) => ({ list: await compliance.listComplianceCategories(ctx) })),
  bind(SETUP.category.add, async ({ ctx, input }) => ({
    item: await compliance.addComplianceCategory(ctx, input),
  })),
  bind(SETUP.category.update, async ({ ctx, input }) => ({
    item: await compliance.updateComplianceCategory(ctx, input),
  })),
  bind(SETUP.category.delete, async ({ ctx, input }) => ({
    item: await compliance.deleteComplianceCategory(ctx, input),
  })),
  bind(SETUP.complying.all, async ({ ctx }) => ({ list: await compliance.listComplyingTeams(ctx) })),
  bind(SETUP.complying.add, async ({ ctx, input }) => ({
    item: await compliance.addComplyingTeam(ctx, input),
  })),
  bind(SETUP.complying.update, async ({ ctx, input }) => ({
    item: await compliance.updateComplyingTeam(ctx, input),
  })),
  bind(SETUP.complying.delete, async ({ ctx, input }) => ({
    item: await compliance.deleteComplyingTeam(ctx, input),
  })),
  bind(SETUP.compliance.all, async ({ ctx }) => ({ list: await compliance.listComplianceTeams(ctx) })),
  bind(SETUP.compliance.add, async ({ ctx, input }) => ({
    item: await compliance.addComplianceTeam(ctx, input),
  })),
  bind(SETUP.compliance.update, async ({ ctx, input }) => ({
    item: await compliance.updateComplianceTeam(ctx, input),
  })),
  bind(SETUP.compliance.delete, async ({ ctx, input }) => ({
    item: await compliance.deleteComplianceTeam(ctx, input),
  })),
  bind(SETUP.regulation.all, async ({ ctx }) => ({ list: await compliance.listRegulations(ctx) })),
  bind(SETUP.regulation.add, async ({ ctx, input }) => ({
    item: await compliance.addRegulation(ctx, input),
  })),
  bind(SETUP.regulation.update, async ({ ctx, input }) => ({
    item: await compliance.updateRegulation(ctx, input),
  })),
  bind(SETUP.regulation.delete, async ({ ctx, input }) => ({
    item: await compliance.deleteRegulation(ctx, input),
  })),
  bind(SETUP.universe.all, async ({ ctx }) => ({ list: await compliance.listComplianceUniverses(ctx) })),
  bind(SETUP.universe.add, async ({ ctx, input }) => ({
    item: await compliance.addComplianceUniverse(ctx, input),
  })),
  bind(SETUP.universe.update, async ({ ctx, input }) => ({
    item: await compliance.updateComplianceUniverse(ctx, input),
  })),
  bind(SETUP.universe.delete, async ({ ctx, input }) => ({
    item: await compliance.deleteComplianceUniverse(ctx, input),
  })),
  bind(routes.listActivities, ({ ctx, input }) => compliance.listActivities(ctx, input)),
  bind(routes.getActivity, async ({ ctx, input }) => ({ item: await compliance.getActivity(ctx, input) })),
  bind(routes.getComplianceCalendar, async ({ ctx, input }) => ({
    list: await compliance.getComplianceCalendar(ctx, input),
  })),
  bind(routes.addActivity, async ({ ctx, input }) => ({ item: await compliance.addActivity(ctx, input) })),
  bind(routes.updateActivity, async ({ ctx, input }) => ({
    item: await compliance.updateActivity(ctx, input),
  })),
  bind(routes.deleteActivity, async ({ ctx, input }) => ({
    item: await compliance.deleteActivity(ctx, input),
  })),
  bind(routes.saveComplianceNotes, async ({ ctx, input }) => ({
    item: await compliance.saveComplianceNotes(ctx, input),
  })),
  bind(routes.submitCompliance, async ({ ctx, input }) => ({
    item: await compliance.submitCompliance(ctx, input),
  })),
  bind(routes.uploadComplianceEvidence, async ({ ctx, input, file }) => {
    if (!file) throw new AppError('BAD_REQUEST', 'document: a file is required');
    return { item: await compliance.uploadComplianceEvidence(ctx, input, file) };
  }),
  bind(routes.getComplianceEvidenceLink, ({ ctx, input }) =>
    compliance.getComplianceEvidenceLink(ctx, input),
  ),
  bind(routes.processCompliance, async ({ ctx, input }) => ({
    item: await compliance.processCompliance(ctx, input),
  })),
  bind(routes.declineCompliance, async ({ ctx, input }) => ({
    item: await compliance.declineCompliance(ctx, input),
  })),
  bind(routes.adminProcessCompliance, async ({ ctx, input }) => ({
    item: await compliance.adminProcessCompliance(ctx, input),
  })),
  bind(routes.listComplianceHistory, async ({ ctx, input }) => ({
    list: await compliance.listComplianceHistory(ctx, input),
  })),
  bind(routes.getRequiredActions, ({ ctx }) => compliance.getRequiredActions(ctx)),
  bind(routes.getRequiredActionsCount, ({ ctx }) => compliance.getRequiredActionsCount(ctx)),
  bind(routes.getComplianceReport, ({ ctx, input }) => compliance.getComplianceReport(ctx, input)),
  bind(routes.exportComplianceReport, ({ ctx, input }) => compliance.exportComplianceReport(ctx, input)),
]);
