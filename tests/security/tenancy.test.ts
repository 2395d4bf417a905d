import { InitiateAuthCommand, UpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { ROUTES, type RouteDef } from '@stratum/contracts';
import { cognito, s3 } from '@stratum/core/kernel/clients';
import { config } from '@stratum/core/kernel/config';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, post } from '../support/api';
import { tenantSnapshot } from '../support/snapshot';
import { acceptMailedCode, makeTenant, PASSWORD, type Tenant } from '../support/world';
import { withOrg, type OrgTenant } from '../support/org';
import { FIXTURES, fixtureOf, routeKey } from './fixtures';
import { expectRefused, send } from './http';
import { expectUnchanged, tenantStateNow, unlessWritten, worldState } from './state';
import { countCheck, reportCounts } from './tally';
import { buildWorld, companyCallers, gatedModules, seenBy, type SecurityWorld } from './world';

/**
 * A tenant's ids do not exist for another tenant: tenant A's people naming data that is not
 * theirs get 404 (or, where the route takes the tenant from the session, act on their own), and
 * nothing else changes. Tenant B's people naming A's data leave A untouched. And a genuinely
 * signed token whose company claim its holder rewrote gets nowhere.
 */

let w: SecurityWorld;

beforeAll(async () => {
  w = await buildWorld('sec-tenancy');
});

afterAll(() => reportCounts(import.meta.url));

const withForeign = ROUTES.filter((r) => FIXTURES[routeKey(r)]?.foreign);

describe.each(withForeign.map((r) => [routeKey(r), r] as const))('%s', (name, route) => {
  for (const caller of companyCallers(route)) {
    const status = FIXTURES[routeKey(route)]?.foreignStatus ?? 404;
    it(`answers tenant A’s ${caller} naming data that is not A’s with ${status}, and B is untouched`, async () => {
      const before = await worldState(w);
      const r = await send(route, { token: w.a[caller].token, input: fixtureOf(route).foreign!(w) });
      if (status === 404) {
        expectRefused(r, 404, 'tenancy', `${name} as A's ${caller} with another's ids`);
        await expectUnchanged(w, before);
      } else {
        expect(r.status, r.body.err_msg).toBe(status);
        countCheck('tenancy');
        await expectUnchanged(w, before, ['b', 'platform']);
        // It acted on A instead — which also shows the state snapshot sees such a change.
        expect((await worldState(w)).a, 'the call should have acted on tenant A').not.toBe(before.a);
      }
    });
  }
});

/**
 * The mirror, generated for every route a company user may call, fixture or not: tenant B's people
 * sending inputs that name tenant A's data may be refused or may act on B, but A stays untouched.
 */
const companyRoutes = ROUTES.filter((r) => companyCallers(r).length > 0);

/**
 * B's people's own sessions, not the world's: a call may end one (sign-out) or act on B. One per
 * caller, signed in again after any call of the auth family (the only calls that end or change a
 * session), so the checks do not each pay for a sign-in.
 */
const bSessions = new Map<string, string>();
const bSession = async (w: SecurityWorld, caller: 'admin' | 'employee', route: RouteDef) => {
  let token = bSessions.get(caller);
  if (!token) token = (await login(w.b[caller].email, PASSWORD)).token;
  if (route.family === 'auth') bSessions.delete(caller);
  else bSessions.set(caller, token);
  return token;
};

describe.each(companyRoutes.map((r) => [routeKey(r), r] as const))(
  '%s, sent from tenant B',
  (name, route) => {
    for (const caller of companyCallers(route)) {
      it(`leaves tenant A untouched when B’s ${caller} names A’s data`, async () => {
        const token = await bSession(w, caller, route);
        const before = await worldState(w);
        const r = await send(route, { token, input: fixtureOf(route).valid(w) });
        expect(r.status, `${name} as B's ${caller}: ${r.body.err_msg}`).not.toBe(401);
        await expectUnchanged(w, before, ['a', 'platform']);
        countCheck('tenancy');
      });
    }
  },
);

/**
 * A person who belongs to both tenants (a consultant, say: B's employee, then invited by A too),
 * acting in B, sends every employee route the inputs that name A's data: whatever B answers, A
 * stays untouched, and naming the company is never taken for a session failure.
 */
describe('a person in both tenants, acting in B', () => {
  let token = '';
  const employeeRoutes = companyRoutes.filter((r) => companyCallers(r).includes('employee'));

  beforeAll(async () => {
    const email = w.b.employee.email;
    const added = await post(
      '/employee/add',
      { firstName: 'Dual', lastName: 'Member', email, giveAccess: true },
      w.a.admin.token,
    );
    expect(added.status, added.body.err_msg).toBe(200);
    await acceptMailedCode(email, new RegExp(`invited to ${w.a.companyName}`));
  });

  describe.each(employeeRoutes.map((r) => [routeKey(r), r] as const))('%s', (name, route) => {
    it('leaves tenant A untouched', async () => {
      token ||= (await login(w.b.employee.email, PASSWORD)).token;
      const before = await worldState(w);
      const r = await send(route, { token, company: w.b.companyId, input: fixtureOf(route).valid(w) });
      expect(r.status, `${name} as the dual member in B: ${r.body.err_msg}`).not.toBe(401);
      await expectUnchanged(w, before, ['a', 'platform']);
      countCheck('tenancy');
      if (route.family === 'auth') token = '';
    });
  });
});

/**
 * The web app client may write its users' custom attributes (Cognito's default), so anyone can
 * get a genuinely signed ID token claiming any `custom:companyId`: sign in at Cognito with the
 * public client id, UpdateUserAttributes with the access token, sign in again. The API must not
 * take the claim's word for the tenant.
 */
const reissuedClaiming = async (email: string, companyId: string): Promise<string> => {
  const signIn = async () =>
    (await cognito()).send(
      new InitiateAuthCommand({
        ClientId: config().USER_POOL_CLIENT_ID,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD },
      }),
    );
  const first = await signIn();
  await (
    await cognito()
  ).send(
    new UpdateUserAttributesCommand({
      AccessToken: first.AuthenticationResult?.AccessToken,
      UserAttributes: [{ Name: 'custom:companyId', Value: companyId }],
    }),
  );
  const idToken = (await signIn()).AuthenticationResult?.IdToken ?? '';
  expect(decodeJwt(idToken)['custom:companyId']).toBe(companyId);
  return idToken;
};

/**
 * Where C's stored attributes (key fields aside: ElectroDB lower-cases those anyway) and file keys
 * carry a spelling of C's id other than the real one: nowhere, if C is always its canonical id.
 */
const tracesOf = (c: Tenant, spelling: string): Promise<string[]> =>
  unlessWritten(`traces of ${c.companyId} as ${spelling}`, async () => {
    const items = JSON.parse(await tenantSnapshot(c.companyId)) as Record<string, unknown>[];
    const found = items.flatMap((item) =>
      Object.entries(item)
        .filter(([k, v]) => !/^(pk|sk|gsi\d+(pk|sk))$/.test(k) && JSON.stringify(v).includes(spelling))
        .map(([k]) => `${String(item.__edb_e__)} ${String(item.sk)}: ${k}`),
    );
    const files = await (
      await s3()
    ).send(new ListObjectsV2Command({ Bucket: config().BUCKET_NAME, Prefix: `${spelling}/` }));
    return [...found, ...(files.Contents ?? []).map((o) => `file ${o.Key}`)];
  });

describe('a custom:companyId its holder rewrote at the identity provider', () => {
  const CLAIMS = [
    { label: 'tenant B’s id', value: (world: SecurityWorld) => world.b.companyId },
    { label: 'the platform tenant', value: () => 'PLATFORM' },
  ] as const;
  const LOWER = 'their own company’s id in lower case';
  /** tokens[claim][caller], of tenant C's people (made for this: their identities get rewritten) */
  const tokens: Record<string, Record<'admin' | 'employee', string>> = {};
  let c: OrgTenant;

  beforeAll(async () => {
    c = await withOrg(await makeTenant(w.owner, 'sec-claims'));
    for (const moduleKey of gatedModules()) {
      const r = await post(
        '/module/update',
        { companyId: c.companyId, moduleKey, enabled: true },
        w.owner.token,
      );
      expect(r.status, r.body.err_msg).toBe(200);
    }
    for (const claim of CLAIMS) {
      tokens[claim.label] = {
        admin: await reissuedClaiming(c.admin.email, claim.value(w)),
        employee: await reissuedClaiming(c.employee.email, claim.value(w)),
      };
    }
  });

  describe.each(companyRoutes.map((r) => [routeKey(r), r] as const))('%s', (name, route) => {
    for (const caller of companyCallers(route)) {
      for (const claim of CLAIMS) {
        it(`refuses C’s ${caller} claiming ${claim.label}: 401, nothing changed`, async () => {
          const before = await worldState(w);
          const token = tokens[claim.label]![caller];
          const r = await send(route, { token, input: fixtureOf(route).valid(seenBy(w, w.b)) });
          expectRefused(r, 401, 'tenancy', `${name} as C's ${caller} claiming ${claim.label}`);
          await expectUnchanged(w, before);
        });
      }
    }
  });

  // ElectroDB keys are case-insensitive, so such a token passes the account lookup: the tenant it
  // then acts in must still be the real id, never the claimed spelling. After the refusals above
  // rather than among them: these calls act (and each makes a token of its own), so a refusal run
  // between two of them would need a fresh read of the world each time (state.ts).
  describe.each(companyRoutes.map((r) => [routeKey(r), r] as const))('%s', (name, route) => {
    for (const caller of companyCallers(route)) {
      it(`lets C’s ${caller} claiming ${LOWER} act only as the real tenant: no 400 for a valid input, nothing stored under that spelling`, async () => {
        const spelling = c.companyId.toLowerCase();
        // A token of its own: the call may end it (sign-out).
        const token = await reissuedClaiming(c[caller].email, spelling);
        const [before, tracesBefore] = [await tenantStateNow(c), await tracesOf(c, spelling)];
        const r = await send(route, { token, input: fixtureOf(route).valid(seenBy(w, c)) });
        // Soft: one call can show all three faults.
        expect.soft(r.status, `${name}: ${r.status} ${r.body.err_msg}`).not.toBe(400);
        if (r.status >= 400) {
          expect.soft(await tenantStateNow(c), `${name} answered ${r.status}, yet wrote`).toBe(before);
        }
        const traces = (await tracesOf(c, spelling)).filter((t) => !tracesBefore.includes(t));
        expect.soft(traces, `${name} stored C's id as ${spelling}`).toEqual([]);
        countCheck('tenancy');
      });
    }
  });

  // What the stray spelling costs everyone else: the owner's company list and C's own page.
  it('still lets the owner list companies and read C, and C’s people read their company', async () => {
    const route = (key: string) => ROUTES.find((r) => routeKey(r) === key)!;
    const reads = [
      { key: 'company.all', token: w.owner.token, input: { limit: 200 } },
      { key: 'company.get-by-id', token: w.owner.token, input: { id: c.companyId } },
      { key: 'company.my-company', token: c.employee.token, input: {} },
    ];
    for (const { key, token, input } of reads) {
      const r = await send(route(key), { token, input });
      expect.soft(r.status, `${key}: ${r.body.err_msg}`).toBe(200);
    }
  });
});
