import type { RouteObject } from 'react-router';
import { RequireModule } from './guards';
import { titled } from './handle';
import { lazyRoute } from './lazy';

/*
 * The planning reports (spec §2 /app/reports/strategic-scorecards, annual-plans,
 * periodic-annual-corporate-scorecards): Strategic Planning's, whatever other modules the
 * company has. The rest of /app/reports is the performance area's (still its placeholder).
 */
export const reportRoutes: RouteObject[] = [
  {
    element: <RequireModule module="planning" />,
    children: [
      {
        path: 'reports/strategic-scorecards',
        handle: titled('nav.reportStrategicScorecards'),
        lazy: lazyRoute(() => import('../features/planning/reports/strategic-scorecard-page')),
      },
      {
        path: 'reports/annual-plans',
        handle: titled('nav.reportAnnualPlans'),
        lazy: lazyRoute(() => import('../features/planning/reports/annual-plans-page')),
      },
      {
        path: 'reports/periodic-annual-corporate-scorecards',
        handle: titled('nav.reportCorporateScorecards'),
        lazy: lazyRoute(() => import('../features/planning/reports/corporate-scorecards-page')),
      },
    ],
  },
];
