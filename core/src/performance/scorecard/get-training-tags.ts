import type { TTrainingTag } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { contentsOf } from '../../scorecard';
import { readableEmployeeScorecard } from './access';
import { toTag } from './training-tag-parts';

/** spec §3 tag_info: the training needs each KPI of a scorecard the caller may read names. */
export const getTrainingTags = async (ctx: Ctx, input: { scorecardId: string }): Promise<TTrainingTag[]> => {
  const s = await readableEmployeeScorecard(ctx, input.scorecardId, 'scorecardId');
  const { kpis } = await contentsOf(s.companyId, s.scorecardId);
  return kpis.sort((a, b) => a.kpiId.localeCompare(b.kpiId)).map(toTag);
};
