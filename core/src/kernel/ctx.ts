import type { LinkGrant } from './link-tokens';

/**
 * Who is calling, built from the verified token and the account record — never from the body.
 */
export interface Ctx {
  requestId: string;
  now: Date;
  sourceIp: string;
  /** the Cognito subject */
  userId: string;
  email: string;
  role: 'holder' | 'employee';
  /** set for employees */
  companyId: string | null;
  employeeId: string | null;
  companyRole: 'administrator' | 'employee' | null;
  actorName: string;
  /** the raw token, for sign-out */
  tokenId: string;
}

/** A request with no signed-in person (login, forgot password…). */
export interface PublicCtx {
  requestId: string;
  now: Date;
  sourceIp: string;
}

/** The tenant a use case acts in; refuses a caller with none. */
export const tenantOf = (ctx: Ctx): string => {
  if (!ctx.companyId) throw new Error('tenantOf called for a caller without a company');
  return ctx.companyId;
};

/**
 * A request opened by a link token (ARCHITECTURE §6): no person signed in, only what the link
 * grants — one purpose, one target, in one company. The gate checked the token before the use
 * case runs; the use case checks the target it is asked about is the grant's.
 */
export interface LinkCtx extends PublicCtx {
  link: LinkGrant;
}
