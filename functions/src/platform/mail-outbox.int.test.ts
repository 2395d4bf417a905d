import { MAX_ATTEMPTS } from '@stratum/core/kernel/outbox';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { get, login, post, type Session } from '../../../tests/support/api';
import { demoLogins } from '../../../packages/local/src/seed';
import { latestMailTo, storedMail } from '../../../tests/support/mail';
import {
  acceptMailedCode,
  makeTenant,
  ownerSession,
  recordEmployee,
  unique,
  type Tenant,
} from '../../../tests/support/world';
import { pauseEmulator, resumeEmulator } from '../../../packages/local/src/faults';
import { drainMail } from '../mailer';

interface Mail {
  id: string;
  kind: string;
  to: string;
  subject: string;
  state: 'queued' | 'sent' | 'failed' | 'skipped';
  attempts: number;
  lastAttemptAt: string | null;
  sentAt: string | null;
  lastError: string | null;
}

let owner: Session;
let t: Tenant;
let other: Tenant;

beforeAll(async () => {
  owner = await ownerSession();
  [t, other] = await Promise.all([makeTenant(owner, 'outbox'), makeTenant(owner, 'outbox-other')]);
});

// A test that fails half-way must not leave SES stopped for the files that run after it.
afterEach(() => resumeEmulator('ses'));

const mailsTo = async (admin: Session, email: string): Promise<Mail[]> => {
  const r = await get<{ list: Mail[] }>('/company/mails', { limit: 200 }, admin.token);
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data.list.filter((m) => m.to === email);
};

const storedTo = async (email: string) =>
  (await storedMail()).filter((m) => m.destination.to.includes(email));

const invite = (admin: Session, email: string) =>
  post<{ employee: { access: string } }>(
    '/employee/add',
    { firstName: 'Ines', lastName: unique('Vite'), email, giveAccess: true, companyRole: 'employee' },
    admin.token,
  );

describe('the mail outbox with SES stopped', () => {
  it('adds an invited employee while SES is paused; the invitation goes out once SES is back, once', async () => {
    const email = `${unique('invitee')}@example.com`;
    pauseEmulator('ses');
    const added = await invite(t.admin, email);
    expect(added.status, added.body.err_msg).toBe(200);
    expect(added.body.data.employee.access).toBe('Invited');
    // the administrator sees the invitation waiting
    expect(await mailsTo(t.admin, email)).toMatchObject([
      { kind: 'invite', state: 'queued', attempts: 0, subject: expect.stringMatching(/invited/) },
    ]);
    resumeEmulator('ses');
    // nothing was sent meanwhile (the store is read without draining the outbox)
    expect(await storedTo(email)).toEqual([]);

    await latestMailTo(email, /invited/);
    expect(await storedTo(email)).toHaveLength(1);
    await drainMail();
    await drainMail();
    expect(await storedTo(email)).toHaveLength(1);
    expect(await mailsTo(t.admin, email)).toMatchObject([{ state: 'sent', attempts: 1, lastError: null }]);
    expect((await mailsTo(t.admin, email))[0]!.sentAt).not.toBeNull();
    // and its link works: the person sets a password and signs in
    expect((await acceptMailedCode(email, /invited/)).token).toBeTruthy();
  });

  it('answers forgot-password and sign-up alike for a known and an unknown address while SES is paused', async () => {
    const known = `${unique('known')}@example.com`;
    await recordEmployee(t.admin.token, known);
    await post('/auth/sign-up', { email: known });
    await acceptMailedCode(known, /signing up/);
    const onRecord = `${unique('on-record')}@example.com`;
    await recordEmployee(t.admin.token, onRecord);
    const ghost = `${unique('ghost')}@example.com`;

    pauseEmulator('ses');
    const answers = await Promise.all([
      post('/auth/forgot-password', { email: known }),
      post('/auth/forgot-password', { email: ghost }),
      post('/auth/sign-up', { email: onRecord }),
      post('/auth/sign-up', { email: ghost }),
    ]);
    resumeEmulator('ses');
    const emails = [known, ghost, onRecord, ghost];
    answers.forEach((r, i) => {
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ res: 'SUCCESS', data: { email: emails[i] }, err_msg: '' });
    });

    // once SES is back, the real account gets its reset and the person on record their sign-up
    await latestMailTo(known, /Reset your Stratum password/);
    await latestMailTo(onRecord, /signing up/);
    expect(await storedTo(ghost)).toEqual([]);
  });

  it('gives a mail up as failed after its retries, shows why, and sends it when resent', async () => {
    const email = `${unique('unlucky')}@example.com`;
    expect((await invite(t.admin, email)).status).toBe(200);

    // SES never answers: every attempt is cut after a moment, each retry is due later; the
    // sender's clock is moved past each backoff instead of waiting for it
    pauseEmulator('ses');
    let clock = Date.now();
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await drainMail({ companyId: t.companyId, now: new Date(clock), sendTimeoutMs: 200 });
      clock += 3 * 60 * 60_000;
    }
    resumeEmulator('ses');
    const [failed] = await mailsTo(t.admin, email);
    expect(failed).toMatchObject({
      state: 'failed',
      attempts: MAX_ATTEMPTS,
      lastError: 'The mail service did not answer in time.',
    });
    // a failed mail is not tried again by itself
    await drainMail({ companyId: t.companyId, now: new Date(clock) });
    expect((await mailsTo(t.admin, email))[0]).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS });

    // another company's administrator cannot see or resend it
    expect((await mailsTo(other.admin, email)).length).toBe(0);
    const foreign = await post('/company/resend-mail', { id: failed!.id }, other.admin.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.res).toBe('FAILED');
    // a plain employee may not resend
    expect((await post('/company/resend-mail', { id: failed!.id }, t.employee.token)).status).toBe(403);

    const resent = await post<{ mail: Mail }>('/company/resend-mail', { id: failed!.id }, t.admin.token);
    expect(resent.status, resent.body.err_msg).toBe(200);
    expect(resent.body.data.mail).toMatchObject({ state: 'queued', attempts: 0, lastError: null });
    // resending what is already queued is refused, and changes nothing
    const twice = await post('/company/resend-mail', { id: failed!.id }, t.admin.token);
    expect(twice.status).toBe(409);
    expect((await mailsTo(t.admin, email))[0]).toMatchObject({ state: 'queued', attempts: 0 });

    // the resent invitation arrives with a fresh code that works
    expect((await acceptMailedCode(email, /invited/)).token).toBeTruthy();
    expect((await mailsTo(t.admin, email))[0]).toMatchObject({ state: 'sent', attempts: 1 });
  });

  it('refuses a malformed mail id with 400 and an unknown one with 404', async () => {
    const bad = await post('/company/resend-mail', { id: 'nope' }, t.admin.token);
    expect(bad.status).toBe(400);
    expect(bad.body.res).toBe('FAILED');
    const missing = await post('/company/resend-mail', { id: '01ARZ3NDEKTSV4RRFFQ69G5FAV' }, t.admin.token);
    expect(missing.status).toBe(404);
  });

  it('shows the demo company’s administrator the mails its seeding queued', async () => {
    const { admin } = demoLogins();
    const session = await login(admin.email, admin.password);
    const r = await get<{ list: Mail[]; total: number }>('/company/mails', { limit: 200 }, session.token);
    expect(r.status).toBe(200);
    expect(r.body.data.list.map((m) => m.kind)).toContain('invite');
    expect(r.body.data.list.some((m) => m.to === admin.email)).toBe(true);
  });
});
