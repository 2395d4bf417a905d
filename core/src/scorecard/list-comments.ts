import type { TScorecardComment } from '@stratum/contracts';
import { type Ctx } from '../kernel/ctx';
import type { ScorecardKind } from './entities/scorecard';
import { commentsOf, findKpa, findKpi, readableScorecard } from './scorecard-store';
import { toComment } from './scorecard-view';
import type { Target } from './add-comment';

/** The comments on one KPA or KPI of a scorecard the caller may read, oldest first. */
export const listComments = async (
  ctx: Ctx,
  kinds: readonly ScorecardKind[],
  input: Target,
): Promise<TScorecardComment[]> => {
  const s = await readableScorecard(ctx, input.scorecardId, kinds, 'scorecardId');
  const targetId = (input.kpaId ?? input.kpiId)!;
  if (input.kpaId) await findKpa(s.companyId, s.scorecardId, targetId, 'kpaId');
  else await findKpi(s.companyId, s.scorecardId, targetId, 'kpiId');
  return (await commentsOf(s.companyId, s.scorecardId, targetId)).map(toComment);
};
