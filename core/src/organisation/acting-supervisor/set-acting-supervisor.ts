import type { TActingSupervisor, TSetActingSupervisorRequest } from '@stratum/contracts';
import { changes } from '../../kernel/audit';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { fullNameOf } from '../employee/derive';
import { checkManages, companyEmployee, findArrangement, namesOf, toActing } from './acting-store';
import { dayOf } from './rules';

const STALE =
  'This acting arrangement was changed by someone else since you opened it. Reload it and try again.';

/**
 * Names someone to act for a supervisor from `from` to `to`, replacing the supervisor's current
 * arrangement. Replacing needs the version the caller read (409 when it is missing or stale), so
 * two people cannot overwrite each other; creating is conditional on there being none yet.
 */
export const setActingSupervisor = async (
  ctx: Ctx,
  input: TSetActingSupervisorRequest,
): Promise<{ item: TActingSupervisor }> => {
  const companyId = tenantOf(ctx);
  const today = dayOf(ctx.now);
  const supervisor = await companyEmployee(companyId, input.supervisorId, 'supervisorId');
  checkManages(ctx, input.supervisorId);
  const acting = await companyEmployee(companyId, input.actingSupervisorId, 'actingSupervisorId');
  if (acting.status !== 'Active') {
    throw new AppError(
      'UNPROCESSABLE',
      `actingSupervisorId: ${fullNameOf(acting)} is inactive; choose an active employee.`,
    );
  }
  if (input.to < today) {
    throw new AppError('UNPROCESSABLE', `to: the end date ${input.to} has passed; choose today or later.`);
  }

  const existing = await findArrangement(companyId, input.supervisorId);
  if (existing && input.version === undefined) {
    throw new AppError(
      'CONFLICT',
      `${fullNameOf(supervisor)} already has an acting supervisor. Reload to see it, then replace it.`,
    );
  }
  if (!existing && input.version !== undefined) {
    throw new AppError(
      'CONFLICT',
      'This acting arrangement was ended by someone else since you opened it. Reload and try again.',
    );
  }
  if (existing && existing.version !== input.version) throw new AppError('CONFLICT', STALE);

  const now = ctx.now.toISOString();
  const fields = {
    actingSupervisorId: input.actingSupervisorId,
    from: input.from,
    to: input.to,
    setById: ctx.employeeId ?? ctx.userId,
    setByName: ctx.actorName,
    updatedAt: now,
  };
  const reason = input.reason ?? null;
  const key = { companyId, supervisorId: input.supervisorId };
  const audited = (a: {
    actingSupervisorId: string;
    from: string;
    to: string;
    reason?: string | null | undefined;
  }) => ({
    actingSupervisorId: a.actingSupervisorId,
    from: a.from,
    to: a.to,
    reason: a.reason ?? null,
  });
  const after = audited({ ...fields, reason });
  const diff = existing ? changes(audited(existing), after) : { before: null, after };

  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'acting-supervisor',
      entityId: input.supervisorId,
      action: existing ? 'replace' : 'set',
      summary: `${fullNameOf(acting)} acts for ${fullNameOf(supervisor)} from ${input.from} to ${input.to}`,
      ...diff,
    },
    ({ actingSupervisor }) => [
      existing
        ? (reason === null
            ? actingSupervisor.patch(key).set(fields).remove(['reason'])
            : actingSupervisor.patch(key).set({ ...fields, reason })
          )
            .add({ version: 1 })
            .where((attr, op) => op.eq(attr.version, existing.version))
            .commit()
        : actingSupervisor
            .create({ ...key, ...fields, ...(reason === null ? {} : { reason }), version: 1, createdAt: now })
            .commit(),
    ],
    new AppError('CONFLICT', STALE),
  );
  const item = await findArrangement(companyId, input.supervisorId);
  if (!item) throw new Error('acting arrangement vanished after it was written');
  return { item: toActing(item, await namesOf(companyId, [item]), dayOf(ctx.now)) };
};
