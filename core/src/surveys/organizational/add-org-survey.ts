import { ZAddOrgSurveyRequestSchema, type TAddOrgSurveyRequest, type TOrgSurvey } from '@stratum/contracts';
import { db } from '../../db';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { requireSurveysAdmin } from '../access';
import { setupChanged, takeSetup } from '../setup/take-setup';
import { findOrgSurvey, toOrgSurvey } from './org-survey-store';

/**
 * Adds an organisational survey (spec §2 `/app/annual/organizational`): it copies the scale and the
 * competencies' questions from the survey set-up, counting a use on each in the same transaction
 * (as a 360-degree survey does), and names the units it goes to — none: every employee.
 */
export const addOrgSurvey = async (ctx: Ctx, raw: TAddOrgSurveyRequest): Promise<TOrgSurvey> => {
  const input = ZAddOrgSurveyRequestSchema.parse(raw);
  const companyId = tenantOf(ctx);
  const unitIds = [...new Set(input.unitIds)];
  const [setup, units] = await Promise.all([
    takeSetup(companyId, input.scaleId, input.competencyIds),
    unitIds.length
      ? db()
          .entities.orgUnit.get(unitIds.map((unitId) => ({ companyId, unitId })))
          .go()
      : Promise.resolve({ data: [] }),
  ]);
  await requireSurveysAdmin(ctx);
  const found = new Map(units.data.map((u) => [u.unitId, u]));
  const missing = unitIds.findIndex((id) => !found.has(id));
  if (missing >= 0) throw new AppError('NOT_FOUND', `unitIds.${missing}: no such unit`);
  const orgSurveyId = newId();
  const now = ctx.now.toISOString();
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'orgSurvey',
      entityId: orgSurveyId,
      action: 'add',
      summary: `Organisational survey “${input.title}” (${input.period}) added`,
      after: { title: input.title, period: input.period, startDate: input.startDate, endDate: input.endDate },
    },
    (tx) => [
      tx.orgSurvey
        .create({
          companyId,
          orgSurveyId,
          title: input.title,
          period: input.period,
          ...setup.copy,
          units: unitIds.map((id) => ({ unitId: id, name: found.get(id)!.name })),
          startDate: input.startDate,
          endDate: input.endDate,
          recipientCount: 0,
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
  return toOrgSurvey(await findOrgSurvey(companyId, orgSurveyId), ctx.now);
};
