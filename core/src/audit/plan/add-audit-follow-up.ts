import type { TAddAuditFollowUpRequest, TAuditFollowUp } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { newId } from '../../kernel/ids';
import { requireAuditAdmin } from '../access';
import { findPlan, touchPlan } from './plan-store';
import { checkFollowUpRefs, followUpFields, viewFollowUp } from './follow-ups';

export const addAuditFollowUp = async (
  ctx: Ctx,
  input: TAddAuditFollowUpRequest,
): Promise<TAuditFollowUp> => {
  const companyId = tenantOf(ctx);
  const plan = await findPlan(companyId, input.planId, 'planId');
  await checkFollowUpRefs(companyId, plan.planId, input);
  await requireAuditAdmin(ctx);
  const followUpId = newId();
  const now = ctx.now.toISOString();
  const fields = followUpFields(input);
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'audit-follow-up',
      entityId: followUpId,
      action: 'add',
      summary: `Follow-up “${fields.title}” added to audit plan “${plan.title}”`,
      after: fields,
    },
    (tx) => [
      tx.auditFollowUp
        .create({
          companyId,
          followUpId,
          planId: plan.planId,
          ...fields,
          version: 1,
          createdAt: now,
          updatedAt: now,
        })
        .commit(),
      touchPlan(tx, plan, ctx.now),
    ],
  );
  return viewFollowUp(companyId, followUpId);
};
