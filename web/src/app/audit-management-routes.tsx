import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequireModule } from './guards';
import { titled } from './handle';
import { lazyRoute } from './lazy';
import type { ShellKey } from '../lib/navigation';

/*
 * Audit Management's main page, settings, universe and plan (spec §2 /app/audit-management:
 * main, settings with customer-survey-manage/{id}, audit-universe with add-process/{id} and
 * edit-process/{id}, audit-plan with audit, manage/{id}, manage/{id}/add and the follow-ups).
 */

const pick =
  <M,>(load: () => Promise<M>, name: keyof M) =>
  () =>
    load().then((m) => ({ Component: m[name] as ComponentType }));

const settings = () => import('../features/audit/management/settings-pages');
const universe = () => import('../features/audit/management/universe-pages');
const plan = () => import('../features/audit/management/plan-pages');

const page = (path: string, title: ShellKey, lazy: RouteObject['lazy']): RouteObject => ({
  path,
  handle: titled(title),
  lazy,
});

export const auditManagementRoutes: RouteObject[] = [
  {
    path: 'audit-management',
    element: <RequireModule module="audit" />,
    children: [
      { index: true, element: <Navigate to="main" replace /> },
      page(
        'main',
        'nav.audit',
        lazyRoute(() => import('../features/audit/management/main-page')),
      ),
      { path: 'settings', element: <Navigate to="../main?view=settings" replace /> },
      page(
        'settings/customer-survey-manage/:id',
        'nav.auditSettings',
        lazyRoute(pick(settings, 'SettingFormRoute')),
      ),
      page('settings/:kind/add', 'nav.auditSettings', lazyRoute(pick(settings, 'SettingFormRoute'))),
      page('settings/:kind/edit/:id', 'nav.auditSettings', lazyRoute(pick(settings, 'SettingFormRoute'))),
      page('audit-universe', 'nav.auditUniverse', lazyRoute(pick(universe, 'UniversePage'))),
      page(
        'audit-universe/add-process/:id',
        'nav.auditUniverse',
        lazyRoute(pick(universe, 'AddProcessPage')),
      ),
      page(
        'audit-universe/edit-process/:id',
        'nav.auditUniverse',
        lazyRoute(pick(universe, 'EditProcessPage')),
      ),
      page('audit-plan', 'nav.auditPlan', lazyRoute(pick(plan, 'PlansPage'))),
      page('audit-plan/audit', 'nav.auditPlan', lazyRoute(pick(plan, 'AddPlanPage'))),
      page('audit-plan/manage/:id', 'nav.auditPlan', lazyRoute(pick(plan, 'ManagePlanPage'))),
      page('audit-plan/manage/:id/add', 'nav.auditPlan', lazyRoute(pick(plan, 'AddPlannedPage'))),
      page(
        'audit-plan/follow-up/:auditPlanId/add',
        'nav.auditPlan',
        lazyRoute(pick(plan, 'FollowUpFormPage')),
      ),
      page('audit-plan/follow-up/edit/:id', 'nav.auditPlan', lazyRoute(pick(plan, 'FollowUpFormPage'))),
    ],
  },
];
