import type { TTrainingTag } from '@stratum/contracts';
import { type ScorecardKpiItem } from '../../scorecard';

export const toTag = (k: ScorecardKpiItem): TTrainingTag => ({
  kpiId: k.kpiId,
  kpiName: k.name,
  tags: k.trainingTags ?? [],
  version: k.version,
});
