// The scorecard model planning and performance share: scorecards, their KPAs, KPIs and comments,
// the perspectives they are filed under and the rating scale they are scored by.

export type { ScorecardItem, ScorecardKind } from './entities/scorecard';
export { SCORECARD_KINDS } from './entities/scorecard';
export type { ScorecardKpaItem } from './entities/scorecard-kpa';
export type { ScorecardKpiItem } from './entities/scorecard-kpi';
export type { ScorecardCommentItem } from './entities/scorecard-comment';
export type { PerspectiveItem } from './entities/perspective';
export type { RatingScaleItem } from './entities/rating-scale';

// Use cases
export { listedScorecards } from './list-scorecards';
export { readScorecard } from './read-scorecard';
export { updateScorecard } from './update-scorecard';
export { setScorecardVisible } from './set-scorecard-visible';
export { deleteScorecard } from './delete-scorecard';
export { addKpa } from './add-kpa';
export { updateKpa } from './update-kpa';
export { deleteKpa } from './delete-kpa';
export { saveKpi } from './save-kpi';
export { updateKpi } from './update-kpi';
export type { KpiUpdate } from './kpi-parts';
export { deleteKpi } from './delete-kpi';
export { addComment } from './add-comment';
export { listComments } from './list-comments';

// Building scorecards
export {
  BUILD_LEASE_MS,
  BuildAbandoned,
  recoverScorecardBuilds,
  writeScorecard,
  type NewScorecard,
} from './build';
export { copies, RESULTS } from './copies';
export { auditedScorecard } from './scorecard-audit';
export type { NullableKpiField } from './kpi-fields';

// Store
export {
  annualPlanScorecardCountUpdate,
  checkVersion,
  contentsOf,
  CORPORATE_KINDS,
  findKpa,
  findKpi,
  findScorecard,
  planScorecardCountUpdate,
  readableScorecard,
  registerScorecardWriter,
  requireScorecardWriter,
  SCORECARD_KIND_FAMILY,
  scorecardGuard,
  scorecardKey,
  scorecardNoun,
  scorecardsUnder,
  staleMessage,
  tally,
  type ScorecardContents,
  type ScorecardWrite,
} from './scorecard-store';
export {
  findPerspective,
  loadPerspective,
  perspectiveNameKey,
  perspectiveNameScope,
  perspectivesOf,
  perspectiveUseUpdate,
} from './perspective-store';
export {
  findRatingScale,
  findRatingScaleEntry,
  ratingBandOf,
  ratingScaleOf,
  ratingTargetScope,
  toRatingBands,
  type PlanRatingScale,
} from './rating-scale-store';
export { checkManualScore, planPointsOf } from './manual-score';

// The scored view
export { capital, scoringOf } from './scorecard-parts';
export { defaultPeriod, planOfChild, toKpi, toScorecard, toScorecardDetail } from './scorecard-view';
