import { Navigate, type RouteObject } from 'react-router';
import { titled } from './handle';
import { lazyRoute } from './lazy';

/*
 * Company settings (the Organisation module, spec §2 `/app/settings/*`), for the company's
 * administrators. Every page is a lazy route module; `comingNext` marks one not built yet.
 */

const comingNext = lazyRoute(() => import('./routes/coming-next'));

/** A hierarchy level's list, add and edit pages. */
const unitPages = (path: string): RouteObject => ({
  path,
  children: [
    { index: true, handle: titled('nav.organisationUnits'), lazy: comingNext },
    { path: 'add', handle: titled('nav.organisationUnits'), lazy: comingNext },
    { path: 'edit/:id', handle: titled('nav.organisationUnits'), lazy: comingNext },
  ],
});

export const settingsRoutes: RouteObject = {
  path: 'settings',
  children: [
    { index: true, element: <Navigate to="organization-units/businessUnits" replace /> },
    {
      path: 'organization-units',
      children: [
        { index: true, element: <Navigate to="businessUnits" replace /> },
        // ---- hierarchy, org chart, acting supervisors (web: organisation structure)
        unitPages('businessUnits'),
        unitPages('departments'),
        unitPages('divisions'),
        unitPages('sections'),
        unitPages('subSections'),
        unitPages('subSubSections'),
        { path: 'org-chart', handle: titled('nav.organisationUnits'), lazy: comingNext },
        { path: 'acting-supervisors', handle: titled('nav.employees'), lazy: comingNext },
        // ---- people (web: employees, roles, imports)
        {
          path: 'employees',
          children: [
            { index: true, handle: titled('nav.employees'), lazy: comingNext },
            { path: 'add', handle: titled('nav.employees'), lazy: comingNext },
            { path: 'edit/:id', handle: titled('nav.employees'), lazy: comingNext },
          ],
        },
        { path: 'role', handle: titled('nav.roles'), lazy: comingNext },
        { path: 'role/:id', handle: titled('nav.roles'), lazy: comingNext },
        { path: 'importEmployee', handle: titled('nav.employees'), lazy: comingNext },
        { path: 'sage-employees', handle: titled('nav.employees'), lazy: comingNext },
        { path: 'add-sage-employee', handle: titled('nav.employees'), lazy: comingNext },
        { path: 'cow-employees', handle: titled('nav.employees'), lazy: comingNext },
        { path: 'add-cow-employee', handle: titled('nav.employees'), lazy: comingNext },
        // ---- end of people
      ],
    },
    { path: 'logos', handle: titled('nav.companyLogo'), lazy: comingNext },
    { path: '*', lazy: lazyRoute(() => import('./routes/not-found')) },
  ],
};
