import type { TAuditFollowUp } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { db } from '../../db';
import { AppError } from '../../kernel/errors';
import { requireAuditAdmin } from '../access';
import { findFollowUp, findPlan, touchPlan } from './plan-store';
import { viewFollowUp } from './follow-ups';

export const deleteAuditFollowUp = async (
  ctx: Ctx,
  input: { id: string; version: number },
): Promise<TAuditFollowUp> => {
  const companyId = tenantOf(ctx);
  const before = await findFollowUp(companyId, input.id);
  const plan = await findPlan(companyId, before.planId);
  await requireAuditAdmin(ctx);
  const started = await db()
    .entities.auditFollowUpAudit.get({ companyId, followUpId: before.followUpId })
    .go();
  if (started.data) {
    throw new AppError(
      'UNPROCESSABLE',
      'A follow-up audit was started from this entry: it stays on the plan with its retests and reports.',
    );
  }
  const view = await viewFollowUp(companyId, before.followUpId);
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'audit-follow-up',
      entityId: before.followUpId,
      action: 'delete',
      summary: `Follow-up “${before.title}” deleted from audit plan “${plan.title}”`,
      before: { title: before.title, quarter: before.quarter },
    },
    (tx) => [
      tx.auditFollowUp
        .delete({ companyId, followUpId: before.followUpId })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
      touchPlan(tx, plan, ctx.now),
      // a follow-up audit started meanwhile keeps its entry
      tx.auditFollowUpAudit
        .check({ companyId, followUpId: before.followUpId })
        .where((a, op) => op.notExists(a.followUpId))
        .commit(),
    ],
  );
  return view;
};
