import { db } from '../../db';
import { writeChange } from '../../kernel/change';
import type { PublicCtx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { EMAIL_SCOPE, sendSetPasswordMail, withNewIdentity } from '../accounts';
import { findAccountByEmail } from './session-user';

/**
 * Sign-up is for people a company already has on record: it creates their account and emails a
 * code to choose a password, which proves they own the address.
 */
export const signUp = async (ctx: PublicCtx, input: { email: string }): Promise<{ email: string }> => {
  const existing = await findAccountByEmail(input.email);
  if (existing?.status === 'Active') {
    throw new AppError(
      'CONFLICT',
      'email: an account already exists for this email. Sign in, or reset your password.',
    );
  }
  if (existing?.status === 'Disabled') {
    throw new AppError('FORBIDDEN', 'This account has been disabled. Please contact your administrator.');
  }

  const { employee, company } = db().entities;
  const onRecord = (await employee.query.byEmail({ email: input.email }).go()).data.filter(
    (e) => e.status === 'Active',
  );
  const companies = await Promise.all(onRecord.map((e) => company.get({ companyId: e.companyId }).go()));
  const match = onRecord.find((_, i) => companies[i]?.data?.status === 'Active');
  const matchCompany = companies.find((c) => c.data?.companyId === match?.companyId)?.data;
  if (!match || !matchCompany) {
    throw new AppError(
      'UNPROCESSABLE',
      'email: no company has this email on record. Ask your company administrator to add you.',
    );
  }

  if (!existing) {
    await withNewIdentity(
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
    );
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
