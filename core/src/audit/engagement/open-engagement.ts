import type { TEngagement, TOpenEngagementRequest } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { requireModuleAdmin } from '../../platform';
import type { AuditEngagementItem } from '../entities/engagement';
import { plannedAuditToOpen, requireOpenable } from '../plan/get-planned-audit';
import { engagementView } from './engagement-store';
import { engagementTeam } from './team-rules';

/**
 * Opens an engagement with its own team (Audit Management administrators): the lead, the
 * performers and the reviewers (`engagementTeam`). Opened from the plan, `plannedAuditId` names a
 * planned audit of an approved plan of the company, and ties the engagement back to it.
 */
export const openEngagement = async (ctx: Ctx, input: TOpenEngagementRequest): Promise<TEngagement> => {
  // Another company's planned audit is not found, whoever asks (before who may open).
  const planned = input.plannedAuditId ? await plannedAuditToOpen(ctx, input.plannedAuditId) : null;
  await requireModuleAdmin(ctx, 'audit');
  if (planned) await requireOpenable(ctx, planned);
  const companyId = tenantOf(ctx);
  if (input.endDate < input.startDate) {
    throw new AppError('UNPROCESSABLE', 'endDate: the audit cannot end before it starts');
  }
  const { performerIds, reviewerIds } = await engagementTeam(companyId, input);
  const now = ctx.now.toISOString();
  const item = {
    companyId,
    engagementId: newId(),
    title: input.title,
    auditArea: input.auditArea,
    plannedAuditId: input.plannedAuditId ?? '',
    leadId: input.leadId,
    performerIds,
    reviewerIds,
    startDate: input.startDate,
    endDate: input.endDate,
    status: 'Open' as const,
    paperCount: 0,
    version: 1,
    createdAt: now,
    updatedAt: now,
  } satisfies AuditEngagementItem;
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'audit-engagement',
      entityId: item.engagementId,
      action: 'add',
      summary: `Audit “${item.title}” opened`,
      after: { title: item.title, leadId: item.leadId, performerIds, reviewerIds },
    },
    (tx) => [tx.auditEngagement.create(item).commit()],
  );
  return engagementView(ctx, item);
};
