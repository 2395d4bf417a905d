import { ZOrgSurveyIdSchema, type TOrgHeatMap } from '@stratum/contracts';
import { ORG_CELL_THRESHOLD, orgHeatMap, surveyStatus } from '@stratum/rules';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { requireSurveysAdmin } from '../access';
import { findOrgSurvey } from './org-survey-store';

/**
 * The organisational heat map (docs/surveys.md): the mean score per unit and competency, a cell
 * with fewer than 5 answers withheld (the rule `orgHeatMap`): its count shown, its average not,
 * and never merged into another row.
 */
export const getOrgHeatMap = async (ctx: Ctx, raw: { id: string }): Promise<TOrgHeatMap> => {
  const { id } = ZOrgSurveyIdSchema.parse(raw);
  const companyId = tenantOf(ctx);
  const s = await findOrgSurvey(companyId, id);
  await requireSurveysAdmin(ctx);
  const rows = s.rows ?? s.units;
  const { data } = await db()
    .entities.orgSurveyResponse.query.bySurvey({ companyId, orgSurveyId: s.orgSurveyId })
    .go({ pages: 'all' });
  const cells = orgHeatMap(
    rows.map((r) => r.unitId),
    s.items.map((i) => ({ competencyId: i.competencyId, questionIds: i.questions.map((q) => q.questionId) })),
    data,
  );
  return {
    id: s.orgSurveyId,
    title: s.title,
    status: surveyStatus(s.startDate, s.endDate, ctx.now),
    threshold: ORG_CELL_THRESHOLD,
    answered: s.answered,
    units: rows.map((r) => ({ id: r.unitId, name: r.name })),
    competencies: s.items.map((i) => ({ id: i.competencyId, name: i.name })),
    cells,
  };
};
