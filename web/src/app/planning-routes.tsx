import { Navigate, type RouteObject } from 'react-router';
import type { ShellKey } from '../lib/navigation';
import { RequireModule } from './guards';
import { titled } from './handle';
import { lazyRoute } from './lazy';

/*
 * Strategic Planning (spec §2 /app/strategic, /app/operational, /app/annual and the performance
 * area's /app/performance/strategic-plans, annual-plans, manage-quarters): the same screens for
 * both kinds of plan and for both areas, each a lazy route module that reads from its URL which
 * it is (the scorecard screens: features/planning/scorecards). Paths under these areas that are
 * not listed here still fall to the area's "coming next" placeholder (router.tsx).
 */

const plans = lazyRoute(() => import('../features/planning/plans/plans-page'));
const planForm = lazyRoute(() => import('../features/planning/plans/plan-form-page'));
const perspectives = lazyRoute(() => import('../features/planning/plans/perspectives-page'));
const ratingScales = lazyRoute(() => import('../features/planning/plans/rating-scales-page'));
const annualPlans = lazyRoute(() => import('../features/planning/plans/annual-plans-page'));
const annualForm = lazyRoute(() => import('../features/planning/plans/annual-plan-form-page'));
const quarters = lazyRoute(() => import('../features/planning/plans/manage-quarters-page'));
const scorecards = lazyRoute(() => import('../features/planning/scorecards/scorecards-page'));
const addScorecard = lazyRoute(() => import('../features/planning/scorecards/add-scorecard-page'));
const editScorecard = lazyRoute(() => import('../features/planning/scorecards/edit-scorecard-page'));
// A periodic corporate scorecard shows its agreement status: performance's panel in planning's page.
const corporateScorecards = lazyRoute(async () => {
  const [page, agreement] = await Promise.all([
    import('../features/planning/scorecards/corporate-scorecards-page'),
    import('../features/performance/company/agreement-status'),
  ]);
  const slot = (scorecardId: string) => <agreement.CorporateAgreementPanel scorecardId={scorecardId} />;
  return { Component: () => <page.Component agreement={slot} /> };
});

// My inbox's corporate scorecards (spec §2): the list, add and edit screens of each type.
const inboxCorporateList = lazyRoute(() => import('../features/planning/inbox/list-page'));
const inboxCorporateAdd = lazyRoute(() => import('../features/planning/inbox/add-page'));
const inboxCorporateEdit = lazyRoute(() => import('../features/planning/inbox/edit-page'));

const page = (path: string, title: ShellKey, lazy: RouteObject['lazy']): RouteObject => ({
  path,
  handle: titled(title),
  lazy,
});

/** A kind's plan pages; `list` is the list's own segment, or '' when the list is the index. */
const planPages = (
  path: string,
  list: 'list' | '',
  titles: { list: ShellKey; add: ShellKey; edit: ShellKey },
  more: RouteObject[] = [],
): RouteObject => ({
  path,
  children: [
    list
      ? { index: true, element: <Navigate to={list} replace /> }
      : { index: true, handle: titled(titles.list), lazy: plans },
    ...(list ? [page(list, titles.list, plans)] : []),
    page('add', titles.add, planForm),
    page('edit/:id', titles.edit, planForm),
    page('perspectives', 'nav.perspectives', perspectives),
    page('rating-scales', 'nav.ratingScales', ratingScales),
    ...more,
  ],
});

/** A plan kind's scorecard pages (spec §2 scorecards, add-scorecard, edit-scorecard). */
const scorecardPages = (titles: { list: ShellKey; add: ShellKey; edit: ShellKey }): RouteObject[] => [
  page('scorecards', titles.list, scorecards),
  page('add-scorecard', titles.add, addScorecard),
  page('edit-scorecard/:id', titles.edit, editScorecard),
];

const STRATEGIC = {
  list: 'nav.strategicPlans',
  add: 'nav.addStrategicPlan',
  edit: 'nav.editStrategicPlan',
} as const;

export const planningRoutes: RouteObject[] = [
  {
    element: <RequireModule module="planning" />,
    children: [
      planPages(
        'strategic',
        'list',
        STRATEGIC,
        scorecardPages({
          list: 'nav.strategicScorecards',
          add: 'nav.addStrategicScorecard',
          edit: 'nav.editStrategicScorecard',
        }),
      ),
      planPages(
        'operational',
        'list',
        {
          list: 'nav.operationalPlans',
          add: 'nav.addOperationalPlan',
          edit: 'nav.editOperationalPlan',
        },
        scorecardPages({
          list: 'nav.operationalScorecards',
          add: 'nav.addOperationalScorecard',
          edit: 'nav.editOperationalScorecard',
        }),
      ),
      {
        path: 'annual',
        children: [
          { index: true, element: <Navigate to="list" replace /> },
          page('list', 'nav.annualPlans', annualPlans),
          page('add', 'nav.addAnnualPlan', annualForm),
          page('edit/:id', 'nav.editAnnualPlan', annualForm),
          page('manage-quarters', 'nav.manageQuarters', quarters),
          page('corporate-scorecards', 'nav.corporateScorecards', corporateScorecards),
        ],
      },
      {
        path: 'my-inbox/annual-corporate-scorecards',
        children: [
          { index: true, element: <Navigate to="list" replace /> },
          page('list', 'nav.inboxAnnualCorporate', inboxCorporateList),
          page('add', 'nav.inboxAddAnnualCorporate', inboxCorporateAdd),
          page('edit/:id', 'nav.inboxEditAnnualCorporate', inboxCorporateEdit),
        ],
      },
      {
        path: 'my-inbox/periodic-corporate-scorecards',
        children: [
          { index: true, element: <Navigate to="list" replace /> },
          page('list', 'nav.inboxPeriodicCorporate', inboxCorporateList),
          page('add-periodic', 'nav.inboxAddPeriodicCorporate', inboxCorporateAdd),
          page('edit-periodic/:id', 'nav.inboxEditPeriodicCorporate', inboxCorporateEdit),
        ],
      },
    ],
  },
  {
    // The performance area reaches the same screens: it needs Strategic Planning too.
    element: <RequireModule module="performance" />,
    children: [
      {
        element: <RequireModule module="planning" />,
        children: [
          planPages('performance/strategic-plans', '', STRATEGIC),
          {
            path: 'performance/annual-plans',
            children: [
              { index: true, handle: titled('nav.annualPlans'), lazy: annualPlans },
              page('add', 'nav.addAnnualPlan', annualForm),
              page('edit/:id', 'nav.editAnnualPlan', annualForm),
            ],
          },
          page('performance/manage-quarters', 'nav.manageQuarters', quarters),
        ],
      },
    ],
  },
];
