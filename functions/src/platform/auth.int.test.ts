import { beforeAll, describe, expect, it } from 'vitest';
import { get, login, post, type Session } from '../../../tests/support/api';
import { authKeyIn, latestMailTo, sentMail } from '../../../tests/support/mail';
import {
  acceptMailedCode,
  makeTenant,
  ownerSession,
  PASSWORD,
  recordEmployee,
  unique,
  type Tenant,
} from '../../../tests/support/world';

let owner: Session;
let tenant: Tenant;

beforeAll(async () => {
  owner = await ownerSession();
  tenant = await makeTenant(owner, 'auth-suite');
});

describe('auth/login', () => {
  it('returns the session user with the id copied into uid, and a working apiToken', async () => {
    const r = await post<{ user: Record<string, unknown> }>('/auth/login', {
      email: tenant.admin.email,
      password: PASSWORD,
    });
    expect(r.body.res).toBe('SUCCESS');
    const user = r.body.data.user;
    expect(user).toMatchObject({
      uid: user.id,
      role: 'employee',
      companyRole: 'administrator',
      companyId: tenant.companyId,
      companyName: tenant.companyName,
      fullName: 'Ada Admin',
    });
    expect(typeof user.apiToken).toBe('string');
    const state = await get('/module/all-company-module-state', {}, user.apiToken as string);
    expect(state.status).toBe(200);
  });

  it('answers an unknown email and a wrong password with the same 401', async () => {
    const unknown = await post('/auth/login', {
      email: `${unique('nobody')}@example.com`,
      password: PASSWORD,
    });
    const wrong = await post('/auth/login', { email: tenant.employee.email, password: 'Wrong!2026pass' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.err_msg).toBe('The email or password is incorrect.');
  });

  it('closes an account to sign-in after five failures, even with the right password', async () => {
    const email = `${unique('victim')}@example.com`;
    await recordEmployee(tenant.admin.token, email);
    await post('/auth/sign-up', { email });
    await acceptMailedCode(email, /signing up/);
    for (let i = 0; i < 5; i++)
      expect((await post('/auth/login', { email, password: `Wrong!${i}pass` })).status).toBe(401);
    const locked = await post('/auth/login', { email, password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.body.err_msg).toMatch(/Too many failed sign-in attempts\. Try again in \d+ minutes?\./);
  });
  it('forgives an account’s failures when its owner then signs in', async () => {
    const email = `${unique('forgiven')}@example.com`;
    await recordEmployee(tenant.admin.token, email);
    await post('/auth/sign-up', { email });
    await acceptMailedCode(email, /signing up/);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++)
        expect((await post('/auth/login', { email, password: 'Wrong!1pass' })).status).toBe(401);
      expect((await post('/auth/login', { email, password: PASSWORD })).status).toBe(200);
    }
  });
});

/** A person on the tenant's records who signed up, and the code of the reset they then asked for. */
const resetKeyOf = async (email: string): Promise<string> => {
  await recordEmployee(tenant.admin.token, email);
  await post('/auth/sign-up', { email });
  await acceptMailedCode(email, /signing up/);
  await post('/auth/forgot-password', { email });
  return authKeyIn(await latestMailTo(email, /Reset your Stratum password/));
};

describe('auth/forgot-password and auth/reset-password', () => {
  it('answers the same whether or not the account exists, and mails only a real account', async () => {
    const ghost = `${unique('ghost')}@example.com`;
    const before = (await sentMail()).length;
    const r = await post('/auth/forgot-password', { email: ghost });
    expect(r.body).toEqual({ res: 'SUCCESS', data: { email: ghost }, err_msg: '' });
    // Other files send mail at the same time, so the check is on what was sent since, not a count:
    // nothing to the address, and nothing that names it (no mail about it to anyone else).
    const since = (await sentMail()).slice(before);
    expect(since.filter((m) => m.destination.to.includes(ghost))).toHaveLength(0);
    expect(since.filter((m) => JSON.stringify(m).includes(ghost))).toHaveLength(0);
  });

  it('resets with the mailed code once; the old password stops working and the code cannot be reused', async () => {
    const email = `${unique('forgetful')}@example.com`;
    await recordEmployee(tenant.admin.token, email);
    await post('/auth/sign-up', { email });
    await acceptMailedCode(email, /signing up/);

    await post('/auth/forgot-password', { email });
    const key = authKeyIn(await latestMailTo(email, /Reset your Stratum password/));
    const wrongKey = await post('/auth/reset-password', {
      email,
      password: 'Fresh!2026pass',
      authKey: `${key}x`,
    });
    expect(wrongKey.status).toBe(400);
    expect(wrongKey.body.err_msg).toMatch(/^authKey: /);

    const ok = await post('/auth/reset-password', { email, password: 'Fresh!2026pass', authKey: key });
    expect(ok.body).toEqual({ res: 'SUCCESS', data: { password: 'updated', email }, err_msg: '' });
    expect(JSON.stringify(ok.body)).not.toContain('Fresh!2026pass');
    expect((await post('/auth/login', { email, password: PASSWORD })).status).toBe(401);
    expect((await login(email, 'Fresh!2026pass')).userId).toBeTruthy();

    const reused = await post('/auth/reset-password', { email, password: 'Other!2026pass', authKey: key });
    expect(reused.status).toBe(400);
  });

  it('spends the code after five wrong guesses even when they are sent at once, refusing each with 400', async () => {
    const email = `${unique('guessed')}@example.com`;
    const key = await resetKeyOf(email);

    const guesses = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        post('/auth/reset-password', { email, password: 'Guess!2026pass', authKey: `${key}${n}` }),
      ),
    );
    expect(guesses.map((g) => g.status)).toEqual([400, 400, 400, 400, 400]);
    for (const g of guesses) expect(g.body.err_msg).toMatch(/^authKey: /);

    const late = await post('/auth/reset-password', { email, password: 'Fresh!2026pass', authKey: key });
    expect(late.status, 'the right code after five wrong guesses').toBe(400);
    expect((await login(email, PASSWORD)).userId, 'the password is unchanged').toBeTruthy();
  });

  it('lets one of two uses of the right code sent at once through, and refuses the other', async () => {
    const email = `${unique('twice')}@example.com`;
    const key = await resetKeyOf(email);

    const uses = await Promise.all(
      ['First!2026pass', 'Second!2026pass'].map((password) =>
        post('/auth/reset-password', { email, password, authKey: key }),
      ),
    );
    expect(uses.map((u) => u.status).sort()).toEqual([200, 400]);
  });

  it('refuses a weak password, naming the rule', async () => {
    const r = await post('/auth/reset-password', {
      email: tenant.employee.email,
      password: 'short',
      authKey: 'whatever1',
    });
    expect(r.status).toBe(400);
    expect(r.body.err_msg).toMatch(/^password: must be at least 8 characters/);
  });
});

describe('auth/sign-up', () => {
  /** The answer minus the address it echoes: what must not differ from one address to another. */
  const shapeOf = (r: Awaited<ReturnType<typeof post>>, email: string) => ({
    status: r.status,
    body: JSON.stringify(r.body).replaceAll(email, '<email>'),
  });

  it('answers an address on record, one with an account, a disabled one and a stranger alike; the mail says which', async () => {
    const fresh = `${unique('newbie')}@example.com`;
    await recordEmployee(tenant.admin.token, fresh);
    const stranger = `${unique('stranger')}@example.com`;
    const answers = await Promise.all(
      [fresh, tenant.employee.email, stranger].map(async (email) =>
        shapeOf(await post('/auth/sign-up', { email }), email),
      ),
    );
    expect(answers[0]).toEqual({
      status: 200,
      body: JSON.stringify({ res: 'SUCCESS', data: { email: '<email>' }, err_msg: '' }),
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);

    expect((await latestMailTo(fresh)).subject).toMatch(/Finish signing up/);
    const told = await latestMailTo(tenant.employee.email, /already have a Stratum account/);
    expect(told.body.text).toMatch(/Sign in with it, or reset your password/);
    expect((await sentMail()).some((m) => m.destination.to.includes(stranger))).toBe(false);
  });

  it('creates the account of a person on record, who then signs in; signing up again only mails them', async () => {
    const email = `${unique('newbie')}@example.com`;
    await recordEmployee(tenant.admin.token, email);
    expect((await post('/auth/sign-up', { email })).status).toBe(200);
    const person = await acceptMailedCode(email, /signing up/);
    expect(person.companyId).toBe(tenant.companyId);
    const again = await post('/auth/sign-up', { email });
    expect(again.body).toEqual({ res: 'SUCCESS', data: { email }, err_msg: '' });
    expect((await latestMailTo(email, /already have/)).subject).toBe('You already have a Stratum account');
    expect((await login(email, PASSWORD)).userId, 'the account still signs in').toBeTruthy();
  });
});

describe('auth/refresh and auth/sign-out', () => {
  it('refreshes a session, and after sign-out neither its token nor its refresh token works', async () => {
    const session = await login(tenant.employee.email, PASSWORD);
    const other = await login(tenant.employee.email, PASSWORD);
    const refreshed = await post<{ apiToken: string }>('/auth/refresh', {
      refreshToken: session.refreshToken,
    });
    expect(refreshed.status).toBe(200);
    expect((await get('/module/all-company-module-state', {}, refreshed.body.data.apiToken)).status).toBe(
      200,
    );

    const out = await post('/auth/sign-out', { refreshToken: session.refreshToken }, session.token);
    expect(out.body).toMatchObject({ res: 'SUCCESS', data: { signedOut: true } });
    const after = await get('/module/all-company-module-state', {}, session.token);
    expect(after.status).toBe(401);
    expect(after.body.err_msg).toMatch(/signed out/);
    expect((await post('/auth/refresh', { refreshToken: session.refreshToken })).status).toBe(401);
    // Only that session ended.
    expect((await get('/module/all-company-module-state', {}, other.token)).status).toBe(200);
  });
});

describe('company status', () => {
  it('shuts a suspended company’s people out until the owner reactivates it', async () => {
    const t = await makeTenant(owner, 'suspended');
    const company = await get<{
      company: { version: number; companyName: string; eFirstName: string; eLastName: string; email: string };
    }>('/company/get-by-id', { id: t.companyId }, owner.token);
    const c = company.body.data.company;
    const fields = {
      companyName: c.companyName,
      eFirstName: c.eFirstName,
      eLastName: c.eLastName,
      email: c.email,
    };
    await post(
      '/company/update',
      { id: t.companyId, version: c.version, ...fields, status: 'Inactive' },
      owner.token,
    );
    const refused = await get('/module/all-company-module-state', {}, t.admin.token);
    expect(refused.status).toBe(403);
    expect(refused.body.err_msg).toMatch(/suspended/);
    await post(
      '/company/update',
      { id: t.companyId, version: c.version + 1, ...fields, status: 'Active' },
      owner.token,
    );
    expect((await get('/module/all-company-module-state', {}, t.admin.token)).status).toBe(200);
  });
});
