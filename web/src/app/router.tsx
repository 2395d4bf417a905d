import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RequireModule, RequireRole, RequireSession, RoleRedirect, RootRedirect } from './guards';
import { titled } from './handle';
import { lazyRoute, plainRoute } from './lazy';
import { MODULE_AREAS, type AreaDef } from '../lib/navigation';
import { Root, RootFallback } from './root';
import { RouteError } from './routes/route-error';
import { settingsRoutes } from './settings-routes';
import { planningRoutes } from './planning-routes';
import { reportRoutes } from './report-routes';
import { riskRoutes } from './risk-routes';
import { orgSurveyReviewPublicRoutes, surveyReviewPublicRoutes, surveysRoutes } from './surveys-routes';
import { complianceRoutes } from './compliance-routes';
import { auditEngagementRoutes } from './audit-engagement-routes';
import { auditManagementRoutes } from './audit-management-routes';
import { performanceRoutes } from './performance-routes';
import { customerSurveyPublicRoutes, questionnairePublicRoutes } from './audit-outreach-routes';
import { loadFeatureText } from '../lib/i18n';

/*
 * The route tree of spec §2, history mode, every screen a lazily loaded route module (a module
 * exporting `Component`, optionally `loader`, `ErrorBoundary`). Screens not built yet point at
 * `comingNext`: swap the import for the real page.
 */

const comingNext = lazyRoute(() => import('./routes/coming-next'));

const sessionRoutes: RouteObject = {
  path: 'sessions',
  // The sign-in path loads no PrimeReact, so not its global options either (app/lazy.ts).
  lazy: plainRoute(() => import('../features/platform/sessions/session-layout')),
  children: [
    { index: true, element: <Navigate to="signIn" replace /> },
    {
      path: 'signIn',
      handle: titled('sessions.signIn.title'),
      lazy: plainRoute(() => import('../features/platform/sessions/sign-in-page')),
    },
    {
      path: 'signUp',
      handle: titled('sessions.signUp.title'),
      lazy: lazyRoute(() => import('../features/platform/sessions/sign-up-page')),
    },
    {
      path: 'forgot',
      handle: titled('sessions.forgot.title'),
      lazy: lazyRoute(() => import('../features/platform/sessions/forgot-password-page')),
    },
    {
      path: 'reset-password',
      handle: titled('sessions.reset.title'),
      lazy: lazyRoute(() => import('../features/platform/sessions/reset-password-page')),
    },
  ],
};

/** spec §2 `/auth/{provider}/callback`: public, in the session screens' frame. */
const providerCallbackRoutes: RouteObject = {
  path: 'auth',
  lazy: lazyRoute(() => import('../features/platform/sessions/session-layout')),
  children: [
    {
      path: 'microsoft/callback',
      handle: titled('sessions.microsoft.title'),
      lazy: lazyRoute(() => import('../features/platform/sessions/microsoft-callback-page')),
    },
  ],
};

/** A holder area: its index goes to the first screen. */
const area = (path: string, first: string, children: RouteObject[]): RouteObject => ({
  path,
  children: [{ index: true, element: <Navigate to={first} replace /> }, ...children],
});

// spec §2 holder-only routes.
const holderRoutes: RouteObject[] = [
  area('companies', 'list', [
    {
      path: 'list',
      handle: titled('nav.companies'),
      lazy: lazyRoute(() => import('../features/platform/companies/list-companies-page')),
    },
    {
      path: 'addCompany',
      handle: titled('nav.addCompany'),
      lazy: lazyRoute(() => import('../features/platform/companies/add-company-page')),
    },
    {
      path: 'editCompany/:id',
      handle: titled('nav.editCompany'),
      lazy: lazyRoute(() => import('../features/platform/companies/edit-company-page')),
    },
  ]),
  area('modules', 'list', [
    {
      path: 'list',
      handle: titled('nav.modules'),
      lazy: lazyRoute(() => import('../features/platform/modules/modules-page')),
    },
    {
      path: 'enable-companies',
      handle: titled('nav.enableCompanies'),
      lazy: lazyRoute(() => import('../features/platform/modules/enable-companies-page')),
    },
  ]),
  area('rating-scale', 'list', [
    {
      path: 'list',
      handle: titled('nav.ratingScale'),
      lazy: lazyRoute(() => import('../features/platform/company-settings/rating-scale-page')),
    },
  ]),
  area('pm-committee', 'companies', [
    {
      path: 'companies',
      handle: titled('nav.pmCommittee'),
      lazy: lazyRoute(() => import('../features/platform/company-settings/pm-committee-page')),
    },
  ]),
  area('measurement-qualitative', 'companies', [
    {
      path: 'companies',
      handle: titled('nav.measurementQualitative'),
      lazy: lazyRoute(() => import('../features/platform/company-settings/measurement-qualitative-page')),
    },
  ]),
];

/**
 * User manuals: the owner publishes them (list), company people read those of their modules
 * (mine). `/app/user-manuals` goes to the person's own page.
 */
/** Every role's landing page (spec §2): the page shows each role its own dashboard. */
const dashboardRoute: RouteObject = {
  path: 'dashboard',
  handle: titled('pages.dashboard'),
  lazy: lazyRoute(() => import('../features/dashboard/dashboard-page')),
};

const userManualRoutes: RouteObject = {
  path: 'user-manuals',
  children: [
    { index: true, element: <RoleRedirect holder="list" employee="mine" /> },
    {
      element: <RequireRole audience="holder" />,
      children: [
        {
          path: 'list',
          handle: titled('nav.userManuals'),
          lazy: lazyRoute(() => import('../features/platform/user-manuals/manuals-page')),
        },
      ],
    },
    {
      element: <RequireRole audience="employee" />,
      children: [
        {
          path: 'mine',
          handle: titled('nav.userManuals'),
          lazy: lazyRoute(() => import('../features/platform/user-manuals/my-manuals-page')),
        },
      ],
    },
  ],
};

const relative = (path: string) => path.replace(/^\/app\//, '');

/** Module areas not built yet: every path under them, behind the module's enabled check. */
const moduleRoutes = (a: AreaDef): RouteObject => ({
  element: a.module ? <RequireModule module={a.module} /> : undefined,
  children: a.paths.map((p) => ({ path: `${relative(p)}/*`, handle: titled(a.labelKey), lazy: comingNext })),
});

const BUILT_ELSEWHERE = new Set(['organisation', 'dashboard', 'surveys']);

const employeeRoutes: RouteObject[] = [
  {
    path: 'calendar',
    handle: titled('nav.calendar'),
    lazy: lazyRoute(() => import('../features/dashboard/calendar-page')),
  },
  {
    // The person's reminder mails, whichever reminding modules are on (ARCHITECTURE §10).
    path: 'reminders',
    handle: titled('nav.myReminders'),
    lazy: lazyRoute(() => import('../features/platform/reminders/reminder-settings-page')),
  },
  {
    // Company settings (the Organisation module) are for the company's administrators.
    element: <RequireRole audience="admin" />,
    children: [settingsRoutes],
  },
  // Strategic Planning's built screens; the rest of its paths fall to the placeholders below.
  ...planningRoutes,
  ...reportRoutes,
  ...riskRoutes,
  ...surveysRoutes,
  ...complianceRoutes,
  ...auditEngagementRoutes,
  ...auditManagementRoutes,
  ...performanceRoutes,
  ...MODULE_AREAS.filter((a) => !BUILT_ELSEWHERE.has(a.id)).map(moduleRoutes),
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Root,
    HydrateFallback: RootFallback,
    errorElement: <RouteError />,
    children: [
      { index: true, Component: RootRedirect },
      providerCallbackRoutes,
      {
        path: 'app',
        children: [
          { index: true, Component: RootRedirect },
          sessionRoutes,
          {
            // The query cache's provider: every screen that reads through react-query is below it;
            // the session screens above are not, and do without it (app/query-layout.tsx).
            lazy: lazyRoute(() => import('./query-layout')),
            children: [
              questionnairePublicRoutes,
              customerSurveyPublicRoutes,
              surveyReviewPublicRoutes,
              orgSurveyReviewPublicRoutes,
              {
                Component: RequireSession,
                children: [
                  {
                    // The features' text comes with the layout: every screen below it may use it.
                    lazy: lazyRoute(() =>
                      Promise.all([import('./layout/app-layout'), loadFeatureText()]).then(
                        ([layout]) => layout,
                      ),
                    ),
                    children: [
                      { element: <RequireRole audience="holder" />, children: holderRoutes },
                      dashboardRoute,
                      userManualRoutes,
                      { element: <RequireRole audience="employee" />, children: employeeRoutes },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', handle: titled('pages.notFound'), lazy: lazyRoute(() => import('./routes/not-found')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
