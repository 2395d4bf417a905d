import { Navigate, type RouteObject } from 'react-router';
import { RequireModule } from './guards';
import { titled } from './handle';
import { lazyRoute } from './lazy';
import type { ShellKey } from '../lib/navigation';

/*
 * Compliance Management (spec §2 /app/compliance-management/*): the main page with its tabs
 * (activities, calendar, regulations, set-up), an activity's add, edit and detail pages, and the
 * signed-in person's required actions, each a lazy route module.
 */

const page = (path: string, title: ShellKey, lazy: RouteObject['lazy']): RouteObject => ({
  path,
  handle: titled(title),
  lazy,
});

const form = lazyRoute(() => import('../features/compliance/activity-form-page'));

export const complianceRoutes: RouteObject[] = [
  {
    element: <RequireModule module="compliance" />,
    children: [
      {
        path: 'compliance-management',
        children: [
          { index: true, element: <Navigate to="main" replace /> },
          page(
            'main',
            'nav.compliance',
            lazyRoute(() => import('../features/compliance/compliance-main-page')),
          ),
          page('add-activity', 'nav.addComplianceActivity', form),
          page('edit-activity/:id', 'nav.editComplianceActivity', form),
          page(
            'activity/:id',
            'nav.complianceActivity',
            lazyRoute(() => import('../features/compliance/activity-detail-page')),
          ),
          page(
            'required-actions',
            'nav.complianceRequired',
            lazyRoute(() => import('../features/compliance/required-actions-page')),
          ),
          // The reminder settings are the person's own, shared by every reminding module
          // (ARCHITECTURE §10): the old address goes to them.
          { path: 'reminders', element: <Navigate to="/app/reminders" replace /> },
        ],
      },
    ],
  },
];
