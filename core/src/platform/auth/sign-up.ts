import { db } from '../../db';
import { writeChange } from '../../kernel/change';
import type { PublicCtx } from '../../kernel/ctx';
import { PLATFORM_TENANT } from '../../kernel/entity';
import { AppError, isAppError } from '../../kernel/errors';
import { appLink, type Mail } from '../../kernel/mail';
import { queueMailAlone } from '../../kernel/outbox';
import { accountsOf, setPasswordMail, withIdentity } from '../accounts';

/**
 * Sign-up is for people a company already has on record. The request only queues a `sign-up` mail
 * (one write, the same for every address), so its answer and its time tell no one whether an
 * address has an account or is on any company's record, and SES being down changes neither. The
 * work happens when the sender takes the mail (`signUpMail`).
 */
export const signUp = async (ctx: PublicCtx, input: { email: string }): Promise<{ email: string }> => {
  await queueMailAlone(
    { companyId: PLATFORM_TENANT, kind: 'sign-up', to: input.email, subject: 'Sign-up' },
    ctx.now,
  );
  return { email: input.email };
};

/**
 * What a queued sign-up becomes when the sender takes it: the membership of the company that has
 * the address on record (and the person's identity, if they have none yet) and a mail with a code
 * to choose a password, which proves they own the address. Someone whose every record already has
 * its membership is mailed how to sign in (or, disabled, whom to ask); an address no company has
 * on record gets nothing (null). Run again after a failed send, it finds the membership it made
 * and mails a fresh code.
 */
export const signUpMail = async (to: string, now: Date): Promise<Mail | null> => {
  const input = { email: to };
  const ctx = { now };
  const { employee, company } = db().entities;
  const [accounts, records] = await Promise.all([
    accountsOf(input.email),
    employee.query.byEmail({ email: input.email }).go(),
  ]);
  const active = records.data.filter((e) => e.status === 'Active');
  const companies = await Promise.all(active.map((e) => company.get({ companyId: e.companyId }).go()));
  const onRecord = active.flatMap((record, i) => {
    const where = companies[i]?.data;
    return where?.status === 'Active' ? [{ record, company: where }] : [];
  });
  const membershipOf = (companyId: string) => accounts.find((a) => a.tenantId === companyId);
  const holder = accounts.some((a) => a.role === 'holder');

  const open = holder ? undefined : onRecord.find((r) => !membershipOf(r.record.companyId));
  const waiting = onRecord.find((r) => membershipOf(r.record.companyId)?.status === 'Invited');
  const target = open ?? waiting;
  if (!target) {
    const known =
      accounts.find((a) => a.status === 'Active') ?? accounts.find((a) => a.status === 'Disabled');
    return known
      ? accountExistsMail(known.firstName, input.email, known.status === 'Active' ? 'Active' : 'Disabled')
      : null;
  }

  const { record, company: where } = target;
  if (open) {
    const made = await withIdentity(
      { email: input.email, group: 'employee', companyId: record.companyId, employeeId: record.employeeId },
      (userId) => {
        const now = ctx.now.toISOString();
        const actor = { userId, actorName: `${record.firstName} ${record.lastName}`, now: ctx.now };
        return writeChange(
          actor,
          {
            companyId: record.companyId,
            entityType: 'account',
            entityId: userId,
            action: 'sign-up',
            summary: `${input.email} signed up`,
            after: { email: input.email, status: 'Invited' },
          },
          ({ account, employee: employees }) => [
            account
              .create({
                tenantId: record.companyId,
                userId,
                email: input.email,
                role: 'employee',
                companyRole: 'employee',
                employeeId: record.employeeId,
                firstName: record.firstName,
                lastName: record.lastName,
                status: 'Invited',
                createdAt: now,
                updatedAt: now,
              })
              .commit(),
            employees
              .patch({ companyId: record.companyId, employeeId: record.employeeId })
              .set({ userId, access: 'Invited', companyRole: 'employee', updatedAt: now })
              .add({ version: 1 })
              .commit(),
          ],
          new AppError('CONFLICT', 'email: an account already exists for this email.'),
        );
      },
    ).then(
      () => true,
      (e: unknown) => {
        // the same sign-up sent twice at once: the other one made the membership and mails the code
        if (isAppError(e) && e.code === 'CONFLICT') return false;
        throw e;
      },
    );
    // the same sign-up taken twice at once: the other one made the membership and mails the code
    if (!made) return null;
  }
  return setPasswordMail({
    email: input.email,
    firstName: record.firstName,
    purpose: 'sign-up',
    companyId: record.companyId,
    companyName: where.companyName,
    now: ctx.now,
  });
};

/** What someone who already has an account is told when they (or someone) try to sign up again. */
const accountExistsMail = (firstName: string, email: string, status: 'Active' | 'Disabled'): Mail => ({
  to: email,
  subject: 'You already have a Stratum account',
  paragraphs: [
    `Hello ${firstName},`,
    status === 'Active'
      ? 'Someone asked to create a Stratum account for this address, but it already has one. Sign in with it, or reset your password if you have forgotten it. If it was not you, you can ignore this email.'
      : 'Someone asked to create a Stratum account for this address. Its account has been disabled: ask your company administrator if you need it again.',
  ],
  ...(status === 'Active' ? { action: { label: 'Sign in', url: appLink('/app/sessions/signIn', {}) } } : {}),
});
