import type { TAddPlannedAuditRequest, TPlannedAudit } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { requireAuditAdmin } from '../access';
import { findProcess } from '../universe/process-store';
import {
  checkReason,
  checkTeam,
  findPlan,
  loadPlanned,
  placed,
  touchPlan,
  viewPlannedOne,
} from './plan-store';

/**
 * Adds to a plan a universe process it does not have yet (one added to the universe after the
 * plan was built), or an audit by hand with its own risk score (a management request).
 */
export const addPlannedAudit = async (ctx: Ctx, input: TAddPlannedAuditRequest): Promise<TPlannedAudit> => {
  const companyId = tenantOf(ctx);
  const plan = await findPlan(companyId, input.planId, 'planId');
  const process = input.processId ? await findProcess(companyId, input.processId, 'processId') : null;
  await requireAuditAdmin(ctx);
  const planned = await loadPlanned(companyId, plan.planId);
  if (process && planned.some((p) => p.processId === process.processId))
    throw new AppError('CONFLICT', `processId: “${process.name}” is already in this plan.`);
  await checkTeam(companyId, input);
  const plannedAuditId = newId();
  const now = ctx.now.toISOString();
  const item = {
    companyId,
    plannedAuditId,
    planId: plan.planId,
    ...(process ? { processId: process.processId, businessUnitId: process.businessUnitId } : {}),
    title: process ? process.name : input.title!,
    riskScore: process ? process.riskScore : (input.riskScore ?? 1),
    quarter: input.quarter,
    included: input.included,
    reason: input.reason,
    ...(input.leadId ? { leadId: input.leadId } : {}),
    memberIds: input.memberIds,
    budgetDays: input.budgetDays,
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  checkReason(placed(item), planned.map(placed));
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'planned-audit',
      entityId: plannedAuditId,
      action: 'add',
      summary: `“${item.title}” added to audit plan “${plan.title}” (Q${item.quarter})`,
      after: { title: item.title, quarter: item.quarter, included: item.included, reason: item.reason },
    },
    (tx) => [
      tx.plannedAudit.create(item).commit(),
      process &&
        tx.auditProcess.patch({ companyId, processId: process.processId }).add({ plannedCount: 1 }).commit(),
      touchPlan(tx, plan, ctx.now),
    ],
  );
  return viewPlannedOne(companyId, plannedAuditId);
};
