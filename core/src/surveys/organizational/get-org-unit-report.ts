import { ZOrgUnitReportRequestSchema, type TOrgUnitReport } from '@stratum/contracts';
import { ORG_CELL_THRESHOLD, orgUnitReport, surveyStatus } from '@stratum/rules';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { requireSurveysAdmin } from '../access';
import { findOrgSurvey } from './org-survey-store';

/**
 * One unit's report (docs/surveys.md): its mean score per competency beside the company's, both
 * withheld under 5 answers, the company's taken only over the units shown (the rule
 * `orgUnitReport`), so nothing the heat map withholds can be worked out by subtraction.
 */
export const getOrgUnitReport = async (
  ctx: Ctx,
  raw: { id: string; unitId: string },
): Promise<TOrgUnitReport> => {
  const input = ZOrgUnitReportRequestSchema.parse(raw);
  const companyId = tenantOf(ctx);
  const s = await findOrgSurvey(companyId, input.id);
  await requireSurveysAdmin(ctx);
  const units = s.rows ?? s.units;
  const unit = units.find((u) => u.unitId === input.unitId);
  if (!unit) throw new AppError('NOT_FOUND', 'unitId: no such unit in this survey');
  const { data } = await db()
    .entities.orgSurveyResponse.query.bySurvey({ companyId, orgSurveyId: s.orgSurveyId })
    .go({ pages: 'all' });
  const report = orgUnitReport(
    unit.unitId,
    units.map((u) => u.unitId),
    s.items.map((i) => ({ competencyId: i.competencyId, questionIds: i.questions.map((q) => q.questionId) })),
    data,
  );
  return {
    id: s.orgSurveyId,
    title: s.title,
    status: surveyStatus(s.startDate, s.endDate, ctx.now),
    threshold: ORG_CELL_THRESHOLD,
    unit: { id: unit.unitId, name: unit.name },
    rows: report.map((r, i) => ({ ...r, name: s.items[i]!.name })),
  };
};
