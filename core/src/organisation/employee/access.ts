import type { TCompanyRole } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { EMAIL_SCOPE, sendSetPasswordMail, withNewIdentity } from '../../platform/accounts';
import { findAccountByEmail } from '../../platform/auth/session-user';
import { findCompany } from '../../platform/company/get-company';
import type { EmployeeItem } from '../entities/employee';
import type { TxEntities } from '../../kernel/transact';

const emailTaken = (email: string) =>
  new AppError(
    'CONFLICT',
    `email: ${email} already signs in to Stratum (here or with another company), so it cannot be given access again. Use another email address.`,
  );

/**
 * Creates the employee's sign-in identity (group employee, their company and employee id) and lets
 * `write` store the account in one transaction; the identity is removed again if that fails. An
 * email that already signs in to Stratum — an account, or an identity without one — is refused.
 */
export const withAccess = async <T>(
  e: Pick<EmployeeItem, 'companyId' | 'employeeId' | 'email'>,
  write: (userId: string) => Promise<T>,
): Promise<T> => {
  if (await findAccountByEmail(e.email)) throw emailTaken(e.email);
  try {
    return await withNewIdentity(
      { email: e.email, group: 'employee', companyId: e.companyId, employeeId: e.employeeId },
      write,
    );
  } catch (error) {
    if ((error as { name?: string }).name === 'UsernameExistsException') throw emailTaken(e.email);
    throw error;
  }
};

/** The account of a newly invited employee and its platform-wide email claim. */
export const accountItems = (
  tx: TxEntities,
  ctx: Ctx,
  e: Pick<EmployeeItem, 'companyId' | 'employeeId' | 'email' | 'firstName' | 'lastName'>,
  userId: string,
  companyRole: TCompanyRole,
): unknown[] => {
  const now = ctx.now.toISOString();
  return [
    tx.unique.create({ scope: EMAIL_SCOPE, value: e.email, ownerId: userId }).commit(),
    tx.account
      .create({
        tenantId: e.companyId,
        userId,
        email: e.email,
        role: 'employee',
        companyRole,
        employeeId: e.employeeId,
        firstName: e.firstName,
        lastName: e.lastName,
        status: 'Invited',
        createdAt: now,
        updatedAt: now,
      })
      .commit(),
  ];
};

/** Emails the invitation: a link to choose a password, which activates the account. */
export const sendInvitation = async (
  ctx: Ctx,
  e: Pick<EmployeeItem, 'companyId' | 'email' | 'firstName'>,
): Promise<void> => {
  const company = await findCompany(e.companyId);
  await sendSetPasswordMail({
    email: e.email,
    firstName: e.firstName,
    purpose: 'invite',
    companyName: company.companyName,
    now: ctx.now,
  });
};
