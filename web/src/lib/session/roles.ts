import type { TSessionUser } from '@stratum/contracts';

type Who = Pick<TSessionUser, 'role' | 'companyRole'>;

/**
 * Who may open a part of the app. `holder` is the platform owner; `employee` anyone signed in to
 * a company; `admin` that company's administrators (the contracts' route roles, spec §6).
 */
export type Audience = 'holder' | 'employee' | 'admin';

export const isCompanyAdmin = (user: Who | null): boolean =>
  user?.role === 'employee' && user.companyRole === 'administrator';

export const canEnter = (user: Who | null, audience: Audience): boolean => {
  if (!user) return false;
  if (audience === 'admin') return isCompanyAdmin(user);
  return user.role === audience;
};

/** Where every role starts (spec §2): the dashboard, which shows each role its own. */
export const homeOf = (_user: Pick<TSessionUser, 'role'>): string => DASHBOARD;

/** The page every role opens, each seeing its own dashboard on it. */
export const DASHBOARD = '/app/dashboard';

/** The URL prefixes of the platform owner's pages (spec §2 holder-only routes). */
export const HOLDER_PREFIXES = [
  '/app/companies',
  '/app/modules',
  '/app/rating-scale',
  '/app/pm-committee',
  '/app/measurement-qualitative',
  '/app/user-manuals/list',
] as const;

/** The employees' page of the manuals of their company's modules (beside the owner's list). */
export const MY_USER_MANUALS = '/app/user-manuals/mine';

/** `path` is `prefix` or below it, by whole segments (`/app/dashboards` is not under `/app/dashboard`). */
export const isUnder = (prefix: string, path: string): boolean =>
  path === prefix || path.startsWith(`${prefix}/`);

/**
 * Where sign-in may send a person who was on their way somewhere: an /app page of their own
 * role, never another site ("//evil.example") and never the session screens themselves.
 */
export const returnPathFor = (
  from: string | undefined,
  user: Pick<TSessionUser, 'role'>,
): string | undefined => {
  if (!from || !from.startsWith('/app/') || from.startsWith('/app/sessions')) return undefined;
  const path = from.split(/[?#]/)[0] ?? from;
  const holderPage = HOLDER_PREFIXES.some((p) => isUnder(p, path));
  return holderPage === (user.role === 'holder') ? from : undefined;
};
