import type { TEmployee } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { loadUnits } from '../hierarchy/unit-store';
import { fullNameOf } from './derive';
import { accountOf } from './employee-store';
import { viewOf } from './employee-view';
import { NO_HEAD_FLAGS } from './rules';
import { checkChange, commitChange } from './save-employee';
import { employeeAt } from './update-employee';

/**
 * "Deleting" an employee deactivates them: their history stays, they leave their unit's head count
 * and any unit they headed, and their sign-in is switched off at once. Not the caller themselves,
 * and not the company's last active administrator.
 */
export const deleteEmployee = async (
  ctx: Ctx,
  input: { id: string; version: number },
): Promise<{ employee: TEmployee }> => {
  const companyId = tenantOf(ctx);
  const prepare = async () => {
    const before = await employeeAt(companyId, input.id, input.version);
    if (before.status === 'Inactive') {
      throw new AppError('CONFLICT', `${fullNameOf(before)} is already inactive.`);
    }
    const [units, account] = await Promise.all([loadUnits(companyId), accountOf(companyId, before)]);
    const after = {
      ...before,
      ...NO_HEAD_FLAGS,
      status: 'Inactive' as const,
      version: before.version + 1,
      updatedAt: ctx.now.toISOString(),
    };
    return checkChange(ctx, { companyId, before, after, units, account, action: 'deactivate' });
  };
  const checked = await prepare();
  const stored = await commitChange(ctx, checked, {
    summary: `Employee ${fullNameOf(checked.after)} deactivated`,
    recheck: prepare,
  });
  return viewOf(companyId, stored, checked.units);
};
