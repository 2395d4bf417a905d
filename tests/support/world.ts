import { newId } from '@stratum/core/kernel/ids';
import { demoLogins } from '../../packages/local/src/seed';
import { get, login, post, stack, type Session } from './api';
import { authKeyIn, latestMailTo, sentMail } from './mail';

export const PASSWORD = 'Test!2026pass';

export interface Person extends Session {
  email: string;
}

export interface Tenant {
  companyId: string;
  companyName: string;
  admin: Person;
  employee: Person;
}

export const unique = (label: string): string => `${label}-${newId().slice(-10).toLowerCase()}`;

export const ownerSession = (): Promise<Session> => {
  stack();
  const { owner } = demoLogins();
  return login(owner.email, owner.password);
};

/** The platform owner sets one of a company's settings (`/company/<action>`) at its current version. */
export const setCompanySetting = async (
  owner: Session,
  companyId: string,
  action: string,
  setting: Record<string, unknown>,
): Promise<void> => {
  const current = await get<{ company: { version: number } }>(
    '/company/get-by-id',
    { id: companyId },
    owner.token,
  );
  if (current.status !== 200) throw new Error(`company ${companyId}: ${current.body.err_msg}`);
  const r = await post(
    `/company/${action}`,
    { id: companyId, version: current.body.data.company.version, ...setting },
    owner.token,
  );
  if (r.status !== 200) throw new Error(`${action}: ${r.body.err_msg}`);
};

/**
 * Follows the emailed link the way a person does: the code from the mail sets the password. A
 * person with several such mails takes the newest that works: two senders (each test file runs
 * one) may deliver a resent mail before the one it replaced, so the last delivered is not always
 * the last sent, and a replaced code is refused.
 */
export const acceptMailedCode = async (
  email: string,
  subject: RegExp,
  password = PASSWORD,
): Promise<Person> => {
  await latestMailTo(email, subject);
  const tried = new Set<string>();
  let refusal = '';
  for (let i = 0; i < 50; i++) {
    const mails = (await sentMail())
      .filter((m) => m.destination.to.includes(email) && subject.test(m.subject))
      .reverse();
    for (const mail of mails) {
      const authKey = authKeyIn(mail);
      if (tried.has(authKey)) continue;
      tried.add(authKey);
      const reset = await post('/auth/reset-password', { email, password, authKey });
      if (reset.status === 200) return { ...(await login(email, password)), email };
      refusal = reset.body.err_msg;
    }
    // the mail with the live code may still be on its way
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`reset for ${email}: ${refusal}`);
};

/**
 * Puts a person on a company's records the way an administrator does (employee/add, no access
 * yet): they can then sign up with that email.
 */
export const recordEmployee = async (adminToken: string, email: string): Promise<string> => {
  const r = await post<{ employee: { id: string } }>(
    '/employee/add',
    { firstName: 'Emma', lastName: 'Ployee', email },
    adminToken,
  );
  if (r.status !== 200) throw new Error(`employee/add ${email}: ${r.status} ${r.body.err_msg}`);
  return r.body.data.employee.id;
};

/**
 * A company made through the API by the owner: its administrator accepts the invitation, and a
 * plain employee on its records signs up. Each person has a live session.
 */
export const makeTenant = async (owner: Session, label = 'tenant'): Promise<Tenant> => {
  const companyName = `${unique(label)} Ltd`;
  const adminEmail = `${unique('admin')}@example.com`;
  const added = await post<{ company: { id: string } }>(
    '/company/add',
    { companyName, eFirstName: 'Ada', eLastName: 'Admin', email: adminEmail, status: 'Active' },
    owner.token,
  );
  if (added.status !== 200) throw new Error(`company/add: ${added.body.err_msg}`);
  const companyId = added.body.data.company.id;
  const admin = await acceptMailedCode(adminEmail, /invited/);

  const employeeEmail = `${unique('emp')}@example.com`;
  await recordEmployee(admin.token, employeeEmail);
  const signUp = await post('/auth/sign-up', { email: employeeEmail });
  if (signUp.status !== 200) throw new Error(`sign-up: ${signUp.body.err_msg}`);
  const employee = await acceptMailedCode(employeeEmail, /signing up/);
  return { companyId, companyName, admin, employee };
};
