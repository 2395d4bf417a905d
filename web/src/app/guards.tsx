import { lazy, Suspense } from 'react';
import type { ModuleKey } from '@stratum/contracts';
import { Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Loading } from '../components/loading';
import { canEnter, homeOf, type Audience } from '../lib/session/roles';
import { useSessionUser, useSignedInUser } from '../lib/session/use-session';
import { HomeLink } from './routes/home-link';
import { StatusPage } from './routes/status-page';

export const SIGN_IN = '/app/sessions/signIn';

/** Where the person was going, so sign-in can take them there. */
export interface FromState {
  from?: string;
}

/** `/` (and `/app`): the role's home with a stored session, else sign-in (spec §2). */
export const RootRedirect = () => {
  const user = useSessionUser();
  return <Navigate to={user ? homeOf(user) : SIGN_IN} replace />;
};

/** An area shared by both roles: its index goes to the person's own page of it. */
export const RoleRedirect = ({ holder, employee }: { holder: string; employee: string }) => {
  const user = useSignedInUser();
  return <Navigate to={user.role === 'holder' ? holder : employee} replace />;
};

/**
 * spec §2: the app's pages need a stored session. Without one (never signed in, signed out, or
 * the refresh failed) the person goes to sign-in, which brings them back afterwards.
 */
export const RequireSession = () => {
  const user = useSessionUser();
  const location = useLocation();
  if (!user) {
    const state: FromState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={SIGN_IN} replace state={state} />;
  }
  return <Outlet />;
};

/**
 * Role enforcement (spec §6 names the roles; the API enforces them too): a page for another role
 * says so and offers the person's own home, rather than redirecting silently.
 */
export const RequireRole = ({ audience }: { audience: Audience }) => {
  const user = useSignedInUser();
  const { t } = useTranslation();
  if (canEnter(user, audience)) return <Outlet />;
  const role = user.role === 'holder' ? 'holder' : (user.companyRole ?? 'employee');
  return (
    <StatusPage
      icon="pi pi-lock"
      title={t('pages.forbidden')}
      text={t('errors.forbiddenText', {
        audience: t(`errors.audiences.${audience}`),
        role: t(`header.roles.${role}`),
      })}
      actions={<HomeLink />}
    />
  );
};

const ModuleGuard = lazy(() => import('./module-guard').then((m) => ({ default: m.ModuleGuard })));

/**
 * A module's pages open only when the module is enabled for the person's company. The check reads
 * through react-query (app/module-guard.tsx), which loads with it: not before sign-in.
 */
export const RequireModule = ({ module }: { module: ModuleKey }) => (
  <Suspense fallback={<Loading />}>
    <ModuleGuard module={module} />
  </Suspense>
);

const ModuleAdminGuard = lazy(() =>
  import('./module-admin-guard').then((m) => ({ default: m.ModuleAdminGuard })),
);

/** A module's administrators' pages (app/module-admin-guard.tsx), inside the module's guard. */
export const RequireModuleAdmin = ({ module }: { module: ModuleKey }) => (
  <Suspense fallback={<Loading />}>
    <ModuleAdminGuard module={module} />
  </Suspense>
);

/** `routes` open for the module's administrators only. */
export const adminOnly = (module: ModuleKey, routes: RouteObject[]): RouteObject => ({
  element: <RequireModuleAdmin module={module} />,
  children: routes,
});
