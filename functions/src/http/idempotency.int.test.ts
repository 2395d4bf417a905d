import { IDEMPOTENCY_HEADER, OUTCOME_UNKNOWN_MESSAGE } from '@stratum/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pauseEmulator, resumeEmulator } from '../../../packages/local/src/faults';
import { SECOND_COMPANY } from '../../../packages/local/src/seed-members';
import type { Stack } from '../../../packages/local/src/stack';

/**
 * A request that gave up while its write went on, end to end: the store stops answering while a unit is added. This file
 * runs its own stack (pausing the shared one would stall every other test file), with every
 * family's limit cut to 3 s so a stalled call gives up quickly.
 */
process.env.STRATUM_LAMBDA_TIMEOUT_MS = '3000';
process.env.SDK_REQUEST_TIMEOUT_MS = '1000';
process.env.SDK_CONNECT_TIMEOUT_MS = '500';

let stack: Stack;

beforeAll(async () => {
  const { startStack } = await import('../../../packages/local/src/stack');
  stack = await startStack({ quiet: true, seed: true });
  process.env.LOG_LEVEL = 'silent';
});

afterAll(async () => {
  await stack?.stop();
});

interface Reply {
  status: number;
  body: { res: string; data: Record<string, { id: string; name: string }> | null; err_msg: string };
}

const post = async (path: string, body: unknown, token: string, key?: string): Promise<Reply> => {
  const res = await fetch(`${stack.url}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token, ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Reply['body'] };
};

const signIn = async (email: string, password: string): Promise<{ token: string; companyId: string }> => {
  const r = (await post('/auth/login', { email, password }, '')) as unknown as {
    body: { data: { user: { apiToken: string; companyId: string } } };
  };
  return { token: r.body.data.user.apiToken, companyId: r.body.data.user.companyId };
};

/** The audit entries that say a unit of this name was added, in the admin's company. */
const additionsOf = async (companyId: string, name: string): Promise<number> => {
  const { db } = await import('@stratum/core/db');
  const entries = await db().entities.auditTrail.query.byCompany({ companyId }).go({ pages: 'all' });
  return entries.data.filter((e) => e.action === 'add' && e.summary.includes(`“${name}”`)).length;
};

describe('a write whose answer timed out, retried with the same Idempotency-Key', () => {
  it('answers "outcome not known", then the retry succeeds once: no 409, no second unit or audit entry', async () => {
    const { demoLogins } = await import('../../../packages/local/src/seed');
    const { token, companyId } = await signIn(demoLogins().admin.email, demoLogins().admin.password);
    const key = randomUUID();
    const name = `Paused unit ${key.slice(0, 8)}`;
    const unit = { name, status: 'Active', strategyPlanOwner: 'No' };

    pauseEmulator('dynamodb');
    let first: Reply;
    try {
      first = await post('/business-unit/add', unit, token, key);
    } finally {
      resumeEmulator('dynamodb');
    }
    expect(first.status).toBe(504);
    expect(first.body).toMatchObject({ res: 'FAILED', err_msg: OUTCOME_UNKNOWN_MESSAGE });

    const retry = await post('/business-unit/add', unit, token, key);
    expect(retry.status).toBe(200);
    expect(retry.body.res).toBe('SUCCESS');
    const again = await post('/business-unit/add', unit, token, key);
    expect(again).toEqual(retry);
    expect(await additionsOf(companyId, name)).toBe(1);

    const other = await post('/business-unit/add', { ...unit, name: `${name} (other)` }, token, key);
    expect(other.status).toBe(422);
    expect(other.body.err_msg).toMatch(/already used for a different request/);
    expect(await additionsOf(companyId, `${name} (other)`)).toBe(0);
  });

  it('never replays one company’s answer to another company’s person using the same key', async () => {
    const { demoLogins } = await import('../../../packages/local/src/seed');
    const acme = (await signIn(demoLogins().admin.email, demoLogins().admin.password)).token;
    const northwind = (await signIn(SECOND_COMPANY.admin.email, SECOND_COMPANY.admin.password)).token;
    const key = randomUUID();
    const unit = { name: `Shared key unit ${key.slice(0, 8)}`, status: 'Active', strategyPlanOwner: 'No' };

    const mine = await post('/business-unit/add', unit, acme, key);
    expect(mine.status).toBe(200);
    const theirs = await post('/business-unit/add', unit, northwind, key);
    expect(theirs.status).toBe(200);
    const mineUnit = mine.body.data?.business_unit;
    const theirUnit = theirs.body.data?.business_unit;
    expect(mineUnit?.id).toBeDefined();
    expect(theirUnit?.id).toBeDefined();
    expect(theirUnit?.id).not.toBe(mineUnit?.id);
  });

  it('an upload whose answer timed out while S3 stalled: "outcome not known", nothing set, then the retry sets it once', async () => {
    const { demoLogins } = await import('../../../packages/local/src/seed');
    const { token, companyId } = await signIn(demoLogins().admin.email, demoLogins().admin.password);
    const { db } = await import('@stratum/core/db');
    const logoChanges = async () =>
      (await db().entities.auditTrail.query.byCompany({ companyId }).go({ pages: 'all' })).data.filter(
        (e) => e.action === 'update-logo',
      ).length;
    const logoKey = async () => (await db().entities.company.get({ companyId }).go()).data?.logoKey;
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const upload = async (key: string) => {
      const form = new FormData();
      form.set('document', new Blob([png], { type: 'image/png' }), 'stalled.png');
      const res = await fetch(`${stack.url}/api/v1/logo-upload/upload-logo`, {
        method: 'POST',
        headers: { token, [IDEMPOTENCY_HEADER]: key },
        body: form,
      });
      return {
        status: res.status,
        body: (await res.json()) as { res: string; data: unknown; err_msg: string },
      };
    };
    const [changesBefore, keyBefore] = [await logoChanges(), await logoKey()];
    const key = randomUUID();

    pauseEmulator('s3');
    let first: Awaited<ReturnType<typeof upload>>;
    try {
      first = await upload(key);
    } finally {
      resumeEmulator('s3');
    }
    expect(first.status).toBe(504);
    expect(first.body).toMatchObject({ res: 'FAILED', err_msg: OUTCOME_UNKNOWN_MESSAGE });
    // S3 answers the held upload now; the request that gave up must not go on to set the logo.
    await new Promise((settled) => setTimeout(settled, 1500));
    expect(await logoChanges()).toBe(changesBefore);
    expect(await logoKey()).toBe(keyBefore);

    const retry = await upload(key);
    expect(retry.status, retry.body.err_msg).toBe(200);
    expect(await upload(key)).toEqual(retry);
    expect(await logoChanges()).toBe(changesBefore + 1);
    expect(await logoKey()).toMatch(/\/logo\/.*stalled\.png$/);
  });

  it('an invitation whose answer timed out while Cognito stalled: "outcome not known", no one added, then the retry adds and invites once', async () => {
    const { demoLogins } = await import('../../../packages/local/src/seed');
    const { token } = await signIn(demoLogins().admin.email, demoLogins().admin.password);
    const email = `stalled-${randomUUID().slice(0, 8)}@example.com`;
    const person = {
      firstName: 'Stella',
      lastName: 'Stalled',
      email,
      giveAccess: true,
      companyRole: 'employee',
    };
    const listed = async () => {
      const res = await fetch(
        `${stack.url}/api/v1/employee/all?limit=5&search=${encodeURIComponent(email)}`,
        {
          headers: { token },
        },
      );
      return ((await res.json()) as { data: { list: Array<{ email: string }> } }).data.list.filter(
        (e) => e.email === email,
      ).length;
    };
    const invitations = async () => {
      const res = await fetch(`${stack.url}/api/v1/company/mails?limit=200`, { headers: { token } });
      return ((await res.json()) as { data: { list: Array<{ to: string; kind: string }> } }).data.list.filter(
        (m) => m.to === email && m.kind === 'invite',
      ).length;
    };
    const key = randomUUID();

    pauseEmulator('cognito');
    let first: Reply;
    try {
      first = await post('/employee/add', person, token, key);
    } finally {
      resumeEmulator('cognito');
    }
    expect(first.status).toBe(504);
    expect(first.body).toMatchObject({ res: 'FAILED', err_msg: OUTCOME_UNKNOWN_MESSAGE });
    // Cognito answers the held call now; the request that gave up must not go on to add the person.
    await new Promise((settled) => setTimeout(settled, 1500));
    expect(await listed()).toBe(0);
    expect(await invitations()).toBe(0);

    const retry = await post('/employee/add', person, token, key);
    expect(retry.status, retry.body.err_msg).toBe(200);
    expect(await post('/employee/add', person, token, key)).toEqual(retry);
    expect(await listed()).toBe(1);
    expect(await invitations()).toBe(1);
  });
});
