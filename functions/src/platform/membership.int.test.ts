import { COMPANY_HEADER } from '@stratum/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, post, type Session } from '../../../tests/support/api';
import {
  acceptMailedCode,
  makeTenant,
  ownerSession,
  PASSWORD,
  unique,
  type Tenant,
} from '../../../tests/support/world';

interface Membership {
  companyId: string;
  companyName: string;
  companyRole: string;
  employeeId: string | null;
}
interface SessionUser {
  apiToken: string;
  companyId: string | null;
  companies: Membership[];
}

/** Adds the person to a company's records with access, as its administrator does. */
const invite = (tenant: Tenant, email: string, firstName: string) =>
  post<{ employee: { id: string } }>(
    '/employee/add',
    { firstName, lastName: 'Consultant', email, giveAccess: true },
    tenant.admin.token,
  );

/** Follows the invitation mail of one company: its code sets the password. */
const accept = (email: string, companyName: string) =>
  acceptMailedCode(email, new RegExp(`invited to ${companyName}`));

const signIn = async (email: string, companyId?: string) => {
  const r = await post<{ user: SessionUser }>('/auth/login', {
    email,
    password: PASSWORD,
    ...(companyId ? { companyId } : {}),
  });
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data.user;
};

/** The employees the person sees, acting in the named company. */
const employeesSeen = async (token: string, companyId: string) => {
  const r = await call<{ list: { email: string }[] }>('GET', '/employee/all', {
    token,
    query: { pageSize: 100 },
    headers: { [COMPANY_HEADER]: companyId },
  });
  return { status: r.status, emails: r.status === 200 ? r.body.data.list.map((e) => e.email) : [] };
};

describe('one person in several companies', () => {
  let owner: Session;
  let a: Tenant;
  let b: Tenant;
  let c: Tenant;
  const pat = `${unique('pat')}@corp.example`;

  beforeAll(async () => {
    owner = await ownerSession();
    [a, b, c] = await Promise.all([
      makeTenant(owner, 'member-a'),
      makeTenant(owner, 'member-b'),
      makeTenant(owner, 'member-c'),
    ]);
  });

  it('is invited by B first, and A can still give them access; each invitation works on its own', async () => {
    expect((await invite(b, pat, 'Pat')).status).toBe(200);
    const fromA = await invite(a, pat, 'Pat');
    expect(fromA.status, fromA.body.err_msg).toBe(200);

    await accept(pat, a.companyName);
    await accept(pat, b.companyName);
    const user = await signIn(pat);
    expect(user.companies.map((m) => m.companyId).sort()).toEqual([a.companyId, b.companyId].sort());
    expect(user.companies.every((m) => m.companyRole === 'employee')).toBe(true);
  });

  it('sees only the data of the company they act in, and is refused a company they do not belong to', async () => {
    const user = await signIn(pat, a.companyId);
    expect(user.companyId).toBe(a.companyId);

    const inA = await employeesSeen(user.apiToken, a.companyId);
    expect(inA.status).toBe(200);
    expect(inA.emails).toContain(a.admin.email);
    expect(inA.emails).not.toContain(b.admin.email);

    const inB = await employeesSeen(user.apiToken, b.companyId);
    expect(inB.status).toBe(200);
    expect(inB.emails).toContain(b.admin.email);
    expect(inB.emails).not.toContain(a.admin.email);

    const inC = await employeesSeen(user.apiToken, c.companyId);
    expect(inC.status).toBe(403);
    // the refusal does not end the session
    expect((await employeesSeen(user.apiToken, a.companyId)).status).toBe(200);
  });

  it('keeps A’s access when B revokes its own', async () => {
    const inB = await call<{ list: { id: string; email: string }[] }>('GET', '/employee/all', {
      token: b.admin.token,
      query: { search: pat },
    });
    const patInB = inB.body.data.list.find((e) => e.email === pat)!;
    const revoked = await post('/employee/revoke-access', { id: patInB.id }, b.admin.token);
    expect(revoked.status, revoked.body.err_msg).toBe(200);

    const user = await signIn(pat);
    expect(user.companies.map((m) => m.companyId)).toEqual([a.companyId]);
    expect(user.companyId).toBe(a.companyId);
    expect((await employeesSeen(user.apiToken, a.companyId)).status).toBe(200);
    // B was Pat's first company (its invitation made the identity): naming it now is a session
    // that no longer holds there (401), as for anyone whose access was revoked
    expect((await employeesSeen(user.apiToken, b.companyId)).status).toBe(401);
  });

  it('lets a company administrator of one company be a plain employee of another', async () => {
    const fromB = await invite(b, a.admin.email, 'Ada');
    expect(fromB.status, fromB.body.err_msg).toBe(200);
    await accept(a.admin.email, b.companyName);
    const ada = await login(a.admin.email, PASSWORD);
    const user = await signIn(a.admin.email, b.companyId);
    expect(user.companies.find((m) => m.companyId === a.companyId)?.companyRole).toBe('administrator');
    expect(user.companies.find((m) => m.companyId === b.companyId)?.companyRole).toBe('employee');
    // acting in B, A's administrator is no administrator
    const addInB = await call('POST', '/employee/add', {
      token: ada.token,
      body: { firstName: 'Not', lastName: 'Allowed', email: `${unique('no')}@example.com` },
      headers: { [COMPANY_HEADER]: b.companyId },
    });
    expect(addInB.status).toBe(403);
  });
});
