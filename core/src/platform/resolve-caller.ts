import { CORE_MODULES, moduleName, type ModuleKey, type RouteDef } from '@stratum/contracts';
import { db } from '../db';
import type { Ctx } from '../kernel/ctx';
import { PLATFORM_TENANT } from '../kernel/entity';
import { AppError } from '../kernel/errors';
import { tokenHash, verifyToken } from '../kernel/tokens';

/**
 * How long a token's resolved caller is remembered, like API Gateway's authorizer cache: repeated
 * calls skip the gate's reads. A change that narrows access (sign-out, a suspended company, a
 * module switched off) clears this process's memory at once; other Lambda instances follow within
 * this many milliseconds.
 */
export const CALLER_CACHE_MS = 5_000;

interface Resolved {
  /** the earlier of the cache lifetime and the token's own expiry */
  until: number;
  caller: Omit<Ctx, 'requestId' | 'now' | 'sourceIp'>;
}

const resolved = new Map<string, Resolved>();

export const MICROSOFT_REQUIRED =
  'Your company asks its members to sign in with Microsoft. Use “Sign in with Microsoft”.';

/** Forgets every remembered caller: call it after any change that can narrow someone's access. */
export const forgetCallers = (): void => resolved.clear();

export interface RequestMeta {
  requestId: string;
  sourceIp: string;
  now: Date;
}

/**
 * The coarse gate of every authenticated call (ARCHITECTURE §4): a verified token that was not
 * signed out, an active account, the route's roles, an active company, and the route's module
 * enabled for it. The caller is built from the token and the stored account — never the body.
 * The reads go out together, so the gate costs one round trip.
 */
export const resolveCaller = async (
  token: string,
  route: RouteDef,
  meta: RequestMeta,
  company?: string,
): Promise<Ctx> => {
  const hash = tokenHash(token);
  // The company and the module gate's answer are part of what is remembered, so the key names both.
  const key = `${hash}|${company ?? ''}|${route.module ?? ''}`;
  const cached = resolved.get(key);
  if (cached && cached.until > meta.now.getTime()) {
    assertAllowed(cached.caller, route);
    return { ...cached.caller, requestId: meta.requestId, now: meta.now, sourceIp: meta.sourceIp };
  }
  const { ctx, expiresAt } = await resolveFresh(token, hash, route, meta, company);
  if (resolved.size > 10_000) resolved.clear();
  const { requestId: _r, now: _n, sourceIp: _s, ...caller } = ctx;
  resolved.set(key, { until: Math.min(meta.now.getTime() + CALLER_CACHE_MS, expiresAt), caller });
  return ctx;
};

const assertAllowed = (caller: Pick<Ctx, 'role' | 'companyRole'>, route: RouteDef): void => {
  const allowed =
    route.access !== 'public' &&
    (route.access.includes(caller.role) ||
      (caller.role === 'employee' &&
        route.access.includes('admin') &&
        caller.companyRole === 'administrator'));
  if (!allowed) {
    throw new AppError(
      'FORBIDDEN',
      caller.role === 'holder'
        ? 'This is for company users, not the platform owner.'
        : 'You do not have permission to do this.',
    );
  }
};

const resolveFresh = async (
  token: string,
  hash: string,
  route: RouteDef,
  meta: RequestMeta,
  named: string | undefined,
): Promise<{ ctx: Ctx; expiresAt: number }> => {
  const claims = await verifyToken(token);
  // A company member acts in the company they name, or their first one; the membership read below
  // (keyed by that company and the token's verified subject) is what admits them there. A holder
  // has no company to name.
  const home = claims['custom:companyId'];
  const tenantId = home ? named || home : PLATFORM_TENANT;
  const { account, revokedToken, company, companyModule } = db().entities;
  const isCompanyUser = tenantId !== PLATFORM_TENANT;
  const needsModule = isCompanyUser && route.module && !CORE_MODULES.includes(route.module);

  const [acc, revoked, comp, mod] = await Promise.all([
    account.get({ tenantId, userId: claims.sub }).go(),
    revokedToken.get({ tokenHash: hash }).go(),
    isCompanyUser ? company.get({ companyId: tenantId }).go() : Promise.resolve({ data: null }),
    needsModule
      ? companyModule.get({ companyId: tenantId, moduleKey: route.module as string }).go()
      : Promise.resolve({ data: null }),
  ]);

  if (revoked.data) throw new AppError('UNAUTHORIZED', 'You have signed out. Please sign in again.');
  const a = acc.data;
  // Naming a company other than their first is a choice among memberships: one that is not theirs
  // (or no longer active) refuses the call, and does not end the session.
  if (tenantId !== home && isCompanyUser && a?.status !== 'Active') {
    throw new AppError('FORBIDDEN', 'You do not have access to this company.');
  }
  if (!a || a.status !== 'Active') {
    throw new AppError('UNAUTHORIZED', 'Your account is not active. Please contact your administrator.');
  }
  // Keys are stored lower-cased, so a claim in another case still finds the account: the claim must
  // equal the stored tenant exactly, and the tenant used from here on is the stored one.
  if (a.tenantId !== tenantId || a.userId !== claims.sub) {
    throw new AppError('UNAUTHORIZED', 'Your session has expired or is not valid. Please sign in again.');
  }

  assertAllowed({ role: a.role, companyRole: a.companyRole ?? null }, route);

  if (isCompanyUser) {
    if (!comp.data || comp.data.status !== 'Active') {
      throw new AppError(
        'FORBIDDEN',
        'Your company’s access to Stratum is suspended. Contact the platform owner.',
      );
    }
    // A company that asks for Microsoft sign-in refuses sessions proved any other way.
    if (comp.data.requireMicrosoftSignIn === 'Yes' && !claims.amr?.includes('microsoft')) {
      throw new AppError('FORBIDDEN', MICROSOFT_REQUIRED);
    }
    if (needsModule && !mod.data?.enabled) {
      throw new AppError(
        'FORBIDDEN',
        `The ${moduleName(route.module as ModuleKey)} module is not enabled for your company.`,
      );
    }
  }

  const ctx: Ctx = {
    requestId: meta.requestId,
    now: meta.now,
    sourceIp: meta.sourceIp,
    userId: a.userId,
    email: a.email,
    role: a.role,
    companyId: isCompanyUser ? a.tenantId : null,
    employeeId: a.employeeId ?? null,
    companyRole: a.companyRole ?? null,
    actorName: `${a.firstName} ${a.lastName}`,
    tokenId: hash,
  };
  return { ctx, expiresAt: (claims.exp ?? 0) * 1000 };
};
