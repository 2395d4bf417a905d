import { COMPANY_HEADER } from '@stratum/contracts';
import { findAccountByEmail, verifyProviderIdToken } from '@stratum/core/platform';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  OTHER_CLIENT_ID,
  OTHER_CLIENT_REDIRECT,
  UNVERIFIED_DOMAIN,
  VERIFIED_DOMAIN,
} from '../../../packages/local/src/microsoft';
import { call, get, login, post, stack, type Session } from '../../../tests/support/api';
import { approveAtProvider, startAndApprove } from '../../../tests/support/microsoft';
import { makeTenant, ownerSession, PASSWORD, unique, type Tenant } from '../../../tests/support/world';
import { createHash, randomBytes } from 'node:crypto';

interface SessionUser {
  apiToken: string;
  refreshToken: string;
  companyId: string | null;
  email: string;
  companies: { companyId: string }[];
}

const callback = (body: { code: string; state: string }) =>
  post<{ user: SessionUser }>('/auth/microsoft/callback', body);

/** The company's employees as a session sees them, acting in that company. */
const employeesSeen = (token: string, companyId: string) =>
  call<{ list: { email: string; access?: string }[] }>('GET', '/employee/all', {
    token,
    query: { pageSize: 100 },
    headers: { [COMPANY_HEADER]: companyId },
  });

/** The administrator invites a person: a membership waiting for them to prove the address. */
const invite = async (tenant: Tenant, email: string) => {
  const r = await post<{ employee: { id: string } }>(
    '/employee/add',
    { firstName: 'Morgan', lastName: 'Contoso', email, giveAccess: true },
    tenant.admin.token,
  );
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data.employee.id;
};

const accessOf = async (tenant: Tenant, email: string) => {
  const r = await employeesSeen(tenant.admin.token, tenant.companyId);
  return r.body.data.list.find((e) => e.email === email)?.access;
};

describe('sign in with Microsoft (OpenID Connect, code flow with PKCE)', () => {
  let owner: Session;
  let tenant: Tenant;
  const member = `${unique('member')}@${VERIFIED_DOMAIN}`;

  beforeAll(async () => {
    stack();
    owner = await ownerSession();
    tenant = await makeTenant(owner, 'ms');
    await invite(tenant, member);
  });

  it('signs an invited member in, accepting the invitation, and the session works, renews and ends', async () => {
    expect(await accessOf(tenant, member)).toBe('Invited');
    const back = await startAndApprove(member);
    expect(back.location.pathname).toBe('/auth/microsoft/callback');
    const r = await callback(back);
    expect(r.status, r.body.err_msg).toBe(200);
    const user = r.body.data.user;
    expect(user.email).toBe(member);
    expect(user.companyId).toBe(tenant.companyId);
    expect(await accessOf(tenant, member)).toBe('Active');

    const seen = await employeesSeen(user.apiToken, tenant.companyId);
    expect(seen.status).toBe(200);

    const renewed = await post<{ apiToken: string }>('/auth/refresh', { refreshToken: user.refreshToken });
    expect(renewed.status, renewed.body.err_msg).toBe(200);
    expect((await employeesSeen(renewed.body.data.apiToken, tenant.companyId)).status).toBe(200);

    const out = await post('/auth/sign-out', { refreshToken: user.refreshToken }, user.apiToken);
    expect(out.status).toBe(200);
    expect((await employeesSeen(user.apiToken, tenant.companyId)).status).toBe(401);
    expect((await post('/auth/refresh', { refreshToken: user.refreshToken })).status).toBe(401);
  });

  it('refuses a state this server never issued, and signs nobody in', async () => {
    const back = await startAndApprove(member);
    const forged = randomBytes(32).toString('base64url');
    const r = await callback({ code: back.code, state: forged });
    expect(r.status).toBe(401);
    expect(r.body.res).toBe('FAILED');
    expect(r.body.err_msg).toMatch(/Start again/);
    expect(r.body.data).not.toHaveProperty('user');
  });

  it('refuses a replayed callback: the state and the code work once', async () => {
    const back = await startAndApprove(member);
    expect((await callback(back)).status).toBe(200);
    const again = await callback(back);
    expect(again.status).toBe(401);
    expect(again.body.err_msg).toMatch(/already used|Start again/);
  });

  it('refuses a code carried to another sign-in: the PKCE verifier does not match', async () => {
    const victim = await startAndApprove(member);
    const attacker = await post<{ url: string; state: string }>('/auth/mslogin', {});
    const r = await callback({ code: victim.code, state: attacker.body.data.state });
    expect(r.status).toBe(401);
  });

  it('refuses an ID token issued to another application (wrong audience)', async () => {
    const { env } = stack();
    const issuer = env.MS_OIDC_ISSUER!;
    const verifier = randomBytes(32).toString('base64url');
    const nonce = randomBytes(16).toString('base64url');
    const authorize = new URL(`${issuer}/auth`);
    for (const [k, v] of Object.entries({
      client_id: OTHER_CLIENT_ID,
      redirect_uri: OTHER_CLIENT_REDIRECT,
      response_type: 'code',
      scope: 'openid email',
      state: 'another-apps-state-000',
      nonce,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    })) {
      authorize.searchParams.set(k, v);
    }
    const back = await approveAtProvider(authorize.toString(), member);
    const token = await fetch(`${issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: back.code,
        redirect_uri: OTHER_CLIENT_REDIRECT,
        client_id: OTHER_CLIENT_ID,
        code_verifier: verifier,
      }),
    });
    const { id_token: idToken } = (await token.json()) as { id_token: string };
    expect(typeof idToken).toBe('string');
    await expect(verifyProviderIdToken(idToken, nonce)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });

    // and another application's code does not become a Stratum session either
    const theirs = await approveAtProvider(authorize.toString(), member);
    const started = await post<{ state: string }>('/auth/mslogin', {});
    expect((await callback({ code: theirs.code, state: started.body.data.state })).status).toBe(401);
  });

  it('refuses an email Microsoft has not verified, and changes nothing', async () => {
    const unverified = `${unique('unverified')}@${UNVERIFIED_DOMAIN}`;
    await invite(tenant, unverified);
    const r = await callback(await startAndApprove(unverified));
    expect(r.status).toBe(403);
    expect(r.body.err_msg).toMatch(/did not confirm your email address/);
    expect(await accessOf(tenant, unverified)).toBe('Invited');
  });

  it('refuses a verified address no company has invited, and creates nothing', async () => {
    const stranger = `${unique('stranger')}@${VERIFIED_DOMAIN}`;
    const r = await callback(await startAndApprove(stranger));
    expect(r.status).toBe(403);
    expect(r.body.err_msg).toMatch(/not a member of any company/);
    // nothing was made for them: no account of the address exists, and a second try is the same
    expect(await findAccountByEmail(stranger)).toBeNull();
    expect((await callback(await startAndApprove(stranger))).status).toBe(403);
  });

  it('a company that asks for Microsoft sign-in refuses its members’ passwords, old sessions included', async () => {
    const strict = await makeTenant(owner, 'strict');
    const person = `${unique('strict')}@${VERIFIED_DOMAIN}`;
    await invite(strict, person);
    const company = await get<{ company: { version: number } }>(
      '/company/get-by-id',
      { id: strict.companyId },
      owner.token,
    );
    const set = await post(
      '/company/set-require-microsoft-sign-in',
      { id: strict.companyId, version: company.body.data.company.version, requireMicrosoftSignIn: 'Yes' },
      owner.token,
    );
    expect(set.status, set.body.err_msg).toBe(200);

    // the administrator's password session, made before the switch, is refused now
    const before = await employeesSeen(strict.admin.token, strict.companyId);
    expect(before.status).toBe(403);
    expect(before.body.err_msg).toMatch(/sign in with Microsoft/);
    const password = await post('/auth/login', { email: strict.employee.email, password: PASSWORD });
    expect(password.status).toBe(403);
    expect(password.body.err_msg).toMatch(/sign in with Microsoft/);

    const r = await callback(await startAndApprove(person));
    expect(r.status, r.body.err_msg).toBe(200);
    expect((await employeesSeen(r.body.data.user.apiToken, strict.companyId)).status).toBe(200);
    // a wrong password still gets the same answer as ever: the setting is told only to the owner of the password
    const wrong = await post('/auth/login', { email: strict.employee.email, password: 'Wrong!2026pass' });
    expect(wrong.status).toBe(401);
  });

  it('other companies’ password sessions are unaffected', async () => {
    const s = await login(tenant.admin.email, PASSWORD);
    expect((await employeesSeen(s.token, tenant.companyId)).status).toBe(200);
  });
});
