import { createHash } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { config, issuer } from './config';
import { AppError } from './errors';

let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

export interface VerifiedClaims extends JWTPayload {
  sub: string;
  email?: string;
  'cognito:groups'?: string[];
  'custom:companyId'?: string;
  'custom:employeeId'?: string;
  token_use?: string;
}

/**
 * Verifies a Cognito ID token: signature against the pool's JWKS (fetched once, then cached by
 * jose), issuer, audience and expiry. Any failure is the same 401 to the caller.
 */
export const verifyToken = async (token: string): Promise<VerifiedClaims> => {
  const c = config();
  jwks ??= createRemoteJWKSet(new URL(`${issuer(c)}/.well-known/jwks.json`), { cacheMaxAge: 60 * 60 * 1000 });
  try {
    const { payload } = await jwtVerify(token, jwks, { issuer: issuer(c), audience: c.USER_POOL_CLIENT_ID });
    if (typeof payload.sub !== 'string' || (payload.token_use && payload.token_use !== 'id')) {
      throw new Error('not an id token');
    }
    return payload as VerifiedClaims;
  } catch {
    throw new AppError('UNAUTHORIZED', 'Your session has expired or is not valid. Please sign in again.');
  }
};

/** Tokens are looked up by hash, never stored. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('base64url');
