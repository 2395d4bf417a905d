import type { TCompanyRole, TEmployee } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { forgetCallers } from '../../platform';
import { fullNameOf } from './derive';
import { accountOf, anotherActiveAdmin, findEmployee, isActiveAdmin } from './employee-store';
import { viewOf } from './employee-view';
import { lastAdmin } from './revoke-access';
import { accountChange, employeeAccessChange, stillAdmin } from './save-employee';

/**
 * Makes an employee with an account a company administrator or a plain employee. Taking an active
 * administrator's role away is conditional, in its transaction, on another one staying so; the
 * gate forgets remembered callers, so the new role holds from the next call.
 */
export const updateEmployeeRole = async (
  ctx: Ctx,
  input: { id: string; companyRole: TCompanyRole },
): Promise<{ employee: TEmployee }> => {
  const companyId = tenantOf(ctx);
  const e = await findEmployee(companyId, input.id);
  const name = fullNameOf(e);
  const account = await accountOf(companyId, e);
  if (!account) {
    throw new AppError('CONFLICT', `companyRole: ${name} has no sign-in yet: give them access first.`);
  }
  if (account.companyRole === input.companyRole) return viewOf(companyId, e);

  const demoted = isActiveAdmin(account) && input.companyRole !== 'administrator';
  const other = demoted ? await anotherActiveAdmin(companyId, account.userId) : null;
  if (demoted && !other) throw lastAdmin(name, 'companyRole');

  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'employee',
      entityId: e.employeeId,
      action: 'update-role',
      summary: `${name} is now ${input.companyRole === 'administrator' ? 'a company administrator' : 'a plain employee'}`,
      before: { companyRole: account.companyRole ?? null },
      after: { companyRole: input.companyRole },
    },
    (tx) => [
      accountChange(tx, account, { companyRole: input.companyRole }, ctx.now.toISOString()),
      employeeAccessChange(
        tx,
        e,
        { access: account.status, companyRole: input.companyRole },
        ctx.now.toISOString(),
      ),
      other ? stillAdmin(tx, companyId, other) : null,
    ],
    new AppError(
      'CONFLICT',
      `companyRole: ${name}’s account or the company’s administrators changed a moment ago. Reload and try again.`,
    ),
  );
  forgetCallers();
  return viewOf(companyId, {
    ...e,
    access: account.status,
    companyRole: input.companyRole,
    version: e.version + 1,
    updatedAt: ctx.now.toISOString(),
  });
};
