import { DEFAULT_THRESHOLDS, thresholdProblem, type RiskScheme } from '@stratum/rules';
import { AppError } from '../../kernel/errors';
import type { RiskRatingTypeItem } from '../entities/risk-rating-type';
import { findType, loadSetup } from './setup-store';
import { toRatingType } from './setup-view';

/**
 * A company's rating types are few: each is a whole matrix the register can be rated with, and a
 * level filter of the register names every cell of every matrix at that level (docs/risk.md).
 */
export const MAX_RATING_TYPES = 5;

export const NOUN = 'rating type';

/** The thresholds asked for (the scheme's defaults when left out), or 400 saying what is wrong. */
export const thresholdsOf = (scheme: RiskScheme, given: readonly number[] | undefined): number[] => {
  const thresholds = [...(given ?? DEFAULT_THRESHOLDS[scheme])];
  const problem = thresholdProblem(scheme, thresholds);
  if (problem) throw new AppError('BAD_REQUEST', `thresholds: ${problem}`);
  return thresholds;
};

export const audited = (t: Pick<RiskRatingTypeItem, 'name' | 'description' | 'scheme' | 'thresholds'>) => ({
  name: t.name,
  description: t.description || null,
  scheme: t.scheme,
  thresholds: t.thresholds,
});

export const fresh = async (companyId: string, id: string) =>
  toRatingType(findType(await loadSetup(companyId), id));
