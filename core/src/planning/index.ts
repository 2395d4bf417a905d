// Planning: strategic and operational plans, their annual plans and quarters, perspectives and
// rating scales, strategic and corporate scorecards, and the planning reports.

export type { PlanItem } from './entities/plan';
export type { AnnualPlanItem } from './entities/annual-plan';
export type { QuarterItem } from './entities/quarter';

// Plans
export { addPlan } from './plan/add-plan';
export { updatePlan } from './plan/update-plan';
export { deletePlan } from './plan/delete-plan';
export { listPlans } from './plan/list-plans';
export { getPlan } from './plan/get-plan';

// Annual plans and their quarters
export { listAnnualPlans } from './annual-plan/list-annual-plans';
export { getAnnualPlan } from './annual-plan/get-annual-plan';
export { addAnnualPlan } from './annual-plan/add-annual-plan';
export { updateAnnualPlan } from './annual-plan/update-annual-plan';
export { deleteAnnualPlan } from './annual-plan/delete-annual-plan';
export { annualPlansOf, findAnnualPlan, loadAnnualPlan } from './annual-plan/annual-plan-store';
export { rangeLabel } from './annual-plan/rules';
export { listQuarters } from './quarter/list-quarters';
export { updateQuarter } from './quarter/update-quarter';
export { setDefaultTargetDate } from './quarter/set-default-target-date';
export { findQuarter, quartersOf } from './quarter/quarter-store';
export { quarterDatesBetween } from './quarter/quarter-dates';
export { todayOf } from './quarter/quarter-view';
export { requireOpenWindow } from './quarter/require-open-window';

// Perspectives and rating scales
export { listPerspectives } from './perspective/list-perspectives';
export { addPerspective } from './perspective/add-perspective';
export { updatePerspective } from './perspective/update-perspective';
export { deletePerspective } from './perspective/delete-perspective';
export { listRatingScales } from './rating-scale/list-rating-scales';
export { addRatingScale } from './rating-scale/add-rating-scale';
export { updateRatingScale } from './rating-scale/update-rating-scale';
export { deleteRatingScale } from './rating-scale/delete-rating-scale';

// Strategic, operational and corporate scorecards
export { addScorecard } from './scorecard/add-scorecard';
export { listScorecards } from './scorecard/list-scorecards';
export { corporateAccess } from './corporate-scorecard/corporate-access';
export { progressReport } from './corporate-scorecard/progress-report';
export { listCorporateScorecards } from './corporate-scorecard/list-corporate-scorecards';
export { addCorporateScorecard } from './corporate-scorecard/add-corporate-scorecard';
export { addPeriodicScorecard } from './corporate-scorecard/add-periodic-scorecard';
export { saveCorporateKpi } from './corporate-scorecard/save-corporate-kpi';
export { updateActual } from './corporate-scorecard/update-actual';
export { addCorporateKpi } from './corporate-scorecard/add-corporate-kpi';
export { deleteCorporateKpa } from './corporate-scorecard/delete-corporate-kpa';
export { deleteCorporateKpi } from './corporate-scorecard/delete-corporate-kpi';

// Reports
export { annualPlansReport } from './report/annual-plans-report';
export { corporateScorecardsReport } from './report/corporate-scorecards-report';
export { strategicScorecardReport } from './report/strategic-scorecard-report';
export { exportReport } from './report/export-report';
