import type { TDeleteFindingRequest } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { FIELDWORKERS, openEngagementAs, raced, requireOpen } from '../engagement/engagement-store';
import { findArtefact } from '../fieldwork/artefacts';

/**
 * Deletes a finding while it is a draft that was never approved: once a reviewer approved it,
 * its sign-offs speak of it and it stays (it can be changed and approved again).
 */
export const deleteFinding = async (ctx: Ctx, input: TDeleteFindingRequest): Promise<{ id: string }> => {
  const { engagement } = await openEngagementAs(ctx, input.engagementId, FIELDWORKERS);
  requireOpen(engagement);
  const item = await findArtefact(engagement.companyId, engagement.engagementId, 'finding', input.id);
  if (item.version !== input.version) throw raced('finding');
  if (item.status !== 'Draft' || item.changedAfterApproval) {
    throw new AppError('UNPROCESSABLE', 'Only a draft finding that was never approved can be deleted.');
  }
  await writeChange(
    ctx,
    {
      companyId: item.companyId,
      entityType: 'audit-finding',
      entityId: item.artefactId,
      action: 'delete',
      summary: `Audit “${engagement.title}”: finding “${item.title}” deleted`,
      before: { title: item.title, rating: item.rating },
    },
    (tx) => [
      tx.auditFinding
        .delete({ companyId: item.companyId, engagementId: item.engagementId, artefactId: item.artefactId })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
    ],
    raced('finding'),
  );
  return { id: item.artefactId };
};
