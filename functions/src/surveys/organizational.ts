import * as routes from '@stratum/contracts';
import * as surveys from '@stratum/core/surveys';
import { bind } from '../http/bind';
import { familyHandler } from '../http/family';

/** Organisational surveys (spec §7 `/organizational/`), for Surveys administrators. */
export const handler = familyHandler('organizational', [
  bind(routes.listOrgSurveys, async ({ ctx }) => ({ list: await surveys.listOrgSurveys(ctx) })),
  bind(routes.getOrgSurvey, async ({ ctx, input }) => ({ item: await surveys.getOrgSurvey(ctx, input) })),
  bind(routes.addOrgSurvey, async ({ ctx, input }) => ({ item: await surveys.addOrgSurvey(ctx, input) })),
  bind(routes.updateOrgSurvey, async ({ ctx, input }) => ({
    item: await surveys.updateOrgSurvey(ctx, input),
  })),
  bind(routes.sendOrgSurvey, async ({ ctx, input }) => surveys.sendOrgSurvey(ctx, input)),
  bind(routes.getOrgSurveyJob, async ({ ctx, input }) => surveys.getOrgSurveyJob(ctx, input)),
  bind(routes.resendOrgSurvey, async ({ ctx, input }) => surveys.resendOrgSurvey(ctx, input)),
  bind(routes.deleteOrgSurvey, async ({ ctx, input }) => ({
    item: await surveys.deleteOrgSurvey(ctx, input),
  })),
  bind(routes.getOrgHeatMap, async ({ ctx, input }) => ({ item: await surveys.getOrgHeatMap(ctx, input) })),
  bind(routes.getOrgUnitReport, async ({ ctx, input }) => ({
    item: await surveys.getOrgUnitReport(ctx, input),
  })),
  bind(routes.exportOrgSurvey, async ({ ctx, input }) => surveys.exportOrgSurvey(ctx, input)),
]);
