import {
  MAX_SURVEY_QUESTIONS,
  ZAddSurveyRequestSchema,
  type TAddSurveyRequest,
  type TSurvey,
} from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { activeEmployee, fullNameOf } from '../../organisation';
import { requireSurveysAdmin } from '../access';
import { findCompetency, findScale, loadSurveySetup } from '../setup/setup-store';
import { findSurvey, surveyView } from './survey-store';

/**
 * Adds a 360-degree survey of an employee. The survey copies the scale's points and the chosen
 * competencies' questions, and counts a use on each in the same transaction — conditional on each
 * being at the version read, so the copy is never of an edit half-seen, and nothing it copied can
 * be deleted while it exists.
 */
export const addSurvey = async (ctx: Ctx, raw: TAddSurveyRequest): Promise<TSurvey> => {
  const input = ZAddSurveyRequestSchema.parse(raw);
  const companyId = tenantOf(ctx);
  const competencyIds = [...new Set(input.competencyIds)];
  const [subject, scale, competencies] = await Promise.all([
    activeEmployee(companyId, input.subjectId, 'subjectId'),
    findScale(companyId, input.scaleId),
    Promise.all(competencyIds.map((id) => findCompetency(companyId, id))),
  ]);
  await requireSurveysAdmin(ctx);
  const { questions } = await loadSurveySetup(companyId);
  const items = competencies.map((c) => ({
    competencyId: c.competencyId,
    name: c.name,
    questions: questions
      .filter((q) => q.competencyId === c.competencyId)
      .sort((a, b) => a.questionId.localeCompare(b.questionId)),
  }));
  const empty = items.find((i) => i.questions.length === 0);
  if (empty)
    throw new AppError('UNPROCESSABLE', `competencyIds: the competency “${empty.name}” has no questions yet`);
  const used = items.flatMap((i) => i.questions);
  if (used.length > MAX_SURVEY_QUESTIONS)
    throw new AppError(
      'UNPROCESSABLE',
      `competencyIds: these competencies hold ${used.length} questions; a survey asks at most ${MAX_SURVEY_QUESTIONS}`,
    );
  const surveyId = newId();
  const now = ctx.now.toISOString();
  const subjectName = fullNameOf(subject);
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'survey',
      entityId: surveyId,
      action: 'add',
      summary: `360-degree survey “${input.title}” of ${subjectName} added`,
      after: {
        title: input.title,
        subjectId: input.subjectId,
        startDate: input.startDate,
        endDate: input.endDate,
      },
    },
    (tx) => [
      tx.survey
        .create({
          companyId,
          surveyId,
          title: input.title,
          subjectId: subject.employeeId,
          subjectName,
          scaleId: scale.scaleId,
          scaleName: scale.name,
          points: scale.points.map((p) => ({ value: p.value, label: p.label })),
          items: items.map((i) => ({
            competencyId: i.competencyId,
            name: i.name,
            questions: i.questions.map((q) => ({ questionId: q.questionId, text: q.text })),
          })),
          startDate: input.startDate,
          endDate: input.endDate,
          reviewerCount: 0,
          answered: 0,
          version: 1,
          createdAt: now,
          updatedAt: now,
        })
        .commit(),
      tx.surveyScale
        .patch({ companyId, scaleId: scale.scaleId })
        .add({ useCount: 1 })
        .where((a, op) => op.eq(a.version, scale.version))
        .commit(),
      ...competencies.map((c) =>
        tx.surveyCompetency
          .patch({ companyId, competencyId: c.competencyId })
          .add({ useCount: 1 })
          .where((a, op) => `${op.eq(a.version, c.version)} AND ${op.eq(a.questionCount, c.questionCount)}`)
          .commit(),
      ),
      ...used.map((q) =>
        tx.surveyQuestion
          .patch({ companyId, questionId: q.questionId })
          .add({ useCount: 1 })
          .where((a, op) => op.eq(a.version, q.version))
          .commit(),
      ),
    ],
    new AppError(
      'CONFLICT',
      'The scale, a competency or a question was changed a moment ago. Reload and try again.',
    ),
  );
  return surveyView(await findSurvey(companyId, surveyId), ctx.now);
};
