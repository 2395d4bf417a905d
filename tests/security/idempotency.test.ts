import { IDEMPOTENCY_HEADER } from '@stratum/contracts';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { makeTenant, ownerSession, type Tenant } from '../support/world';

/**
 * An Idempotency-Key is held under the caller's company and person (ARCHITECTURE §4): the same
 * key sent by anyone else is a request of their own, never a replay of the first caller's answer,
 * and a replay never bypasses the route's role check.
 */
let a: Tenant;
let b: Tenant;

beforeAll(async () => {
  const owner = await ownerSession();
  [a, b] = await Promise.all([makeTenant(owner, 'idem-a'), makeTenant(owner, 'idem-b')]);
});

interface UnitAnswer {
  business_unit?: { id: string; name: string };
}

const addUnit = (token: string, key: string, name: string) =>
  call<UnitAnswer | null>('POST', '/business-unit/add', {
    token,
    headers: { [IDEMPOTENCY_HEADER]: key },
    body: { name, status: 'Active', strategyPlanOwner: 'No' },
  });

describe('an Idempotency-Key used by someone else', () => {
  it('replays only to its own person in its own company', async () => {
    const key = randomUUID();
    const name = `Keyed ${key.slice(0, 8)}`;
    const first = await addUnit(a.admin.token, key, name);
    expect(first.status, first.body.err_msg).toBe(200);
    const mine = first.body.data?.business_unit?.id;
    expect(mine).toBeDefined();

    // The key's own holder gets the first answer again: the check below can tell a replay.
    const replay = await addUnit(a.admin.token, key, name);
    expect(replay.body.data?.business_unit?.id).toBe(mine);

    // Another company's administrator with the same key and body: their own unit, in their company.
    const other = await addUnit(b.admin.token, key, name);
    expect(other.status, other.body.err_msg).toBe(200);
    expect(other.body.data?.business_unit?.id).toBeDefined();
    expect(other.body.data?.business_unit?.id).not.toBe(mine);

    // A person of the same company who may not add units is refused, not handed the answer.
    const colleague = await addUnit(a.employee.token, key, name);
    expect(colleague.status).toBe(403);
    expect(JSON.stringify(colleague.body)).not.toContain(mine);
  });
});
