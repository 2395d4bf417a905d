import type { ScorecardItem } from './entities/scorecard';

export const auditedScorecard = (
  s: Pick<ScorecardItem, 'name' | 'includeKeyPerformanceArea' | 'ratingMode' | 'visible'>,
) => ({
  name: s.name,
  includeKeyPerformanceArea: s.includeKeyPerformanceArea,
  ratingMode: s.ratingMode,
  visible: s.visible,
});
