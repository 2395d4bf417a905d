import { createHash } from 'node:crypto';
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { config, issuer } from './config';
import { AppError } from './errors';
import { isStratumToken, verifySession } from './session-tokens';

let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

export interface VerifiedClaims extends JWTPayload {
  sub: string;
  email?: string;
  'cognito:groups'?: string[];
  'custom:companyId'?: string;
  'custom:employeeId'?: string;
  token_use?: string;
  /** how the person proved who they are; only Stratum's own sessions say (e.g. ['microsoft']) */
  amr?: string[];
}

const expired = () =>
  new AppError('UNAUTHORIZED', 'Your session has expired or is not valid. Please sign in again.');

/**
 * Verifies a session: Stratum's own after a provider sign-in (session-tokens.ts), or a Cognito ID
 * token: signature against the pool's JWKS (fetched once, then cached by
 * jose), issuer, audience and expiry. A token that fails any check is the same 401 to the caller.
 * Keys that cannot be fetched say nothing about the token, so that is a 503, not a sign-in failure.
 */
export const verifyToken = async (token: string): Promise<VerifiedClaims> => {
  if (isStratumToken(token)) {
    const session = await verifySession(token, 'api');
    if (!session) throw expired();
    return {
      sub: session.sub,
      exp: session.exp,
      'custom:companyId': session.companyId,
      ...(session.employeeId ? { 'custom:employeeId': session.employeeId } : {}),
      amr: session.amr,
      token_use: 'id',
    };
  }
  const c = config();
  jwks ??= createRemoteJWKSet(new URL(`${issuer(c)}/.well-known/jwks.json`), { cacheMaxAge: 60 * 60 * 1000 });
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, jwks, { issuer: issuer(c), audience: c.USER_POOL_CLIENT_ID }));
  } catch (e) {
    if (keysUnreachable(e)) {
      throw new AppError(
        'UNAVAILABLE',
        'Sessions cannot be checked right now: the sign-in service is unreachable. Try again in a moment.',
      );
    }
    throw expired();
  }
  if (typeof payload.sub !== 'string' || (payload.token_use && payload.token_use !== 'id')) throw expired();
  return payload as VerifiedClaims;
};

/**
 * jose reports what is wrong with a token as a specific JOSEError (invalid, expired, claim failed,
 * no matching key…). The key set not arriving is the fetch's own error, jose's JWKS timeout, a
 * key set that is not one, or its generic error for a non-200 answer.
 */
const keysUnreachable = (e: unknown): boolean =>
  !(e instanceof errors.JOSEError) ||
  e instanceof errors.JWKSTimeout ||
  e instanceof errors.JWKSInvalid ||
  e.code === 'ERR_JOSE_GENERIC';

/** Tokens are looked up by hash, never stored. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('base64url');
