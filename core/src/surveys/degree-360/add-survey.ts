import { ZAddSurveyRequestSchema, type TAddSurveyRequest, type TSurvey } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { newId } from '../../kernel/ids';
import { activeEmployee, fullNameOf } from '../../organisation';
import { requireSurveysAdmin } from '../access';
import { setupChanged, takeSetup } from '../setup/take-setup';
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
  const [subject, setup] = await Promise.all([
    activeEmployee(companyId, input.subjectId, 'subjectId'),
    takeSetup(companyId, input.scaleId, input.competencyIds),
  ]);
  await requireSurveysAdmin(ctx);
  const { copy } = setup;
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
          ...copy,
          startDate: input.startDate,
          endDate: input.endDate,
          reviewerCount: 0,
          answered: 0,
          version: 1,
          createdAt: now,
          updatedAt: now,
        })
        .commit(),
      ...setup.uses(tx),
    ],
    setupChanged(),
  );
  return surveyView(await findSurvey(companyId, surveyId), ctx.now);
};
