import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  base64url,
  decodeJwt,
  decodeProtectedHeader,
  generateKeyPair,
  importJWK,
  SignJWT,
  type JWK,
  type JWTPayload,
  type ProtectedHeaderParameters,
} from 'jose';
import { stack } from '../support/api';

/**
 * Forged and damaged session tokens. cognito-local signs every token with one RSA key whose private
 * half ships in the package: signing with it makes a token the server must treat exactly like a
 * real one, so a forgery that differs from a real token in one claim tests that claim alone.
 */

type Key = Awaited<ReturnType<typeof importJWK>>;

const requireFromHere = createRequire(import.meta.url);

let emulatorKey: Promise<Key> | undefined;
let strangerKey: Promise<Key> | undefined;

/** cognito-local's own signing key (kid `CognitoLocal`). */
const cognitoLocalKey = (): Promise<Key> =>
  (emulatorKey ??= (async () => {
    const path = requireFromHere.resolve('cognito-local/lib/keys/cognitoLocal.private.json');
    const { jwk } = JSON.parse(readFileSync(path, 'utf8')) as { jwk: JWK };
    return importJWK(jwk, 'RS256');
  })());

/** A key nobody trusts, generated for this run. */
const freshKey = (): Promise<Key> =>
  (strangerKey ??= generateKeyPair('RS256').then(({ privateKey }) => privateKey as Key));

/** What the server verifies against: cognito-local's issuer for this pool, and the app client. */
export const expectedIssuer = (): string => {
  const { env } = stack();
  return `${env.COGNITO_ENDPOINT?.replace(/\/$/, '')}/${env.USER_POOL_ID}`;
};
export const expectedAudience = (): string => stack().env.USER_POOL_CLIENT_ID ?? '';

const parts = (token: string): [string, string, string] => {
  const [h, p, s] = token.split('.');
  if (h === undefined || p === undefined || s === undefined) throw new Error('not a JWT');
  return [h, p, s];
};

const encodeJson = (value: unknown): string => base64url.encode(JSON.stringify(value));

const sign = async (header: ProtectedHeaderParameters, claims: JWTPayload, key: Key): Promise<string> =>
  new SignJWT(claims).setProtectedHeader({ ...header, alg: 'RS256' }).sign(key);

/** A real token's header and claims, with the issuer and audience the server expects. */
const original = (token: string) => ({
  header: decodeProtectedHeader(token),
  claims: { ...decodeJwt(token), iss: expectedIssuer(), aud: expectedAudience() },
});

const now = (): number => Math.floor(Date.now() / 1000);

/** The real token's claims, signed again with cognito-local's key: the control, accepted like the real one. */
export const resigned = async (token: string): Promise<string> => {
  const { header, claims } = original(token);
  return sign(header, claims, await cognitoLocalKey());
};

export interface Forgery {
  name: string;
  /** send it as `Authorization: Bearer` rather than the spec's `token` header */
  bearer?: boolean;
  make(token: string, foreignCompanyId: string): Promise<string>;
}

/** Every way a token must fail: each one differs from a live, valid token in one respect only. */
export const FORGERIES: readonly Forgery[] = [
  {
    name: 'one character of the signature changed',
    make: async (token) => {
      const [h, p, s] = parts(token);
      // Not the last character: its low bits are padding and may not change the decoded signature.
      const i = Math.floor(s.length / 2);
      return `${h}.${p}.${s.slice(0, i)}${s[i] === 'A' ? 'B' : 'A'}${s.slice(i + 1)}`;
    },
  },
  {
    name: 'one character of the signature changed, sent as a Bearer token',
    bearer: true,
    make: async (token) => {
      const [h, p, s] = parts(token);
      const i = 10;
      return `${h}.${p}.${s.slice(0, i)}${s[i] === 'x' ? 'y' : 'x'}${s.slice(i + 1)}`;
    },
  },
  {
    name: 'custom:companyId swapped to tenant B, old signature kept',
    make: async (token, foreignCompanyId) => {
      const [h, , s] = parts(token);
      return `${h}.${encodeJson({ ...decodeJwt(token), 'custom:companyId': foreignCompanyId })}.${s}`;
    },
  },
  {
    // Were signatures not checked, this one alone would be accepted: everything else is as issued.
    name: 'exp pushed an hour later, old signature kept',
    make: async (token) => {
      const [h, , s] = parts(token);
      const claims = decodeJwt(token);
      return `${h}.${encodeJson({ ...claims, exp: (claims.exp ?? now()) + 3600 })}.${s}`;
    },
  },
  {
    name: 'signed by a freshly generated RSA key (right issuer, audience and kid)',
    make: async (token) => {
      const { header, claims } = original(token);
      return sign(header, claims, await freshKey());
    },
  },
  {
    name: 'expired: signed by cognito-local with exp in the past',
    make: async (token) => {
      const { header, claims } = original(token);
      return sign(header, { ...claims, iat: now() - 7200, exp: now() - 3600 }, await cognitoLocalKey());
    },
  },
  {
    name: 'wrong audience: signed by cognito-local for another app client',
    make: async (token) => {
      const { header, claims } = original(token);
      return sign(header, { ...claims, aud: 'some-other-app-client' }, await cognitoLocalKey());
    },
  },
  {
    name: 'wrong issuer: signed by cognito-local for another pool',
    make: async (token) => {
      const { header, claims } = original(token);
      const iss = expectedIssuer().replace(/[^/]+$/, 'local_SomeOtherPool');
      return sign(header, { ...claims, iss }, await cognitoLocalKey());
    },
  },
  {
    name: 'an access token, not an ID token (token_use access)',
    make: async (token) => {
      const { header, claims } = original(token);
      return sign(header, { ...claims, token_use: 'access' }, await cognitoLocalKey());
    },
  },
  {
    name: 'unsigned (alg none)',
    make: async (token) => {
      const [, p] = parts(token);
      return `${encodeJson({ alg: 'none', typ: 'JWT' })}.${p}.`;
    },
  },
  {
    name: 'not a JWT at all',
    make: async () => 'not-a-token',
  },
];
