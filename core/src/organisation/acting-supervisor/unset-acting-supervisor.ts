import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { fullNameOf } from '../employee/derive';
import { checkManages, companyEmployee, findArrangement } from './acting-store';

const STALE =
  'This acting arrangement was changed by someone else since you opened it. Reload it and try again.';

/** Ends a supervisor's acting arrangement: a delete conditional on the version the caller read. */
export const unsetActingSupervisor = async (
  ctx: Ctx,
  input: { supervisorId: string; version: number },
): Promise<{ item: null }> => {
  const companyId = tenantOf(ctx);
  const supervisor = await companyEmployee(companyId, input.supervisorId, 'supervisorId');
  checkManages(ctx, input.supervisorId);
  const existing = await findArrangement(companyId, input.supervisorId);
  if (!existing) {
    throw new AppError('NOT_FOUND', `supervisorId: no one acts for ${fullNameOf(supervisor)}.`);
  }
  if (existing.version !== input.version) throw new AppError('CONFLICT', STALE);

  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'acting-supervisor',
      entityId: input.supervisorId,
      action: 'unset',
      summary: `Acting arrangement for ${fullNameOf(supervisor)} ended`,
      before: {
        actingSupervisorId: existing.actingSupervisorId,
        from: existing.from,
        to: existing.to,
        reason: existing.reason ?? null,
      },
    },
    ({ actingSupervisor }) => [
      actingSupervisor
        .delete({ companyId, supervisorId: input.supervisorId })
        .where((attr, op) => op.eq(attr.version, input.version))
        .commit(),
    ],
    new AppError('CONFLICT', STALE),
  );
  return { item: null };
};
