import type { TCloseEngagementRequest, TEngagement } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { engagementView, openEngagementAs, raced, requireOpen } from './engagement-store';

/** Closes an engagement (its lead or an administrator): it moves to the closed audits. */
export const closeEngagement = async (ctx: Ctx, input: TCloseEngagementRequest): Promise<TEngagement> => {
  const { engagement, roles } = await openEngagementAs(ctx, input.engagementId, ['lead', 'admin']);
  requireOpen(engagement);
  const now = ctx.now.toISOString();
  await writeChange(
    ctx,
    {
      companyId: engagement.companyId,
      entityType: 'audit-engagement',
      entityId: engagement.engagementId,
      action: 'close',
      summary: `Audit “${engagement.title}” closed`,
      before: { status: 'Open' },
      after: { status: 'Closed' },
    },
    (tx) => [
      tx.auditEngagement
        .patch({ companyId: engagement.companyId, engagementId: engagement.engagementId })
        .set({ status: 'Closed', updatedAt: now })
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
    ],
    raced('audit'),
  );
  return engagementView(
    ctx,
    { ...engagement, status: 'Closed', updatedAt: now, version: engagement.version + 1 },
    roles,
  );
};
