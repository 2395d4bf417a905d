import {
  ZAddSurveyScaleRequestSchema,
  type TAddSurveyScaleRequest,
  type TSurveyScale,
} from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { newId } from '../../kernel/ids';
import { requireSurveysAdmin } from '../access';
import { findScale, toScale } from './setup-store';

export const addSurveyScale = async (ctx: Ctx, raw: TAddSurveyScaleRequest): Promise<TSurveyScale> => {
  const input = ZAddSurveyScaleRequestSchema.parse(raw);
  const companyId = tenantOf(ctx);
  await requireSurveysAdmin(ctx);
  const scaleId = newId();
  const now = ctx.now.toISOString();
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'survey-scale',
      entityId: scaleId,
      action: 'add',
      summary: `Survey scale “${input.name}” added`,
      after: { name: input.name, points: input.points },
    },
    (tx) => [
      tx.surveyScale
        .create({
          companyId,
          scaleId,
          name: input.name,
          points: input.points,
          useCount: 0,
          version: 1,
          createdAt: now,
          updatedAt: now,
        })
        .commit(),
    ],
  );
  return toScale(await findScale(companyId, scaleId));
};
