import type { PlanKind } from '@stratum/contracts';
import type { ShellKey } from '../../../lib/navigation';
import { PLAN_PARAM, PLAN_SCREENS } from '../shared/paths';

/**
 * Where the scorecard screens live (spec §2): /app/strategic/scorecards, add-scorecard,
 * edit-scorecard/:id, and the same under /app/operational; the corporate scorecards of an annual
 * plan at /app/annual/corporate-scorecards. A screen reads its kind from its URL.
 */
export interface ScorecardScreens {
  kind: PlanKind;
  base: string;
  list: string;
  add: string;
  edit: (id: string) => string;
  /** the plans of the kind (to add one first), and their rating scales and perspectives */
  plans: string;
  ratingScales: string;
  perspectives: string;
  titles: { list: ShellKey; add: ShellKey; edit: ShellKey };
}

const screens = (kind: PlanKind, titles: ScorecardScreens['titles']): ScorecardScreens => {
  const plans = PLAN_SCREENS[kind];
  return {
    kind,
    base: plans.base,
    list: `${plans.base}/scorecards`,
    add: `${plans.base}/add-scorecard`,
    edit: (id) => `${plans.base}/edit-scorecard/${id}`,
    plans: plans.list,
    ratingScales: plans.ratingScales,
    perspectives: plans.perspectives,
    titles,
  };
};

export const SCORECARD_SCREENS = {
  strategic: screens('strategic', {
    list: 'nav.strategicScorecards',
    add: 'nav.addStrategicScorecard',
    edit: 'nav.editStrategicScorecard',
  }),
  operational: screens('operational', {
    list: 'nav.operationalScorecards',
    add: 'nav.addOperationalScorecard',
    edit: 'nav.editOperationalScorecard',
  }),
} as const satisfies Record<PlanKind, ScorecardScreens>;

/** The scorecard screens a URL belongs to (the strategic ones unless it is under /app/operational). */
export const scorecardScreensOf = (pathname: string): ScorecardScreens =>
  pathname === SCORECARD_SCREENS.operational.base ||
  pathname.startsWith(`${SCORECARD_SCREENS.operational.base}/`)
    ? SCORECARD_SCREENS.operational
    : SCORECARD_SCREENS.strategic;

/** A path with the plan it is about (`?planId=`). */
export const withPlan = (path: string, planId: string | null | undefined) =>
  planId ? `${path}?${PLAN_PARAM}=${encodeURIComponent(planId)}` : path;

export const CORPORATE_SCREENS = {
  list: '/app/annual/corporate-scorecards',
  annualPlans: '/app/annual/list',
  quarters: '/app/annual/manage-quarters',
} as const;

/** The query parameters: the open corporate scorecard, the period a scorecard is rated for. */
export const SCORECARD_PARAM = 'scorecardId';
