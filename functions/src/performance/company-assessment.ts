import * as routes from '@stratum/contracts';
import {
  addCompanyAssessment,
  deleteCompanyAssessment,
  getCompanyAssessment,
  listCompanyAssessments,
  updateCompanyAssessment,
} from '@stratum/core/performance';
import { bind } from '../http/bind';
import { familyHandler } from '../http/family';

export const handler = familyHandler('company-assessment', [
  bind(routes.listCompanyAssessments, ({ ctx, input }) => listCompanyAssessments(ctx, input)),
  bind(routes.getCompanyAssessment, ({ ctx, input }) => getCompanyAssessment(ctx, input)),
  bind(routes.addCompanyAssessment, async ({ ctx, input }) => ({
    assessment: await addCompanyAssessment(ctx, input),
  })),
  bind(routes.updateCompanyAssessment, async ({ ctx, input }) => ({
    assessment: await updateCompanyAssessment(ctx, input),
  })),
  bind(routes.deleteCompanyAssessment, async ({ ctx, input }) => ({
    assessment: await deleteCompanyAssessment(ctx, input),
  })),
]);
