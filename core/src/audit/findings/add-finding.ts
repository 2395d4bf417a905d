import type { TAddFindingRequest, TFinding } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { newId } from '../../kernel/ids';
import type { AuditFindingItem } from '../entities/finding';
import { openForFieldwork } from '../fieldwork/artefact-edit';
import { reviewView } from '../fieldwork/artefacts';
import { namesOf } from '../people';
import { checkFindingLinks, rootCausesOf } from './finding-checks';
import { toFinding } from './finding-view';

/** Adds a finding prepared by the caller to an open engagement (its lead, performers, admins). */
export const addFinding = async (ctx: Ctx, input: TAddFindingRequest): Promise<TFinding> => {
  const engagement = await openForFieldwork(ctx, input.engagementId);
  const links = await checkFindingLinks(ctx, engagement, input);
  const now = ctx.now.toISOString();
  const item = {
    companyId: engagement.companyId,
    engagementId: engagement.engagementId,
    artefactId: newId(),
    status: 'Draft' as const,
    changedAfterApproval: false,
    reviewNote: '',
    preparerId: ctx.employeeId ?? '',
    title: input.title,
    criteria: input.criteria,
    condition: input.condition,
    cause: input.cause,
    effect: input.effect,
    rootCauses: rootCausesOf(input.rootCauses),
    rating: input.rating,
    recommendation: input.recommendation,
    ...links,
    version: 1,
    createdAt: now,
    updatedAt: now,
  } satisfies AuditFindingItem;
  await writeChange(
    ctx,
    {
      companyId: item.companyId,
      entityType: 'audit-finding',
      entityId: item.artefactId,
      action: 'add',
      summary: `Audit “${engagement.title}”: finding “${item.title}” added`,
      after: { title: item.title, rating: item.rating },
    },
    (tx) => [tx.auditFinding.create(item).commit()],
  );
  return toFinding(ctx, item, reviewView(item, await namesOf(item.companyId, [item.preparerId])));
};
