import { db } from '../../db';
import { writeChange } from '../../kernel/change';
import type { PublicCtx } from '../../kernel/ctx';
import { AppError, isAppError } from '../../kernel/errors';
import { appLink, sendMail } from '../../kernel/mail';
import { EMAIL_SCOPE, sendSetPasswordMail, withNewIdentity } from '../accounts';
import { findAccountByEmail } from './session-user';

/**
 * Sign-up is for people a company already has on record: it creates their account and emails a
 * code to choose a password, which proves they own the address.
 *
 * The answer is the same for every address, so it tells no one whether an address has an account
 * or is on any company's record: the mail says what happened. An active account is mailed how to
 * sign in or reset; a disabled one whom to ask; an address no company has on record gets nothing.
 */
export const signUp = async (ctx: PublicCtx, input: { email: string }): Promise<{ email: string }> => {
  const existing = await findAccountByEmail(input.email);
  if (existing?.status === 'Active' || existing?.status === 'Disabled') {
    await sendAccountExistsMail(existing.firstName, input.email, existing.status);
    return { email: input.email };
  }

  const { employee, company } = db().entities;
  const onRecord = (await employee.query.byEmail({ email: input.email }).go()).data.filter(
    (e) => e.status === 'Active',
  );
  const companies = await Promise.all(onRecord.map((e) => company.get({ companyId: e.companyId }).go()));
  const match = onRecord.find((_, i) => companies[i]?.data?.status === 'Active');
  const matchCompany = companies.find((c) => c.data?.companyId === match?.companyId)?.data;
  if (!match || !matchCompany) return { email: input.email };

  if (!existing) {
    const made = await withNewIdentity(
      { email: input.email, group: 'employee', companyId: match.companyId, employeeId: match.employeeId },
      (userId) => {
        const now = ctx.now.toISOString();
        const actor = { userId, actorName: `${match.firstName} ${match.lastName}`, now: ctx.now };
        return writeChange(
          actor,
          {
            companyId: match.companyId,
            entityType: 'account',
            entityId: userId,
            action: 'sign-up',
            summary: `${input.email} signed up`,
            after: { email: input.email, status: 'Invited' },
          },
          ({ unique, account, employee: employees }) => [
            unique.create({ scope: EMAIL_SCOPE, value: input.email, ownerId: userId }).commit(),
            account
              .create({
                tenantId: match.companyId,
                userId,
                email: input.email,
                role: 'employee',
                companyRole: 'employee',
                employeeId: match.employeeId,
                firstName: match.firstName,
                lastName: match.lastName,
                status: 'Invited',
                createdAt: now,
                updatedAt: now,
              })
              .commit(),
            employees
              .patch({ companyId: match.companyId, employeeId: match.employeeId })
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
        // the same sign-up sent twice at once: the other one made the account and mails the code
        if (isAppError(e) && e.code === 'CONFLICT') return false;
        throw e;
      },
    );
    if (!made) return { email: input.email };
  }
  await sendSetPasswordMail({
    email: input.email,
    firstName: match.firstName,
    purpose: 'sign-up',
    companyName: matchCompany.companyName,
    now: ctx.now,
  });
  return { email: input.email };
};

/** What someone who already has an account is told when they (or someone) try to sign up again. */
const sendAccountExistsMail = (firstName: string, email: string, status: 'Active' | 'Disabled') =>
  sendMail({
    to: email,
    subject: 'You already have a Stratum account',
    paragraphs: [
      `Hello ${firstName},`,
      status === 'Active'
        ? 'Someone asked to create a Stratum account for this address, but it already has one. Sign in with it, or reset your password if you have forgotten it. If it was not you, you can ignore this email.'
        : 'Someone asked to create a Stratum account for this address. Its account has been disabled: ask your company administrator if you need it again.',
    ],
    ...(status === 'Active'
      ? { action: { label: 'Sign in', url: appLink('/app/sessions/signIn', {}) } }
      : {}),
  });
