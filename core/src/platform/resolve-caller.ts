import { CORE_MODULES, moduleName, type ModuleKey, type RouteDef } from '@stratum/contracts';
import { db } from '../db';
import type { Ctx } from '../kernel/ctx';
import { PLATFORM_TENANT } from '../kernel/entity';
import { AppError } from '../kernel/errors';
import { tokenHash, verifyToken } from '../kernel/tokens';

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
export const resolveCaller = async (token: string, route: RouteDef, meta: RequestMeta): Promise<Ctx> => {
  const claims = await verifyToken(token);
  const tenantId = claims['custom:companyId'] || PLATFORM_TENANT;
  const { account, revokedToken, company, companyModule } = db().entities;
  const isCompanyUser = tenantId !== PLATFORM_TENANT;
  const needsModule = isCompanyUser && route.module && !CORE_MODULES.includes(route.module);

  const [acc, revoked, comp, mod] = await Promise.all([
    account.get({ tenantId, userId: claims.sub }).go(),
    revokedToken.get({ tokenHash: tokenHash(token) }).go(),
    isCompanyUser ? company.get({ companyId: tenantId }).go() : Promise.resolve({ data: null }),
    needsModule
      ? companyModule.get({ companyId: tenantId, moduleKey: route.module as string }).go()
      : Promise.resolve({ data: null }),
  ]);

  if (revoked.data) throw new AppError('UNAUTHORIZED', 'You have signed out. Please sign in again.');
  const a = acc.data;
  if (!a || a.status !== 'Active') {
    throw new AppError('UNAUTHORIZED', 'Your account is not active. Please contact your administrator.');
  }

  const allowed =
    route.access !== 'public' &&
    (route.access.includes(a.role) ||
      (a.role === 'employee' && route.access.includes('admin') && a.companyRole === 'administrator'));
  if (!allowed) {
    throw new AppError(
      'FORBIDDEN',
      a.role === 'holder'
        ? 'This is for company users, not the platform owner.'
        : 'You do not have permission to do this.',
    );
  }

  if (isCompanyUser) {
    if (!comp.data || comp.data.status !== 'Active') {
      throw new AppError(
        'FORBIDDEN',
        'Your company’s access to Stratum is suspended. Contact the platform owner.',
      );
    }
    if (needsModule && !mod.data?.enabled) {
      throw new AppError(
        'FORBIDDEN',
        `The ${moduleName(route.module as ModuleKey)} module is not enabled for your company.`,
      );
    }
  }

  return {
    requestId: meta.requestId,
    now: meta.now,
    sourceIp: meta.sourceIp,
    userId: a.userId,
    email: a.email,
    role: a.role,
    companyId: isCompanyUser ? tenantId : null,
    employeeId: a.employeeId ?? null,
    companyRole: a.companyRole ?? null,
    actorName: `${a.firstName} ${a.lastName}`,
    tokenId: tokenHash(token),
    modules: new Set(CORE_MODULES),
  };
};
