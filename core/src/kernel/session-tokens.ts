import { decodeJwt, jwtVerify, SignJWT } from 'jose';
import { config } from './config';
import { AppError } from './errors';
import type { Tokens } from './identity';

/**
 * Sessions Stratum issues itself, after a provider sign-in (ARCHITECTURE §6). A password sign-in
 * gets Cognito's tokens; a person who signs in with Microsoft gets these, because locally the
 * identity emulator has no federation and, deployed, the federated user Cognito makes is not the
 * person's own identity. They carry what a Cognito ID token carries for the gate (subject, home
 * company) plus `amr`, how the person proved who they are. HS256 with a secret only the API holds.
 */
export const STRATUM_ISSUER = 'urn:stratum:session';
const API_AUDIENCE = 'stratum-api';
const REFRESH_AUDIENCE = 'stratum-refresh';

export const SESSION_SECONDS = 60 * 60;
/** a provider session is renewed for a working day at most; then the person signs in again */
export const REFRESH_SECONDS = 12 * 60 * 60;

export interface SessionClaims {
  sub: string;
  companyId: string;
  employeeId: string | null;
  /** how the person proved who they are, e.g. ['microsoft'] */
  amr: string[];
}

const secret = (): Uint8Array => {
  const s = config().SESSION_SECRET;
  if (!s) throw new AppError('UNAVAILABLE', 'Signing in with a provider is not set up on this server.');
  return new TextEncoder().encode(s);
};

const sign = (claims: SessionClaims, audience: string, seconds: number, now: Date): Promise<string> =>
  new SignJWT({
    'custom:companyId': claims.companyId,
    ...(claims.employeeId ? { 'custom:employeeId': claims.employeeId } : {}),
    amr: claims.amr,
    token_use: audience === API_AUDIENCE ? 'id' : 'refresh',
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(STRATUM_ISSUER)
    .setAudience(audience)
    .setSubject(claims.sub)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(now.getTime() / 1000) + seconds)
    // a unique id, so two sessions issued in the same second are two tokens (sign-out revokes one)
    .setJti(crypto.randomUUID())
    .sign(secret());

export const issueSession = async (claims: SessionClaims, now: Date): Promise<Tokens> => ({
  idToken: await sign(claims, API_AUDIENCE, SESSION_SECONDS, now),
  refreshToken: await sign(claims, REFRESH_AUDIENCE, REFRESH_SECONDS, now),
  expiresIn: SESSION_SECONDS,
});

/** True for a token that claims to be one of ours; whether it is, `verifySession` decides. */
export const isStratumToken = (token: string): boolean => {
  try {
    return decodeJwt(token).iss === STRATUM_ISSUER;
  } catch {
    return false;
  }
};

/** The claims of a valid Stratum session or refresh token, or null for anything else. */
export const verifySession = async (
  token: string,
  kind: 'api' | 'refresh',
): Promise<(SessionClaims & { exp: number }) | null> => {
  try {
    const { payload } = await jwtVerify(token, secret(), {
      issuer: STRATUM_ISSUER,
      audience: kind === 'api' ? API_AUDIENCE : REFRESH_AUDIENCE,
      algorithms: ['HS256'],
    });
    const companyId = payload['custom:companyId'];
    const amr = payload.amr;
    if (typeof payload.sub !== 'string' || typeof companyId !== 'string' || !Array.isArray(amr)) return null;
    const employeeId = payload['custom:employeeId'];
    return {
      sub: payload.sub,
      companyId,
      employeeId: typeof employeeId === 'string' ? employeeId : null,
      amr: amr.filter((m): m is string => typeof m === 'string'),
      exp: payload.exp ?? 0,
    };
  } catch (e) {
    if (e instanceof AppError) throw e;
    return null;
  }
};
