import type { TAddEmployeeRequest, TEmployee } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { newId } from '../../kernel/ids';
import { loadUnits } from '../hierarchy/unit-store';
import { findCompany } from '../../platform';
import { accountItems, invitationItem, withAccess } from './access';
import { fullNameOf } from './derive';
import { viewOf } from './employee-view';
import { checkChange, commitChange, recordOf } from './save-employee';

/**
 * Adds an employee: the record, its email and number claims, the unit's head count (and head),
 * the company's counts and the audit entry in one transaction. With `giveAccess`, their sign-in
 * account and the invitation mail (the outbox sends it) are written in the same transaction.
 */
export const addEmployee = async (ctx: Ctx, input: TAddEmployeeRequest): Promise<{ employee: TEmployee }> => {
  const companyId = tenantOf(ctx);
  const employeeId = newId();
  const now = ctx.now.toISOString();
  const prepare = async () => {
    const units = await loadUnits(companyId);
    const after = recordOf(
      { companyId, employeeId, createdAt: now, version: 1, source: 'manual' },
      input,
      'Active',
      units,
      ctx.now,
    );
    return checkChange(ctx, { companyId, before: null, after, units, account: null, action: 'add' });
  };
  const checked = await prepare();
  const summary = `Employee ${fullNameOf(checked.after)} (${checked.after.email}) added${input.giveAccess ? ` and invited as ${input.companyRole}` : ''}`;

  if (!input.giveAccess) {
    const stored = await commitChange(ctx, checked, { summary, recheck: prepare });
    return viewOf(companyId, stored, checked.units);
  }
  const company = await findCompany(companyId);
  const stored = await withAccess(checked.after, (userId) =>
    commitChange(
      ctx,
      {
        ...checked,
        after: { ...checked.after, userId, access: 'Invited', companyRole: input.companyRole },
      },
      {
        summary,
        recheck: prepare,
        extra: (tx) => [
          ...accountItems(tx, ctx, checked.after, userId, input.companyRole),
          invitationItem(tx, ctx, checked.after, company.companyName),
        ],
      },
    ),
  );
  return viewOf(companyId, stored, checked.units);
};
