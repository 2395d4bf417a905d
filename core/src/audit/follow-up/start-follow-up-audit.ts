import type { TFollowUpWork, TStartFollowUpAuditRequest } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { requireAuditAdmin } from '../access';
import { findEngagement } from '../engagement/engagement-store';
import type { AuditFollowUpAuditItem } from '../entities/follow-up-audit';
import { findFollowUp } from '../plan/plan-store';
import { finalVersions, inForce } from '../report/final-report-store';
import { workView } from './follow-up-store';

/**
 * Starts the follow-up audit of a plan follow-up entry (audit administrators) for an engagement
 * whose final report is in force (422 otherwise): it records the engagement and the version read.
 * An entry is followed up once: the create's condition makes a second start a 409, and the
 * entry must still be there (a check in the same transaction).
 */
export const startFollowUpAudit = async (
  ctx: Ctx,
  input: TStartFollowUpAuditRequest,
): Promise<TFollowUpWork> => {
  const companyId = tenantOf(ctx);
  const entry = await findFollowUp(companyId, input.followUpId);
  const engagement = await findEngagement(companyId, input.engagementId);
  await requireAuditAdmin(ctx);
  const current = inForce(await finalVersions(companyId, engagement.engagementId));
  if (!current) {
    throw new AppError(
      'UNPROCESSABLE',
      `engagementId: “${engagement.title}” has no final report in force: a follow-up audit follows up a final report.`,
    );
  }
  const now = ctx.now.toISOString();
  const item: AuditFollowUpAuditItem = {
    companyId,
    followUpId: entry.followUpId,
    engagementId: engagement.engagementId,
    engagementTitle: engagement.title,
    finalReportVersion: current.reportVersion,
    title: entry.title,
    startedById: ctx.employeeId ?? '',
    startedByName: ctx.actorName,
    startedAt: now,
    lastReportVersion: 0,
    recalledReportVersion: 0,
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'audit-follow-up-audit',
      entityId: entry.followUpId,
      action: 'start',
      summary: `Follow-up audit “${entry.title}” started for audit “${engagement.title}” (final report version ${current.reportVersion})`,
      after: { engagementId: engagement.engagementId, finalReportVersion: current.reportVersion },
    },
    (tx) => [
      tx.auditFollowUpAudit.create(item).commit(),
      tx.auditFollowUp
        .check({ companyId, followUpId: entry.followUpId })
        .where((a, op) => op.exists(a.followUpId))
        .commit(),
    ],
    new AppError('CONFLICT', 'A follow-up audit was already started from this entry. Reload it.'),
  );
  return workView(ctx, entry, item);
};
