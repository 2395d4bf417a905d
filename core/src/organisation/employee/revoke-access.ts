import type { TEmployee } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { forgetCallers, syncIdentityEnabled } from '../../platform';
import { fullNameOf } from './derive';
import { accountOf, anotherActiveAdmin, findEmployee, isActiveAdmin } from './employee-store';
import { viewOf } from './employee-view';
import { accountChange, employeeAccessChange, stillAdmin } from './save-employee';

/** The message when a change would leave the company without an administrator who can sign in. */
export const lastAdmin = (name: string, field = '') =>
  new AppError(
    'CONFLICT',
    `${field ? `${field}: ` : ''}${name} is the company’s last active administrator: make someone else an administrator first.`,
  );

/**
 * Switches an employee's sign-in off (the record stays active): the account is Disabled in one
 * audited transaction, then the Cognito user, and the gate forgets remembered callers. Not the
 * caller's own, and not the last active administrator's.
 */
export const revokeEmployeeAccess = async (
  ctx: Ctx,
  input: { id: string },
): Promise<{ employee: TEmployee }> => {
  const companyId = tenantOf(ctx);
  const e = await findEmployee(companyId, input.id);
  const name = fullNameOf(e);
  const account = await accountOf(companyId, e);
  if (!account || account.status === 'Disabled') {
    throw new AppError('CONFLICT', `${name} has no access to revoke.`);
  }
  if (e.employeeId === ctx.employeeId) {
    throw new AppError('CONFLICT', 'You cannot revoke your own access: ask another administrator to do it.');
  }
  const other = isActiveAdmin(account) ? await anotherActiveAdmin(companyId, account.userId) : null;
  if (isActiveAdmin(account) && !other) throw lastAdmin(name);

  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'employee',
      entityId: e.employeeId,
      action: 'revoke-access',
      summary: `Access of ${name} (${e.email}) revoked`,
      before: { access: account.status },
      after: { access: 'Disabled' },
    },
    (tx) => [
      accountChange(tx, account, { status: 'Disabled' }, ctx.now.toISOString()),
      employeeAccessChange(tx, e, { access: 'Disabled' }, ctx.now.toISOString()),
      other ? stillAdmin(tx, companyId, other) : null,
    ],
    new AppError(
      'CONFLICT',
      `${name}’s access or the company’s administrators changed a moment ago. Reload and try again.`,
    ),
  );
  await syncIdentityEnabled(account.email);
  forgetCallers();
  return viewOf(companyId, {
    ...e,
    access: 'Disabled',
    companyRole: account.companyRole,
    version: e.version + 1,
    updatedAt: ctx.now.toISOString(),
  });
};
