import { type TScorecard } from '@stratum/contracts';
import { type Ctx } from '../../kernel/ctx';
import {
  type ScorecardItem,
  type ScorecardKind,
  listedScorecards,
  toScorecard,
  CORPORATE_KINDS,
} from '../../scorecard';
import { loadAnnualPlan } from '../annual-plan/annual-plan-store';

const rank = (s: ScorecardItem) => (s.kind === 'corporate-annual' ? -1 : (s.quarter ?? 0));

/**
 * The corporate scorecards of an annual plan of the caller's company: the annual ones first, then
 * the periodic ones by quarter; optionally only one type, or the periodic ones of a quarter.
 */
export const listCorporateScorecards = async (
  ctx: Ctx,
  input: { annualPlanId: string; type?: 'annual' | 'periodic' | undefined; quarter?: number | undefined },
): Promise<TScorecard[]> => {
  const annual = await loadAnnualPlan(ctx, input.annualPlanId);
  const kinds: ScorecardKind[] =
    input.type === 'annual' && input.quarter === undefined
      ? ['corporate-annual']
      : input.type === 'periodic' || input.quarter !== undefined
        ? ['corporate-periodic']
        : [...CORPORATE_KINDS];
  const list = await listedScorecards(ctx, annual.annualPlanId, kinds);
  return list
    .filter((s) => input.quarter === undefined || s.quarter === input.quarter)
    .sort((a, b) => rank(a) - rank(b))
    .map(toScorecard);
};
