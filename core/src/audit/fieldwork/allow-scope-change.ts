import type { TAllowScopeChangeRequest, TScope } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { openEngagementAs, raced, requireOpen, SUPERVISORS } from '../engagement/engagement-store';
import { namesOf } from '../people';
import { findArtefact, toScope } from './artefacts';
import { nextStatus } from './review-rules';

/**
 * Opens an approved scope for change (spec §4 "allow scope change"; its lead or a reviewer): the
 * reason is required and kept on the scope and in the trail; the scope is a draft again, "changed
 * after approval", and needs approving anew. Its earlier sign-offs stay as they were.
 */
export const allowScopeChange = async (ctx: Ctx, input: TAllowScopeChangeRequest): Promise<TScope> => {
  const { engagement } = await openEngagementAs(ctx, input.engagementId, SUPERVISORS);
  requireOpen(engagement);
  const item = await findArtefact(engagement.companyId, engagement.engagementId, 'scope', input.id);
  if (item.version !== input.version) throw raced('scope');
  const next = nextStatus('allow-scope-change', 'scope', item.status);
  if (!next.ok) throw new AppError('UNPROCESSABLE', next.reason);
  const set = {
    status: next.status,
    changedAfterApproval: true,
    changeReason: input.reason,
    updatedAt: ctx.now.toISOString(),
  };
  await writeChange(
    ctx,
    {
      companyId: item.companyId,
      entityType: 'audit-scope',
      entityId: item.artefactId,
      action: 'allow-scope-change',
      summary: `Audit “${engagement.title}”: change of the approved scope “${item.title}” allowed: ${input.reason}`,
      before: { status: item.status },
      after: { status: next.status, reason: input.reason },
    },
    (tx) => [
      tx.auditScope
        .patch({ companyId: item.companyId, engagementId: item.engagementId, artefactId: item.artefactId })
        .set(set)
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
    ],
    raced('scope'),
  );
  return toScope(
    { ...item, ...set, version: item.version + 1 },
    await namesOf(item.companyId, [item.preparerId]),
  );
};
