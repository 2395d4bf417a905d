import type { TAuditPlan } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { requireAuditAdmin } from '../access';
import { findPlan, loadFollowUps, loadPlanned, planDetail } from './plan-store';

/**
 * Deletes a plan that was never approved, with its entries and follow-ups, in one transaction;
 * an approved plan is a record of a decision and stays (set it not active instead).
 */
export const deleteAuditPlan = async (
  ctx: Ctx,
  input: { id: string; version: number },
): Promise<TAuditPlan> => {
  const companyId = tenantOf(ctx);
  const before = await findPlan(companyId, input.id);
  await requireAuditAdmin(ctx);
  if (before.approvedAt)
    throw new AppError(
      'CONFLICT',
      `“${before.title}” has been approved: set it not active instead of deleting it.`,
    );
  const [view, planned, followUps] = await Promise.all([
    planDetail(companyId, before.planId),
    loadPlanned(companyId, before.planId),
    loadFollowUps(companyId, before.planId),
  ]);
  if (planned.length * 2 + followUps.length > 95)
    throw new AppError(
      'UNPROCESSABLE',
      'This plan is too large to delete in one step: set it not active instead.',
    );
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'audit-plan',
      entityId: before.planId,
      action: 'delete',
      summary: `Audit plan “${before.title}” (${before.year}) deleted`,
      before: { title: before.title, year: before.year, planned: planned.length },
    },
    ({ auditPlan, plannedAudit, auditProcess, auditFollowUp }) => [
      auditPlan
        .delete({ companyId, planId: before.planId })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
      ...planned
        .flatMap((p) => [
          plannedAudit.delete({ companyId, plannedAuditId: p.plannedAuditId }).commit(),
          p.processId
            ? auditProcess.patch({ companyId, processId: p.processId }).subtract({ plannedCount: 1 }).commit()
            : [],
        ])
        .flat(),
      ...followUps.map((f) => auditFollowUp.delete({ companyId, followUpId: f.followUpId }).commit()),
    ],
  );
  return view.item;
};
