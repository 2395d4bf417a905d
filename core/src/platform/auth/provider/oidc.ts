import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { config } from '../../../kernel/config';
import { AppError } from '../../../kernel/errors';

/**
 * The relying-party half of OpenID Connect's code flow with PKCE, for one provider: discovery,
 * the authorisation address, the code exchange and the ID token's checks. Deployed, the issuer is
 * the Cognito user pool (its hosted UI federates to Microsoft); locally, the embedded provider.
 * Either way the ID token is verified here the same way, against the issuer's own keys.
 */
interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

const TIMEOUT_MS = 5_000;

const notSetUp = () =>
  new AppError('UNAVAILABLE', 'Signing in with Microsoft is not set up on this Stratum. Use your password.');
const unreachable = () =>
  new AppError('UNAVAILABLE', 'Microsoft sign-in cannot be reached right now. Try again in a moment.');
export const notConfirmed = () =>
  new AppError(
    'UNAUTHORIZED',
    'Microsoft did not confirm this sign-in, or the link was already used. Start again.',
  );

const settings = () => {
  const c = config();
  if (!c.MS_OIDC_ISSUER || !c.MS_OIDC_CLIENT_ID) throw notSetUp();
  return {
    issuer: c.MS_OIDC_ISSUER.replace(/\/$/, ''),
    clientId: c.MS_OIDC_CLIENT_ID,
    extra: new URLSearchParams(c.MS_OIDC_AUTHORIZE_PARAMS),
    redirectUri: new URL('/auth/microsoft/callback', c.APP_URL).toString(),
  };
};

let discovered: { issuer: string; doc: Promise<Discovery> } | undefined;
let keys: { uri: string; set: ReturnType<typeof createRemoteJWKSet> } | undefined;

const discover = (issuer: string): Promise<Discovery> => {
  if (discovered?.issuer !== issuer) {
    const doc = (async () => {
      const res = await fetch(`${issuer}/.well-known/openid-configuration`, {
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`discovery answered ${res.status}`);
      const d = (await res.json()) as Partial<Discovery>;
      if (
        d.issuer?.replace(/\/$/, '') !== issuer ||
        !d.authorization_endpoint ||
        !d.token_endpoint ||
        !d.jwks_uri
      ) {
        throw new Error('discovery document does not describe the configured issuer');
      }
      return d as Discovery;
    })();
    discovered = { issuer, doc };
    // a failed discovery is tried again next time, not remembered
    doc.catch(() => {
      if (discovered?.doc === doc) discovered = undefined;
    });
  }
  return discovered.doc.catch(() => {
    throw unreachable();
  });
};

const b64url = (bytes: Buffer): string => bytes.toString('base64url');
export const randomToken = (): string => b64url(randomBytes(32));
export const hashOf = (value: string): string => b64url(createHash('sha256').update(value).digest());

/** Where to send the browser: the provider's login, bound to this state, nonce and PKCE verifier. */
export const authorizationUrl = async (p: {
  state: string;
  nonce: string;
  verifier: string;
}): Promise<string> => {
  const s = settings();
  const d = await discover(s.issuer);
  const url = new URL(d.authorization_endpoint);
  const params: Record<string, string> = {
    response_type: 'code',
    client_id: s.clientId,
    redirect_uri: s.redirectUri,
    scope: 'openid email profile',
    state: p.state,
    nonce: p.nonce,
    code_challenge: hashOf(p.verifier),
    code_challenge_method: 'S256',
    prompt: 'login',
  };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  for (const [k, v] of s.extra) url.searchParams.set(k, v);
  return url.toString();
};

/** Trades the code for the ID token; the verifier proves this server started the sign-in. */
export const exchangeCode = async (code: string, verifier: string): Promise<string> => {
  const s = settings();
  const d = await discover(s.issuer);
  let res: Response;
  try {
    res = await fetch(d.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: s.redirectUri,
        client_id: s.clientId,
        code_verifier: verifier,
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw unreachable();
  }
  if (res.status >= 500) throw unreachable();
  // The provider refuses a used, foreign or expired code, or a verifier that does not match.
  if (!res.ok) throw notConfirmed();
  const body = (await res.json().catch(() => ({}))) as { id_token?: unknown };
  if (typeof body.id_token !== 'string') throw notConfirmed();
  return body.id_token;
};

export interface ProviderClaims extends JWTPayload {
  sub: string;
  email?: string;
  email_verified?: boolean | string;
  given_name?: string;
  family_name?: string;
}

/**
 * The ID token's checks (OIDC Core 3.1.3.7): signed by the issuer's keys, issued by it, for this
 * client, not expired, and carrying the nonce this sign-in was started with.
 */
export const verifyIdToken = async (idToken: string, nonce: string): Promise<ProviderClaims> => {
  const s = settings();
  const d = await discover(s.issuer);
  if (keys?.uri !== d.jwks_uri) {
    keys = { uri: d.jwks_uri, set: createRemoteJWKSet(new URL(d.jwks_uri), { timeoutDuration: TIMEOUT_MS }) };
  }
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keys.set, { issuer: d.issuer, audience: s.clientId }));
  } catch (e) {
    if (!(e instanceof errors.JOSEError) || e instanceof errors.JWKSTimeout) throw unreachable();
    throw notConfirmed();
  }
  if (typeof payload.sub !== 'string' || payload.nonce !== nonce) throw notConfirmed();
  return payload as ProviderClaims;
};
