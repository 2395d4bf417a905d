import { ZOrgSurveyIdSchema, type TOrgSurvey } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { requireSurveysAdmin } from '../access';
import { findOrgSurvey, toOrgSurvey } from './org-survey-store';
import { sendingBySurvey } from './send-job';

export const getOrgSurvey = async (ctx: Ctx, raw: { id: string }): Promise<TOrgSurvey> => {
  const { id } = ZOrgSurveyIdSchema.parse(raw);
  const s = await findOrgSurvey(tenantOf(ctx), id);
  await requireSurveysAdmin(ctx);
  const sending = await sendingBySurvey(s.companyId);
  return toOrgSurvey(s, ctx.now, sending.get(s.orgSurveyId) ?? null);
};
