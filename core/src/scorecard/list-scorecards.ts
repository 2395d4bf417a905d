import { tenantOf, type Ctx } from '../kernel/ctx';
import { isModuleAdmin } from '../platform';
import type { ScorecardItem, ScorecardKind } from './entities/scorecard';
import { scorecardsUnder } from './scorecard-store';
import { compareNames } from '../kernel/text';

const byName = (a: ScorecardItem, b: ScorecardItem) =>
  compareNames(a.name, b.name) || a.scorecardId.localeCompare(b.scorecardId);

/** What a list shows of the scorecards under a key: ready ones of the kinds, hidden ones only to administrators. */
export const listedScorecards = async (
  ctx: Ctx,
  listKey: string,
  kinds: readonly ScorecardKind[],
): Promise<ScorecardItem[]> => {
  const [all, admin] = await Promise.all([
    scorecardsUnder(tenantOf(ctx), listKey),
    isModuleAdmin(ctx, 'planning'),
  ]);
  return all
    .filter((s) => kinds.includes(s.kind) && s.state === 'ready' && (admin || s.visible))
    .sort(byName);
};
