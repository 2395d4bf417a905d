import {
  ZUpdateOrgSurveyRequestSchema,
  type TOrgSurvey,
  type TUpdateOrgSurveyRequest,
} from '@stratum/contracts';
import { db } from '../../db';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { requireSurveysAdmin } from '../access';
import { moveSetup, takeSetup } from '../setup/take-setup';
import { findOrgSurvey, orgSurveyChanged, toOrgSurvey } from './org-survey-store';
import { requireNotSent } from './send-job';

/** A transaction holds 100 items: the survey, its audit entry and the request's fence leave 97. */
const MAX_SETUP_ITEMS = 97;

/**
 * Edits an organisational survey that has not been sent (docs/surveys.md): every field of the add
 * form again. The scale and competencies are copied again from the set-up and the uses move with
 * them (`moveSetup`: the old ones given back, the new ones counted) in the transaction that writes
 * the survey, conditional on the version read (stale: 409) and on it still not sent. Once a send
 * has begun — its job running or recipients written — it is the employees' survey (422).
 */
export const updateOrgSurvey = async (ctx: Ctx, raw: TUpdateOrgSurveyRequest): Promise<TOrgSurvey> => {
  const input = ZUpdateOrgSurveyRequestSchema.parse(raw);
  const companyId = tenantOf(ctx);
  const survey = await findOrgSurvey(companyId, input.id);
  await requireSurveysAdmin(ctx);
  if (survey.version !== input.version) throw orgSurveyChanged();
  const { orgSurveyId } = survey;
  await requireNotSent(companyId, survey, 'This survey has been sent: it can no longer be edited.');
  const unitIds = [...new Set(input.unitIds)];
  const [setup, units] = await Promise.all([
    takeSetup(companyId, input.scaleId, input.competencyIds),
    unitIds.length
      ? db()
          .entities.orgUnit.get(unitIds.map((unitId) => ({ companyId, unitId })))
          .go()
      : Promise.resolve({ data: [] }),
  ]);
  const found = new Map(units.data.map((u) => [u.unitId, u]));
  const missing = unitIds.findIndex((id) => !found.has(id));
  if (missing >= 0) throw new AppError('NOT_FOUND', `unitIds.${missing}: no such unit`);
  const now = ctx.now.toISOString();
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'orgSurvey',
      entityId: orgSurveyId,
      action: 'update',
      summary: `Organisational survey “${input.title}” (${input.period}) edited`,
      before: {
        title: survey.title,
        period: survey.period,
        startDate: survey.startDate,
        endDate: survey.endDate,
        scaleName: survey.scaleName,
        competencies: survey.items.map((i) => i.name),
        units: survey.units.map((u) => u.name),
      },
      after: {
        title: input.title,
        period: input.period,
        startDate: input.startDate,
        endDate: input.endDate,
        scaleName: setup.copy.scaleName,
        competencies: setup.copy.items.map((i) => i.name),
        units: unitIds.map((id) => found.get(id)!.name),
      },
    },
    (tx) => {
      const moved = moveSetup(tx, companyId, survey, setup.read);
      if (moved.length > MAX_SETUP_ITEMS)
        throw new AppError(
          'UNPROCESSABLE',
          'competencyIds: this changes too many competencies and questions at once; change fewer, save, then the rest',
        );
      return [
        tx.orgSurvey
          .patch({ companyId, orgSurveyId })
          .set({
            title: input.title,
            period: input.period,
            ...setup.copy,
            units: unitIds.map((id) => ({ unitId: id, name: found.get(id)!.name })),
            startDate: input.startDate,
            endDate: input.endDate,
            updatedAt: now,
          })
          .add({ version: 1 })
          .where((a, op) => `${op.eq(a.version, input.version)} AND ${op.notExists(a.sentAt)}`)
          .commit(),
        ...moved,
      ];
    },
    new AppError(
      'CONFLICT',
      'This survey, or the scale, a competency or a question it copies, was changed a moment ago. Reload it and try again.',
    ),
  );
  return toOrgSurvey(await findOrgSurvey(companyId, orgSurveyId), ctx.now);
};
