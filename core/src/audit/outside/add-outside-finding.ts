import type { TAddOutsideFindingRequest, TOutsideFinding } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import type { AuditOutsideFindingItem } from '../entities/outside-finding';
import { checkRisksAndOwners, rootCausesOf } from '../findings/finding-checks';
import { businessUnit } from '../people';
import { auditStanding, toOutsideFinding } from './outside-store';

/**
 * Records a finding raised outside an engagement (spec §2 `issue-tracker/add-finding`): audit
 * administrators and the audit team; the engagement finding's checks (risks of the register with
 * their controls, active MR owners), and a business unit of the company when one is named.
 */
export const addOutsideFinding = async (
  ctx: Ctx,
  input: TAddOutsideFindingRequest,
): Promise<TOutsideFinding> => {
  const companyId = tenantOf(ctx);
  const standing = await auditStanding(ctx);
  if (!standing.admin && !standing.onAuditTeam) {
    throw new AppError(
      'FORBIDDEN',
      'Only the audit team and Audit Management administrators record findings outside an audit.',
    );
  }
  if (input.unitId) await businessUnit(companyId, input.unitId, 'unitId');
  const links = await checkRisksAndOwners(ctx, companyId, input);
  const now = ctx.now.toISOString();
  const item = {
    companyId,
    findingId: newId(),
    source: input.source,
    reference: input.reference,
    unitId: input.unitId ?? '',
    raisedOn: input.raisedOn,
    title: input.title,
    criteria: input.criteria,
    condition: input.condition,
    cause: input.cause,
    effect: input.effect,
    rootCauses: rootCausesOf(input.rootCauses),
    rating: input.rating,
    recommendation: input.recommendation,
    ...links,
    raisedById: ctx.employeeId ?? '',
    raisedByName: ctx.actorName,
    version: 1,
    createdAt: now,
    updatedAt: now,
  } satisfies AuditOutsideFindingItem;
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'audit-outside-finding',
      entityId: item.findingId,
      action: 'add',
      summary: `Finding “${item.title}” recorded from ${item.source.toLowerCase()} (${item.reference})`,
      after: { title: item.title, rating: item.rating, source: item.source },
    },
    (tx) => [tx.auditOutsideFinding.create(item).commit()],
  );
  return toOutsideFinding(ctx, item, true);
};
