import type { TCascadeSetting } from '@stratum/contracts';
import { type ScorecardKpiItem } from '../../scorecard';

export const toSetting = (k: ScorecardKpiItem, kpaNames: ReadonlyMap<string, string>): TCascadeSetting => ({
  kpiId: k.kpiId,
  kpiName: k.name,
  kpaName: k.kpaId ? (kpaNames.get(k.kpaId) ?? null) : null,
  cascadeTo: k.cascadeTo ?? null,
  version: k.version,
});
