import type { TEngagement, TOpenEngagementRequest } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { requireModuleAdmin } from '../../platform';
import type { AuditEngagementItem } from '../entities/engagement';
import { requireActiveEmployees } from '../people';
import { plannedAuditToOpen, requireOpenable } from '../plan/get-planned-audit';
import { engagementView } from './engagement-store';

/**
 * Opens an engagement with its own team (Audit Management administrators): the lead, the
 * performers and the reviewers, all Active employees. A reviewer cannot also perform: the work
 * and its review are different hands (IIA 12.3). Opened from the plan, `plannedAuditId` names a
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
  const performerIds = [...new Set(input.performerIds.filter((id) => id !== input.leadId))];
  const reviewerIds = [...new Set(input.reviewerIds)];
  const both = reviewerIds.find((id) => performerIds.includes(id) || id === input.leadId);
  if (both) {
    throw new AppError('UNPROCESSABLE', 'reviewerIds: a reviewer cannot also lead or perform the same audit');
  }
  await Promise.all([
    requireActiveEmployees(companyId, [input.leadId], 'leadId'),
    requireActiveEmployees(companyId, performerIds, 'performerIds'),
    requireActiveEmployees(companyId, reviewerIds, 'reviewerIds'),
  ]);
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
