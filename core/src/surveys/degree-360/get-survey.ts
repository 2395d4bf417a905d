import { ZSurveyIdSchema, type TSurvey } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { requireSurveysAdmin } from '../access';
import { findSurvey, surveyView } from './survey-store';

export const getSurvey = async (ctx: Ctx, raw: { id: string }): Promise<TSurvey> => {
  const { id } = ZSurveyIdSchema.parse(raw);
  const s = await findSurvey(tenantOf(ctx), id);
  await requireSurveysAdmin(ctx);
  return surveyView(s, ctx.now);
};
