import * as routes from '@stratum/contracts';
import * as surveys from '@stratum/core/surveys';
import { bind } from '../http/bind';
import { familyHandler } from '../http/family';

/** The 360 competency review of an annual plan (docs/surveys.md "The 360 competency review"). */
export const handler = familyHandler('degree-360-competency', [
  bind(routes.getCompetencyReviewSetup, async ({ ctx, input }) => ({
    item: await surveys.getCompetencyReviewSetup(ctx, input),
  })),
  bind(routes.addReviewCompetency, async ({ ctx, input }) => ({
    item: await surveys.addReviewCompetency(ctx, input),
  })),
  bind(routes.updateReviewCompetency, async ({ ctx, input }) => ({
    item: await surveys.updateReviewCompetency(ctx, input),
  })),
  bind(routes.deleteReviewCompetency, async ({ ctx, input }) => ({
    item: await surveys.deleteReviewCompetency(ctx, input),
  })),
  bind(routes.addReviewScale, async ({ ctx, input }) => ({ item: await surveys.addReviewScale(ctx, input) })),
  bind(routes.updateReviewScale, async ({ ctx, input }) => ({
    item: await surveys.updateReviewScale(ctx, input),
  })),
  bind(routes.deleteReviewScale, async ({ ctx, input }) => ({
    item: await surveys.deleteReviewScale(ctx, input),
  })),
  bind(routes.addReviewArea, async ({ ctx, input }) => ({ item: await surveys.addReviewArea(ctx, input) })),
  bind(routes.updateReviewArea, async ({ ctx, input }) => ({
    item: await surveys.updateReviewArea(ctx, input),
  })),
  bind(routes.deleteReviewArea, async ({ ctx, input }) => ({
    item: await surveys.deleteReviewArea(ctx, input),
  })),
  bind(routes.addReviewQuestion, async ({ ctx, input }) => ({
    item: await surveys.addReviewQuestion(ctx, input),
  })),
  bind(routes.updateReviewQuestion, async ({ ctx, input }) => ({
    item: await surveys.updateReviewQuestion(ctx, input),
  })),
  bind(routes.deleteReviewQuestion, async ({ ctx, input }) => ({
    item: await surveys.deleteReviewQuestion(ctx, input),
  })),
  bind(routes.setReviewContribution, async ({ ctx, input }) => ({
    item: await surveys.setReviewContribution(ctx, input),
  })),
  bind(routes.getEmployeeCompetencyReview, async ({ ctx, input }) => ({
    item: await surveys.getEmployeeCompetencyReview(ctx, input),
  })),
  bind(routes.saveCompetencyAnswers, async ({ ctx, input }) => ({
    item: await surveys.saveCompetencyAnswers(ctx, input),
  })),
]);
