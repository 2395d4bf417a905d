import { Navigate, type RouteObject } from 'react-router';
import type { ShellKey } from '../lib/navigation';
import { titled } from './handle';
import { lazyRoute } from './lazy';

/*
 * Company settings (the Organisation module, spec §2 `/app/settings/*`), for the company's
 * administrators. Every page is a lazy route module.
 */

const unitList = lazyRoute(() => import('../features/organisation/structure/unit-list-page'));
const unitForm = lazyRoute(() => import('../features/organisation/structure/unit-form-page'));

/** A hierarchy level's list, add and edit pages (one list and one form for the six levels). */
const unitPages = (path: string, titles: { list: ShellKey; add: ShellKey; edit: ShellKey }): RouteObject => ({
  path,
  children: [
    { index: true, handle: titled(titles.list), lazy: unitList },
    { path: 'add', handle: titled(titles.add), lazy: unitForm },
    { path: 'edit/:id', handle: titled(titles.edit), lazy: unitForm },
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
        unitPages('businessUnits', {
          list: 'nav.businessUnits',
          add: 'nav.addBusinessUnit',
          edit: 'nav.editBusinessUnit',
        }),
        unitPages('departments', {
          list: 'nav.departments',
          add: 'nav.addDepartment',
          edit: 'nav.editDepartment',
        }),
        unitPages('divisions', { list: 'nav.divisions', add: 'nav.addDivision', edit: 'nav.editDivision' }),
        unitPages('sections', { list: 'nav.sections', add: 'nav.addSection', edit: 'nav.editSection' }),
        unitPages('subSections', {
          list: 'nav.subSections',
          add: 'nav.addSubSection',
          edit: 'nav.editSubSection',
        }),
        unitPages('subSubSections', {
          list: 'nav.subSubSections',
          add: 'nav.addSubSubSection',
          edit: 'nav.editSubSubSection',
        }),
        {
          path: 'org-chart',
          handle: titled('nav.orgChart'),
          lazy: lazyRoute(() => import('../features/organisation/structure/org-chart-page')),
        },
        {
          path: 'acting-supervisors',
          handle: titled('nav.actingSupervisors'),
          lazy: lazyRoute(() => import('../features/organisation/structure/acting-supervisors-page')),
        },
        // ---- people (web: employees, roles, imports)
        {
          path: 'employees',
          children: [
            {
              index: true,
              handle: titled('nav.employees'),
              lazy: lazyRoute(() => import('../features/organisation/people/employees-page')),
            },
            {
              path: 'add',
              handle: titled('nav.addEmployee'),
              lazy: lazyRoute(() => import('../features/organisation/people/add-employee-page')),
            },
            {
              path: 'edit/:id',
              handle: titled('nav.editEmployee'),
              lazy: lazyRoute(() => import('../features/organisation/people/edit-employee-page')),
            },
          ],
        },
        {
          path: 'role',
          handle: titled('nav.roles'),
          lazy: lazyRoute(() => import('../features/organisation/people/roles-page')),
        },
        {
          path: 'role/add',
          handle: titled('nav.addRole'),
          lazy: lazyRoute(() => import('../features/organisation/people/add-role-page')),
        },
        {
          path: 'role/:id',
          handle: titled('nav.roles'),
          lazy: lazyRoute(() => import('../features/organisation/people/role-page')),
        },
        {
          path: 'importEmployee',
          handle: titled('nav.importEmployees'),
          lazy: lazyRoute(() => import('../features/organisation/people/import-employees-page')),
        },
        {
          path: 'sage-employees',
          handle: titled('nav.sageEmployees'),
          lazy: lazyRoute(() => import('../features/organisation/people/sage-employees-page')),
        },
        {
          path: 'add-sage-employee',
          handle: titled('nav.addSageEmployee'),
          lazy: lazyRoute(() => import('../features/organisation/people/add-sage-employee-page')),
        },
        {
          path: 'cow-employees',
          handle: titled('nav.cowEmployees'),
          lazy: lazyRoute(() => import('../features/organisation/people/cow-employees-page')),
        },
        {
          path: 'add-cow-employee',
          handle: titled('nav.addCowEmployee'),
          lazy: lazyRoute(() => import('../features/organisation/people/add-cow-employee-page')),
        },
        // ---- end of people
      ],
    },
    {
      path: 'mails',
      handle: titled('nav.companyMails'),
      lazy: lazyRoute(() => import('../features/platform/company-mails/mails-page')),
    },
    {
      path: 'embeds',
      handle: titled('nav.embedLinks'),
      lazy: lazyRoute(() => import('../features/dashboard/embed-links-page')),
    },
    {
      path: 'logos',
      handle: titled('nav.companyLogo'),
      lazy: lazyRoute(() => import('../features/organisation/structure/logo-page')),
    },
    { path: '*', lazy: lazyRoute(() => import('./routes/not-found')) },
  ],
};
