import { CORE_MODULES, ROUTES, type RouteDef } from '@stratum/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../support/api';
import { makeTenant } from '../support/world';
import { withOrg, type OrgTenant } from '../support/org';
import { FIXTURES, fixtureOf, routeKey, type Input } from './fixtures';
import { expectRefused, send, textFields } from './http';
import { expectUnchanged, tenantStateNow, worldState } from './state';
import { reportCounts } from './tally';
import {
  buildWorld,
  companyCallers,
  permittedCallers,
  personOf,
  refusedCallers,
  seenBy,
  type SecurityWorld,
} from './world';

/**
 * The coarse gate of the route table: a caller whose role the route does not admit gets 403, a
 * company whose module is off gets 403, and neither call changes anything. Also checks that every
 * route is covered by a fixture the suites can use. A suspended company's people are refused too.
 */

let w: SecurityWorld;

beforeAll(async () => {
  w = await buildWorld('sec-roles');
});

afterAll(() => reportCounts(import.meta.url));

/** What the server sees of an input: query strings and form fields carry text only. */
const asSent = (route: RouteDef, input: Input): Input =>
  route.method === 'GET' || route.file ? textFields(input) : input;

describe('every route is covered', () => {
  it.each(ROUTES.map((r) => [routeKey(r), r] as const))(
    '%s has a fixture whose inputs its schema accepts, and a caller the suites can play',
    (_name, route) => {
      const fixture = fixtureOf(route);
      const valid = route.input.safeParse(asSent(route, fixture.valid(w)));
      expect(valid.success, `valid input rejected: ${JSON.stringify(valid.error?.issues)}`).toBe(true);
      if (fixture.foreign) {
        const foreign = route.input.safeParse(asSent(route, fixture.foreign(w)));
        expect(foreign.success, `foreign input rejected: ${JSON.stringify(foreign.error?.issues)}`).toBe(
          true,
        );
        expect(companyCallers(route).length > 0, 'a foreign input needs a company caller to send it').toBe(
          true,
        );
      }
      if (route.access !== 'public' && !route.link) {
        expect(permittedCallers(route), `no caller the suites can play may call ${route.path}`).not.toEqual(
          [],
        );
      }
    },
  );

  it('no fixture names a route the table no longer has', () => {
    const known = new Set(ROUTES.map(routeKey));
    expect(Object.keys(FIXTURES).filter((k) => !known.has(k))).toEqual([]);
  });
});

const refusable = ROUTES.filter((r) => refusedCallers(r).length > 0);

describe.each(refusable.map((r) => [routeKey(r), r] as const))('%s', (name, route) => {
  for (const caller of refusedCallers(route)) {
    it(`refuses the ${caller} (access: ${String(route.access)}) with 403 and changes nothing`, async () => {
      const before = await worldState(w);
      const r = await send(route, { token: personOf(w, caller).token, input: fixtureOf(route).valid(w) });
      expectRefused(r, 403, 'role', `${name} as ${caller}`);
      await expectUnchanged(w, before);
    });
  }
});

const gated = ROUTES.filter((r) => r.module && !CORE_MODULES.includes(r.module));

describe.each(gated.map((r) => [routeKey(r), r.module, r] as const))('%s (module %s)', (name, _m, route) => {
  for (const caller of companyCallers(route)) {
    it(`refuses tenant B’s ${caller} while B has the ${route.module} module off: 403, nothing changed`, async () => {
      const own = fixtureOf(route).valid(seenBy(w, w.b));
      const before = await worldState(w);
      const r = await send(route, { token: w.b[caller].token, input: own });
      expectRefused(r, 403, 'role', `${name} as B's ${caller} with ${route.module} off`);
      expect(r.body.err_msg).toMatch(/module is not enabled/);
      await expectUnchanged(w, before);
    });
  }
});

const companyRoutes = ROUTES.filter((r) => companyCallers(r).length > 0);

describe('a company the owner suspended', () => {
  let d: OrgTenant;

  beforeAll(async () => {
    d = await withOrg(await makeTenant(w.owner, 'sec-suspended'));
    // Its people call once while it is active, so the gate has remembered them: suspending must
    // make it forget.
    const catalogue = ROUTES.find((r) => routeKey(r) === 'module.all')!;
    for (const person of [d.admin, d.employee]) {
      expect((await send(catalogue, { token: person.token })).status).toBe(200);
    }
    const { body } = await get<{ company: Record<string, unknown> }>(
      '/company/get-by-id',
      { id: d.companyId },
      w.owner.token,
    );
    const { id, version, companyName, eFirstName, eLastName, email } = body.data.company;
    const r = await post(
      '/company/update',
      { id, version, companyName, eFirstName, eLastName, email, status: 'Inactive' },
      w.owner.token,
    );
    expect(r.status, r.body.err_msg).toBe(200);
  });

  describe.each(companyRoutes.map((r) => [routeKey(r), r] as const))('%s', (name, route) => {
    for (const caller of companyCallers(route)) {
      it(`refuses its ${caller} with 403 and changes nothing`, async () => {
        const before = [await worldState(w), await tenantStateNow(d)] as const;
        const input = fixtureOf(route).valid(seenBy(w, d));
        const r = await send(route, { token: d[caller].token, input });
        expectRefused(r, 403, 'role', `${name} as a suspended company's ${caller}`);
        expect(r.body.err_msg).toMatch(/suspended/);
        await expectUnchanged(w, before[0]);
        expect(await tenantStateNow(d), 'the suspended company changed').toBe(before[1]);
      });
    }
  });
});
