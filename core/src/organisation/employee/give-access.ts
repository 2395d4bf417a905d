import type { TEmployee } from '@stratum/contracts';
import type { AuditInput } from '../../kernel/audit';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { setIdentityEnabled } from '../../kernel/identity';
import type { EmployeeItem } from '../entities/employee';
import { findCompany } from '../../platform';
import { accountItems, invitationItem, withAccess } from './access';
import { fullNameOf } from './derive';
import { accountOf, findEmployee } from './employee-store';
import { viewOf } from './employee-view';
import { accountChange, employeeAccessChange } from './save-employee';

const audit = (
  e: EmployeeItem,
  action: string,
  summary: string,
  before: string,
  after: string,
): AuditInput => ({
  companyId: e.companyId,
  entityType: 'employee',
  entityId: e.employeeId,
  action,
  summary,
  before: { access: before },
  after: { access: after },
});

/**
 * Gives an active employee their sign-in: the Cognito identity, the account (Invited, as a plain
 * employee), the employee's `userId` and the invitation mail (the outbox sends it) in one
 * transaction. Still invited: the invitation is queued again. Switched off (revoked or
 * deactivated): the sign-in is switched back on and a fresh invitation queued.
 */
export const giveEmployeeAccess = async (
  ctx: Ctx,
  input: { id: string },
): Promise<{ employee: TEmployee }> => {
  const companyId = tenantOf(ctx);
  const e = await findEmployee(companyId, input.id);
  const name = fullNameOf(e);
  if (e.status !== 'Active') {
    throw new AppError('CONFLICT', `${name} is inactive: reactivate them before giving them access.`);
  }
  const account = await accountOf(companyId, e);
  if (account?.status === 'Active') throw new AppError('CONFLICT', `${name} already has access.`);
  const { companyName } = await findCompany(companyId);

  if (account?.status === 'Invited') {
    await writeChange(
      ctx,
      audit(e, 'resend-invitation', `Invitation sent again to ${name} (${e.email})`, 'Invited', 'Invited'),
      (tx) => [invitationItem(tx, ctx, e, companyName)],
    );
    return viewOf(companyId, e);
  }

  if (account) {
    // Switched on first: if the write below fails, the account still refuses them.
    await setIdentityEnabled(account.email, true);
    await writeChange(
      ctx,
      audit(e, 'give-access', `Access given back to ${name}; invitation sent`, 'Disabled', 'Invited'),
      (tx) => [
        accountChange(tx, account, { status: 'Invited' }, ctx.now.toISOString()),
        employeeAccessChange(
          tx,
          e,
          { access: 'Invited', companyRole: account.companyRole },
          ctx.now.toISOString(),
        ),
        invitationItem(tx, ctx, e, companyName),
      ],
    );
    return viewOf(companyId, {
      ...e,
      access: 'Invited',
      companyRole: account.companyRole,
      version: e.version + 1,
      updatedAt: ctx.now.toISOString(),
    });
  }

  const updated: EmployeeItem = await withAccess(e, async (userId) => {
    const next: EmployeeItem = {
      ...e,
      userId,
      access: 'Invited',
      companyRole: 'employee',
      version: e.version + 1,
      updatedAt: ctx.now.toISOString(),
    };
    await writeChange(
      ctx,
      audit(e, 'give-access', `Access given to ${name}; invitation sent to ${e.email}`, 'None', 'Invited'),
      (tx) => [
        accountItems(tx, ctx, e, userId, 'employee'),
        invitationItem(tx, ctx, e, companyName),
        tx.employee
          .patch({ companyId, employeeId: e.employeeId })
          .set({ userId, access: 'Invited', companyRole: 'employee', updatedAt: next.updatedAt })
          .add({ version: 1 })
          .where((a, op) => `${op.eq(a.version, e.version)} AND ${op.eq(a.status, 'Active')}`)
          .commit(),
      ],
      new AppError('CONFLICT', `${name} was changed by someone else a moment ago. Reload and try again.`),
    );
    return next;
  });
  return viewOf(companyId, updated);
};
