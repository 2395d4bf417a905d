import type {
  TRiskCategory,
  TRiskMatrixEntry,
  TRiskRatingType,
  TRiskScalePoint,
  TRiskTeam,
} from '@stratum/contracts';
import { levelBands, levelOfScore, riskLevelColour } from '@stratum/rules';
import type { RiskCategoryItem } from '../entities/risk-category';
import type { RiskMatrixEntryItem } from '../entities/risk-matrix-entry';
import type { RiskRatingTypeItem } from '../entities/risk-rating-type';
import type { RiskScalePointItem } from '../entities/risk-scale-point';
import type { RiskTeamItem } from '../entities/risk-team';
import { schemeOf } from './setup-store';
import { byNameThenId } from '../../kernel/text';

const stamps = (i: { version: number; createdAt: string; updatedAt: string }) => ({
  version: i.version,
  createdAt: i.createdAt,
  updatedAt: i.updatedAt,
});

export const toRatingType = (t: RiskRatingTypeItem): TRiskRatingType => {
  const { scheme, thresholds } = schemeOf(t);
  return {
    id: t.ratingTypeId,
    name: t.name,
    description: t.description || null,
    scheme,
    thresholds: [...thresholds],
    bands: levelBands(scheme, thresholds),
    riskCount: t.riskCount,
    ...stamps(t),
  };
};

export const toScalePoint = (p: RiskScalePointItem): TRiskScalePoint => ({
  id: p.pointId,
  axis: p.axis,
  score: p.score,
  name: p.name,
  description: p.description || null,
  ...stamps(p),
});

export const toMatrixEntry = (type: RiskRatingTypeItem, e: RiskMatrixEntryItem): TRiskMatrixEntry => {
  const { scheme, thresholds } = schemeOf(type);
  const level = levelOfScore(e.ratingScore, scheme, thresholds);
  return {
    id: e.entryId,
    riskRatingTypeId: e.ratingTypeId,
    impact: e.impact,
    likelihood: e.likelihood,
    ratingScore: e.ratingScore,
    level,
    colour: riskLevelColour(scheme, level),
    ...stamps(e),
  };
};

export const toCategory = (c: RiskCategoryItem): TRiskCategory => ({
  id: c.categoryId,
  name: c.name,
  description: c.description || null,
  riskCount: c.riskCount,
  ...stamps(c),
});

export const toTeam = (t: RiskTeamItem, names: ReadonlyMap<string, string>): TRiskTeam => ({
  id: t.teamId,
  name: t.name,
  description: t.description || null,
  leader:
    t.leaderId && names.has(t.leaderId) ? { employeeId: t.leaderId, fullName: names.get(t.leaderId)! } : null,
  riskCount: t.riskCount,
  ...stamps(t),
});

/** By name, case-insensitively, then id: how every set-up list is shown. */
export const byName = byNameThenId;
