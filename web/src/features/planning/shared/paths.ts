import type { PlanKind } from '@stratum/contracts';
import type { ShellKey } from '../../../lib/navigation';

/**
 * Where the plan screens live (spec §2). The same screens open from three places: the strategic
 * plans (/app/strategic), the operational plans (/app/operational) and the performance area
 * (/app/performance/strategic-plans, annual-plans, manage-quarters); a screen reads which from
 * its URL and keeps its links in the same place.
 */
export interface PlanScreens {
  kind: PlanKind;
  /** the URL prefix every screen of the set is under */
  base: string;
  list: string;
  add: string;
  edit: (id: string) => string;
  perspectives: string;
  ratingScales: string;
  /** the page titles (shell navigation text) */
  titles: { list: ShellKey; add: ShellKey; edit: ShellKey };
}

export const PLAN_TITLES = {
  strategic: { list: 'nav.strategicPlans', add: 'nav.addStrategicPlan', edit: 'nav.editStrategicPlan' },
  operational: {
    list: 'nav.operationalPlans',
    add: 'nav.addOperationalPlan',
    edit: 'nav.editOperationalPlan',
  },
} as const satisfies Record<PlanKind, Record<'list' | 'add' | 'edit', ShellKey>>;

/** `list` is the list's own segment ('list'), or '' when the list is the base itself. */
const planScreens = (kind: PlanKind, base: string, list: string): PlanScreens => ({
  kind,
  base,
  list: list ? `${base}/${list}` : base,
  add: `${base}/add`,
  edit: (id) => `${base}/edit/${id}`,
  perspectives: `${base}/perspectives`,
  ratingScales: `${base}/rating-scales`,
  titles: PLAN_TITLES[kind],
});

export const PLAN_SCREENS = {
  strategic: planScreens('strategic', '/app/strategic', 'list'),
  operational: planScreens('operational', '/app/operational', 'list'),
  performance: planScreens('strategic', '/app/performance/strategic-plans', ''),
} as const;

export interface AnnualScreens {
  base: string;
  list: string;
  add: string;
  edit: (id: string) => string;
  quarters: string;
  /** where its strategic plans are (to add one first) */
  plans: PlanScreens;
}

export const ANNUAL_SCREENS = {
  annual: {
    base: '/app/annual',
    list: '/app/annual/list',
    add: '/app/annual/add',
    edit: (id: string) => `/app/annual/edit/${id}`,
    quarters: '/app/annual/manage-quarters',
    plans: PLAN_SCREENS.strategic,
  },
  performance: {
    base: '/app/performance/annual-plans',
    list: '/app/performance/annual-plans',
    add: '/app/performance/annual-plans/add',
    edit: (id: string) => `/app/performance/annual-plans/edit/${id}`,
    quarters: '/app/performance/manage-quarters',
    plans: PLAN_SCREENS.performance,
  },
} as const satisfies Record<string, AnnualScreens>;

const under = (prefix: string, path: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The plan screens a URL belongs to (the strategic plans' when none does). */
export const planScreensOf = (pathname: string): PlanScreens =>
  Object.values(PLAN_SCREENS).find((s) => under(s.base, pathname)) ?? PLAN_SCREENS.strategic;

/** The annual plan screens a URL belongs to: the performance area's or the annual plans'. */
export const annualScreensOf = (pathname: string): AnnualScreens =>
  under('/app/performance', pathname) ? ANNUAL_SCREENS.performance : ANNUAL_SCREENS.annual;

/** The query parameter that keeps the chosen plan in the URL. */
export const PLAN_PARAM = 'planId';
/** …and the strategic plan whose annual plans are listed (or added to). */
export const STRATEGIC_PLAN_PARAM = 'strategicPlanId';
