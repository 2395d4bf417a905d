import type { TOrgSurveyRow } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { requireSurveysAdmin } from '../access';
import { toOrgSurveyRow } from './org-survey-store';
import { sendingBySurvey } from './send-job';

/**
 * The company's organisational surveys, newest first, each with its status, answers counted and
 * the send or resend running now.
 */
export const listOrgSurveys = async (ctx: Ctx): Promise<TOrgSurveyRow[]> => {
  const companyId = tenantOf(ctx);
  await requireSurveysAdmin(ctx);
  const [{ data }, sending] = await Promise.all([
    db().entities.orgSurvey.query.byId({ companyId }).go({ pages: 'all', order: 'desc' }),
    sendingBySurvey(companyId),
  ]);
  return data.map((s) => toOrgSurveyRow(s, ctx.now, sending.get(s.orgSurveyId) ?? null));
};
