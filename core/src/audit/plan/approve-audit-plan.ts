import type { TAuditPlan } from '@stratum/contracts';
import { placementProblems } from '@stratum/rules';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { requireAuditAdmin } from '../access';
import { findPlan, loadPlanned, placed, planDetail } from './plan-store';

/**
 * Approves a plan: who and when are recorded. Refused while an entity is left out or placed
 * against its rank without a reason; conditional on the plan's version, which every change to its
 * entries moves, so what was checked is what is approved.
 */
export const approveAuditPlan = async (
  ctx: Ctx,
  input: { id: string; version: number },
): Promise<TAuditPlan> => {
  const companyId = tenantOf(ctx);
  const before = await findPlan(companyId, input.id);
  await requireAuditAdmin(ctx);
  if (before.version !== input.version)
    throw new AppError(
      'CONFLICT',
      'This plan was changed by someone else since you opened it. Reload it and try again.',
    );
  if (before.approval === 'Approved')
    throw new AppError('CONFLICT', `“${before.title}” is already approved.`);
  const planned = await loadPlanned(companyId, before.planId);
  if (!planned.some((p) => p.included))
    throw new AppError('UNPROCESSABLE', 'Nothing is planned: include at least one audit before approving.');
  const problems = placementProblems(planned.map(placed));
  if (problems.length > 0) {
    const titles = [...new Set(problems.map((p) => planned.find((x) => x.plannedAuditId === p.id)!.title))];
    throw new AppError(
      'UNPROCESSABLE',
      `Give a reason for each entity left out or placed against its rank before approving: ${titles.join(', ')}.`,
    );
  }
  const now = ctx.now.toISOString();
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'audit-plan',
      entityId: before.planId,
      action: 'approve',
      summary: `Audit plan “${before.title}” approved`,
      before: { approval: before.approval },
      after: { approval: 'Approved', approvedBy: ctx.actorName },
    },
    ({ auditPlan }) => [
      auditPlan
        .patch({ companyId, planId: before.planId })
        .set({
          approval: 'Approved',
          approvedById: ctx.employeeId ?? ctx.userId,
          approvedByName: ctx.actorName,
          approvedAt: now,
          updatedAt: now,
        })
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
    ],
  );
  return (await planDetail(companyId, before.planId)).item;
};
