import type { TOrgSurveyRow } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { requireSurveysAdmin } from '../access';
import { toOrgSurveyRow } from './org-survey-store';

/** The company's organisational surveys, newest first, each with its status and answers counted. */
export const listOrgSurveys = async (ctx: Ctx): Promise<TOrgSurveyRow[]> => {
  const companyId = tenantOf(ctx);
  await requireSurveysAdmin(ctx);
  const { data } = await db()
    .entities.orgSurvey.query.byId({ companyId })
    .go({ pages: 'all', order: 'desc' });
  return data.map((s) => toOrgSurveyRow(s, ctx.now));
};
