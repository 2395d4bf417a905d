import type { TSurveyRow } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { requireSurveysAdmin } from '../access';
import { toSurveyRow } from './survey-store';

/** The company's 360-degree surveys, newest first, each with its status and completion counts. */
export const listSurveys = async (ctx: Ctx): Promise<TSurveyRow[]> => {
  const companyId = tenantOf(ctx);
  await requireSurveysAdmin(ctx);
  const { data } = await db().entities.survey.query.byId({ companyId }).go({ pages: 'all', order: 'desc' });
  return data.map((s) => toSurveyRow(s, ctx.now));
};
