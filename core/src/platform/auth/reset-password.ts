import type { TResetPasswordRequest } from '@stratum/contracts';
import { auditEntry } from '../../kernel/audit';
import type { PublicCtx } from '../../kernel/ctx';
import { PLATFORM_TENANT } from '../../kernel/entity';
import { AppError } from '../../kernel/errors';
import { setPassword } from '../../kernel/identity';
import { writeItems } from '../../kernel/change';
import { consumeCode } from './codes';
import { accountsOf } from '../accounts';
import type { AccountItem } from '../entities/account';

/**
 * Sets a new password with an emailed code. The same step completes an invitation or a sign-up:
 * the membership the code was sent for becomes Active (a reset code, which also proves the
 * address, activates every membership still waiting for it).
 */
export const resetPassword = async (
  ctx: PublicCtx,
  input: TResetPasswordRequest,
): Promise<{ password: 'updated'; email: string }> => {
  const accounts = await accountsOf(input.email);
  // A code can only exist for an existing account, so an unknown email fails like a bad code.
  const use = await consumeCode(input.email, input.authKey, ctx.now);
  if (!accounts.some((a) => a.status !== 'Disabled')) {
    throw new AppError('BAD_REQUEST', 'authKey: this code is not valid or has expired. Ask for a new one.');
  }
  try {
    await setPassword(input.email, input.password);
  } catch (e) {
    if ((e as { name?: string }).name === 'InvalidPasswordException') {
      throw new AppError('BAD_REQUEST', `password: ${(e as Error).message}`);
    }
    throw e;
  }
  const waiting = accounts.filter(
    (a) => a.status === 'Invited' && (use.purpose === 'reset' || a.tenantId === use.companyId),
  );
  await Promise.all(waiting.map((account) => activate(ctx, account)));
  return { password: 'updated', email: input.email };
};

/**
 * An invited account becomes Active, with its employee record's copy and an audit entry. A code
 * and a provider's verified email both prove the address, so both accept invitations this way.
 */
export const activate = async (
  ctx: PublicCtx,
  account: AccountItem,
  how = 'set a password and activated their account',
): Promise<void> => {
  await writeItems(({ account: accounts, employee, auditTrail }) => [
    accounts
      .patch({ tenantId: account.tenantId, userId: account.userId })
      .set({ status: 'Active', updatedAt: ctx.now.toISOString() })
      .add({ version: 1 })
      .commit(),
    // the employee record's copy of the account's state (a platform owner has no record)
    ...(account.employeeId && account.tenantId !== PLATFORM_TENANT
      ? [
          employee
            .patch({ companyId: account.tenantId, employeeId: account.employeeId })
            .set({ access: 'Active', updatedAt: ctx.now.toISOString() })
            .add({ version: 1 })
            .commit(),
        ]
      : []),
    ...(account.tenantId === PLATFORM_TENANT
      ? []
      : [
          auditTrail
            .create(
              auditEntry(
                {
                  userId: account.userId,
                  actorName: `${account.firstName} ${account.lastName}`,
                  now: ctx.now,
                },
                {
                  companyId: account.tenantId,
                  entityType: 'account',
                  entityId: account.userId,
                  action: 'activate',
                  summary: `${account.email} ${how}`,
                  before: { status: 'Invited' },
                  after: { status: 'Active' },
                },
              ),
            )
            .commit(),
        ]),
  ]);
};
