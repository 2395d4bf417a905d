import { ZSurveyIdSchema, type TRaterGroup, type TSurveyReport } from '@stratum/contracts';
import { ANONYMITY_THRESHOLD, RATER_GROUPS, raterGroupShown, surveyStatus } from '@stratum/rules';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { isModuleAdmin } from '../../platform';
import type { SurveyItem, SurveyResponseItem } from '../entities/survey';
import { findSurvey } from './survey-store';

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The results, built only from the groups that may be shown (`raterGroupShown`): the answers of a
 * group below the threshold are dropped before anything is computed, so no average, count per
 * competency or comment can carry them. Comments are grouped by rater group (in the groups' order)
 * and sorted by text within it, not by when they came.
 */
export const surveyReportOf = (
  survey: SurveyItem,
  responses: SurveyResponseItem[],
  now: Date,
): TSurveyReport => {
  const answered = new Map<TRaterGroup, number>();
  for (const r of responses) answered.set(r.relationship, (answered.get(r.relationship) ?? 0) + 1);
  const groups = RATER_GROUPS.filter((g) => answered.has(g)).map((group) => ({
    group,
    answered: answered.get(group)!,
    shown: raterGroupShown(group, answered.get(group)!),
  }));
  const shown = new Set(groups.filter((g) => g.shown).map((g) => g.group));
  const visible = responses.filter((r) => shown.has(r.relationship));
  const competencies = survey.items.map((item) => {
    const ids = new Set(item.questions.map((q) => q.questionId));
    const scores = [...shown].map((group) => {
      const values = visible
        .filter((r) => r.relationship === group)
        .flatMap((r) => r.scores.filter((s) => ids.has(s.questionId)).map((s) => s.value));
      return { group, average: round2(values.reduce((a, b) => a + b, 0) / (values.length || 1)) };
    });
    return { competencyId: item.competencyId, name: item.name, scores };
  });
  const comments = visible
    .filter((r) => r.comment.trim())
    .map((r) => ({ group: r.relationship, text: r.comment.trim() }))
    .sort(
      (a, b) => RATER_GROUPS.indexOf(a.group) - RATER_GROUPS.indexOf(b.group) || a.text.localeCompare(b.text),
    );
  return {
    id: survey.surveyId,
    title: survey.title,
    subjectName: survey.subjectName,
    status: surveyStatus(survey.startDate, survey.endDate, now),
    points: [...survey.points].sort((a, b) => a.value - b.value),
    threshold: ANONYMITY_THRESHOLD,
    groups,
    competencies,
    comments,
  };
};

/** The subject's report: for Surveys administrators and the subject themself. */
export const getSurveyReport = async (ctx: Ctx, raw: { id: string }): Promise<TSurveyReport> => {
  const { id } = ZSurveyIdSchema.parse(raw);
  const companyId = tenantOf(ctx);
  const survey = await findSurvey(companyId, id);
  if (ctx.employeeId !== survey.subjectId && !(await isModuleAdmin(ctx, 'surveys')))
    throw new AppError(
      'FORBIDDEN',
      'Only a Surveys administrator or the person reviewed can read this report.',
    );
  const { data } = await db()
    .entities.surveyResponse.query.bySurvey({ companyId, surveyId: id })
    .go({ pages: 'all' });
  return surveyReportOf(survey, data, ctx.now);
};
