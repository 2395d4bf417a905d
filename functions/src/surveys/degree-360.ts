import * as routes from '@stratum/contracts';
import * as surveys from '@stratum/core/surveys';
import { bind } from '../http/bind';
import { familyHandler } from '../http/family';

export const handler = familyHandler('degree-360', [
  bind(routes.listSurveyScales, async ({ ctx }) => ({ list: await surveys.listSurveyScales(ctx) })),
  bind(routes.addSurveyScale, async ({ ctx, input }) => ({ item: await surveys.addSurveyScale(ctx, input) })),
  bind(routes.updateSurveyScale, async ({ ctx, input }) => ({
    item: await surveys.updateSurveyScale(ctx, input),
  })),
  bind(routes.deleteSurveyScale, async ({ ctx, input }) => ({
    item: await surveys.deleteSurveyScale(ctx, input),
  })),
  bind(routes.listSurveyCompetencies, async ({ ctx }) => ({
    list: await surveys.listSurveyCompetencies(ctx),
  })),
  bind(routes.addSurveyCompetency, async ({ ctx, input }) => ({
    item: await surveys.addSurveyCompetency(ctx, input),
  })),
  bind(routes.updateSurveyCompetency, async ({ ctx, input }) => ({
    item: await surveys.updateSurveyCompetency(ctx, input),
  })),
  bind(routes.deleteSurveyCompetency, async ({ ctx, input }) => ({
    item: await surveys.deleteSurveyCompetency(ctx, input),
  })),
  bind(routes.listSurveyQuestions, async ({ ctx, input }) => ({
    list: await surveys.listSurveyQuestions(ctx, input),
  })),
  bind(routes.addSurveyQuestion, async ({ ctx, input }) => ({
    item: await surveys.addSurveyQuestion(ctx, input),
  })),
  bind(routes.updateSurveyQuestion, async ({ ctx, input }) => ({
    item: await surveys.updateSurveyQuestion(ctx, input),
  })),
  bind(routes.deleteSurveyQuestion, async ({ ctx, input }) => ({
    item: await surveys.deleteSurveyQuestion(ctx, input),
  })),
  bind(routes.listSurveys, async ({ ctx }) => ({ list: await surveys.listSurveys(ctx) })),
  bind(routes.getSurvey, async ({ ctx, input }) => ({ item: await surveys.getSurvey(ctx, input) })),
  bind(routes.addSurvey, async ({ ctx, input }) => ({ item: await surveys.addSurvey(ctx, input) })),
  bind(routes.updateSurvey, async ({ ctx, input }) => ({ item: await surveys.updateSurvey(ctx, input) })),
  bind(routes.addSurveyReviewers, async ({ ctx, input }) => ({
    item: await surveys.addSurveyReviewers(ctx, input),
  })),
  bind(routes.removeSurveyReviewer, async ({ ctx, input }) => ({
    item: await surveys.removeSurveyReviewer(ctx, input),
  })),
  bind(routes.deleteSurvey, async ({ ctx, input }) => ({ item: await surveys.deleteSurvey(ctx, input) })),
  bind(routes.listMySurveys, async ({ ctx }) => ({ list: await surveys.listMySurveys(ctx) })),
  bind(routes.listInboxSurveys, async ({ ctx }) => ({ item: await surveys.listInboxSurveys(ctx) })),
  bind(routes.shareSurvey, ({ ctx, input }) => surveys.shareSurvey(ctx, input)),
  bind(routes.getSurveyShareJob, ({ ctx, input }) => surveys.getSurveyShareJob(ctx, input)),
  bind(routes.getSurveyReport, async ({ ctx, input }) => ({
    item: await surveys.getSurveyReport(ctx, input),
  })),
  bind(routes.exportSurveyReport, ({ ctx, input }) => surveys.exportSurveyReport(ctx, input)),
  bind(routes.listSurveyReviews, ({ ctx, input }) => surveys.listSurveyReviews(ctx, input)),
  bind(routes.exportSurveyReviews, ({ ctx, input }) => surveys.exportSurveyReviews(ctx, input)),
]);
