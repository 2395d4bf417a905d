import { LINK_PURPOSE_KEYS, LINK_REFUSED, ROUTES } from '@stratum/contracts';
import { config } from '@stratum/core/kernel/config';
import { readLinkToken, signLinkToken } from '@stratum/core/kernel/link-tokens';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, type Session } from '../support/api';
import { ownerSession, PASSWORD } from '../support/world';
import { fixtureOf, routeKey } from './fixtures';
import { expectRefused, send } from './http';
import { expectUnchanged, worldState, type WorldState } from './state';
import { reportCounts } from './tally';
import { expectedAudience, expectedIssuer, FORGERIES, resigned } from './tokens';
import {
  buildWorld,
  CALLERS,
  linkOf,
  permittedCallers,
  personOf,
  type Caller,
  type SecurityWorld,
} from './world';

/**
 * Every non-public route refuses a call without a token, and a token that is damaged, forged,
 * expired, or issued for another audience, issuer or use — with 401, whoever it was made from.
 */

let w: SecurityWorld;
/** A session of each caller that has been signed out (apiToken and refresh token). */
let signedOut: Record<Caller, Session>;

const routeNamed = (key: string) => ROUTES.find((r) => routeKey(r) === key)!;

beforeAll(async () => {
  w = await buildWorld('sec-auth');
  const sessions = {
    holder: await ownerSession(),
    admin: await login(w.a.admin.email, PASSWORD),
    employee: await login(w.a.employee.email, PASSWORD),
  };
  for (const s of Object.values(sessions)) {
    // Used once first, so the gate has remembered the caller: sign-out must make it forget.
    expect((await send(routeNamed('module.all'), { token: s.token })).status).toBe(200);
    const r = await send(routeNamed('auth.sign-out'), {
      token: s.token,
      input: { refreshToken: s.refreshToken },
    });
    expect(r.status, r.body.err_msg).toBe(200);
  }
  signedOut = sessions;
});

afterAll(() => reportCounts(import.meta.url));

const guarded = ROUTES.filter((r) => r.access !== 'public');

describe('the forgeries are faithful', () => {
  it('real tokens carry the issuer, audience and key id the forgeries copy', () => {
    for (const person of [w.owner, w.a.admin, w.a.employee]) {
      expect(decodeProtectedHeader(person.token)).toMatchObject({ alg: 'RS256', kid: 'CognitoLocal' });
      expect(decodeJwt(person.token)).toMatchObject({ iss: expectedIssuer(), aud: expectedAudience() });
    }
  });

  it('a real token re-signed with cognito-local’s key is accepted, so each forgery fails for its one change', async () => {
    const catalogue = routeNamed('module.all');
    for (const person of [w.owner, w.a.admin, w.a.employee]) {
      const r = await send(catalogue, { token: await resigned(person.token) });
      expect(r.status, r.body.err_msg).toBe(200);
    }
  });
});

describe('after sign-out', () => {
  it.each(['holder', 'admin', 'employee'] as const)(
    'the %s’s refresh token no longer renews: 401',
    async (caller) => {
      const r = await send(routeNamed('auth.refresh'), {
        input: { refreshToken: signedOut[caller].refreshToken },
      });
      expectRefused(r, 401, 'tampered', `refresh after ${caller} signed out`);
    },
  );
});

describe.each(guarded.map((r) => [routeKey(r), r] as const))('%s', (name, route) => {
  let before: WorldState;

  beforeAll(async () => {
    before = await worldState(w);
  });

  it('refuses a call without a token: 401', async () => {
    const r = await send(route, { input: fixtureOf(route).valid(w) });
    expectRefused(r, 401, 'no-token', `${name} without a token`);
  });

  for (const caller of permittedCallers(route)) {
    for (const forgery of FORGERIES) {
      it(`refuses the ${caller}’s token, ${forgery.name}: 401`, async () => {
        const token = await forgery.make(personOf(w, caller).token, w.b.companyId);
        const r = await send(route, { token, bearer: forgery.bearer, input: fixtureOf(route).valid(w) });
        expectRefused(r, 401, 'tampered', `${name} as ${caller}, ${forgery.name}`);
      });
    }
  }

  for (const caller of permittedCallers(route)) {
    it(`refuses the ${caller}’s signed-out token: 401`, async () => {
      const r = await send(route, { token: signedOut[caller].token, input: fixtureOf(route).valid(w) });
      expectRefused(r, 401, 'tampered', `${name} as ${caller} after sign-out`);
    });
  }

  it('changed nothing of tenant A, B or the platform content on any of these calls', async () => {
    await expectUnchanged(w, before);
  });
});

/**
 * Routes a link token opens (`RouteDef.link`): only an unspent, unrevoked link of the route's
 * purpose, for the very target named, gets in. Every other token — a session of any caller, a
 * link signed with another key, tampered with, expired, of another purpose, or another tenant's
 * link naming tenant A's data — is the same 401 with the same message, and changes nothing.
 */
const linkRoutes = ROUTES.filter((r) => r.link);

describe.each(linkRoutes.map((r) => [routeKey(r), r] as const))('%s, a link route', (name, route) => {
  let before: WorldState;
  const key = () => config().LINK_TOKEN_SECRET!;
  const claims = () => readLinkToken(linkOf(w, route), key())!;
  const BAD_LINKS: { name: string; make(): string }[] = [
    { name: 'signed with another key', make: () => signLinkToken(claims(), 'x'.repeat(64)) },
    { name: 'expired', make: () => signLinkToken({ ...claims(), expiresAt: Date.now() - 1000 }, key()) },
    {
      name: 'of another purpose',
      make: () =>
        signLinkToken({ ...claims(), purpose: LINK_PURPOSE_KEYS.find((p) => p !== route.link)! }, key()),
    },
    {
      name: 'for another target (its record says otherwise)',
      make: () => signLinkToken({ ...claims(), target: `${claims().target}x` }, key()),
    },
    {
      name: 'never issued (no record)',
      make: () => signLinkToken({ ...claims(), tokenId: '01ZZZZZZZZZZZZZZZZZZZZZZZZ' }, key()),
    },
    { name: 'with its signature damaged', make: () => `${linkOf(w, route).slice(0, -2)}AA` },
  ];
  // A call that names its target: another tenant's genuine link must not open tenant A's.
  // (One that names none, `open`, answers for the link's own target: B's link opens B's.)
  if (!route.input.safeParse({}).success) {
    BAD_LINKS.push({
      name: 'tenant B’s own link, naming tenant A’s data',
      make: () => linkOf(w, route, w.b),
    });
  }

  beforeAll(async () => {
    before = await worldState(w);
  });

  for (const caller of CALLERS) {
    it(`refuses the ${caller}’s session: a session is not a link, 401`, async () => {
      const r = await send(route, { token: personOf(w, caller).token, input: fixtureOf(route).valid(w) });
      expectRefused(r, 401, 'tampered', `${name} with the ${caller}'s session`);
      expect(r.body.err_msg).toBe(LINK_REFUSED);
    });
  }

  for (const bad of BAD_LINKS) {
    it(`refuses a link ${bad.name}: 401, the same message`, async () => {
      const r = await send(route, { token: bad.make(), input: fixtureOf(route).valid(w) });
      expectRefused(r, 401, 'tampered', `${name} with a link ${bad.name}`);
      expect(r.body.err_msg).toBe(LINK_REFUSED);
    });
  }

  it('changed nothing of tenant A, B or the platform content on any of these calls', async () => {
    await expectUnchanged(w, before);
  });
});
