import type { TCompanyRole } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { queueMail } from '../../kernel/outbox';
import { accountsOf, invitationMail, withIdentity } from '../../platform';
import type { EmployeeItem } from '../entities/employee';
import type { TxEntities, TxItem } from '../../kernel/transact';

const notGivable = (email: string, why: string) =>
  new AppError(
    'CONFLICT',
    `email: ${email} ${why}, so it cannot be given access. Use another email address.`,
  );

/**
 * Lets `write` store the employee's account (a membership of this company) in one transaction,
 * with the person's identity: the one the address already signs in with, at any company, or a new
 * one. What other companies do with the address never stops this one: only a membership of this
 * very company, or the platform owner's address, is refused.
 */
export const withAccess = async <T>(
  e: Pick<EmployeeItem, 'companyId' | 'employeeId' | 'email'>,
  write: (userId: string) => Promise<T>,
): Promise<T> => {
  const accounts = await accountsOf(e.email);
  if (accounts.some((a) => a.role === 'holder')) throw notGivable(e.email, 'is the platform owner’s');
  if (accounts.some((a) => a.tenantId === e.companyId)) {
    throw notGivable(e.email, 'already has access to this company');
  }
  return withIdentity(
    { email: e.email, group: 'employee', companyId: e.companyId, employeeId: e.employeeId },
    write,
  );
};

/** The account of a newly invited employee: their membership of this company. */
export const accountItems = (
  tx: TxEntities,
  ctx: Ctx,
  e: Pick<EmployeeItem, 'companyId' | 'employeeId' | 'email' | 'firstName' | 'lastName'>,
  userId: string,
  companyRole: TCompanyRole,
): TxItem[] => {
  const now = ctx.now.toISOString();
  return [
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

/**
 * The invitation mail, queued in the transaction that makes (or reopens) the membership: the
 * sender mails it with a fresh code, so SES being slow or down never holds up or fails the change.
 */
export const invitationItem = (
  tx: TxEntities,
  ctx: Ctx,
  e: Pick<EmployeeItem, 'companyId' | 'email' | 'firstName'>,
  companyName: string,
): TxItem =>
  queueMail(
    tx,
    ctx,
    invitationMail({ email: e.email, firstName: e.firstName, companyId: e.companyId, companyName }),
  );
