import type { RiskAxis } from '@stratum/contracts';
import { IMPACT_SCALE, LIKELIHOOD_SCALE } from '@stratum/rules';
import { AppError } from '../../kernel/errors';
import type { RiskScalePointItem } from '../entities/risk-scale-point';
import { nameKeyOf } from './names';
import { findPoint, loadSetup, type RiskSetup } from './setup-store';
import { toScalePoint } from './setup-view';

/**
 * The impact and likelihood scales (spec §9): a company names each score from 1 to 5. A point is
 * keyed by its score, so two points can never claim one score; names are unique on a scale.
 */
export const noun = (axis: RiskAxis) => `${axis} scale point`;

export const DEFAULT_SCALE = { impact: IMPACT_SCALE, likelihood: LIKELIHOOD_SCALE } as const;

export const checkNameFree = (setup: RiskSetup, axis: RiskAxis, name: string, pointId: string | null) => {
  const taken = setup.scales[axis].find(
    (p) => nameKeyOf(p.name) === nameKeyOf(name) && p.pointId !== pointId,
  );
  if (taken) {
    throw new AppError('CONFLICT', `name: the ${axis} scale already names ${taken.score} “${taken.name}”.`);
  }
};

export const audited = (p: Pick<RiskScalePointItem, 'name' | 'description' | 'score'>) => ({
  score: p.score,
  name: p.name,
  description: p.description || null,
});

export const fresh = async (companyId: string, axis: RiskAxis, id: string) =>
  toScalePoint(findPoint(await loadSetup(companyId), axis, id));
