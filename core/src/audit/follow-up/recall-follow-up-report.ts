import type { TFollowUpReportVersion, TRecallFollowUpReportRequest } from '@stratum/contracts';
import { db } from '../../db';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { raced } from '../engagement/engagement-store';
import { findFollowUpAudit, FOLLOW_UP_REPORTERS, openFollowUpAs } from './follow-up-store';
import { followUpReportInForce, followUpReportVersions, toFollowUpReportVersion } from './follow-up-report';

/**
 * Recalls the follow-up report in force with a required reason (those who make it: the
 * engagement's lead, the entry's lead, administrators), as the final report's recall does: who,
 * when and why are set on the version, on the version read (409 otherwise), and it stays in the
 * history with its files. Only the version in force can be recalled (422 for an older or recalled
 * one); making the report again creates the next version.
 */
export const recallFollowUpReport = async (
  ctx: Ctx,
  input: TRecallFollowUpReportRequest,
): Promise<TFollowUpReportVersion> => {
  const audit = await findFollowUpAudit(tenantOf(ctx), input.followUpId);
  await openFollowUpAs(ctx, audit, FOLLOW_UP_REPORTERS);
  const { companyId, followUpId } = audit;
  const { data: item } = await db()
    .entities.auditFollowUpReport.get({ companyId, followUpId, reportVersion: input.reportVersion })
    .go();
  if (!item) throw new AppError('NOT_FOUND', 'reportVersion: no such version of this follow-up report');
  if (item.version !== input.version) throw raced('follow-up report');
  const current = followUpReportInForce(await followUpReportVersions(companyId, followUpId));
  if (current?.reportVersion !== item.reportVersion) {
    throw new AppError(
      'UNPROCESSABLE',
      item.recalledAt
        ? `Follow-up report version ${item.reportVersion} was recalled already.`
        : `Only the follow-up report in force can be recalled, not version ${item.reportVersion}.`,
    );
  }
  const now = ctx.now.toISOString();
  const set = {
    recalledById: ctx.employeeId ?? '',
    recalledByName: ctx.actorName,
    recalledAt: now,
    recallReason: input.reason,
    updatedAt: now,
  };
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'audit-follow-up-report',
      entityId: followUpId,
      action: 'recall',
      summary: `Follow-up audit “${audit.title}”: report version ${item.reportVersion} recalled`,
      before: { recalled: false },
      after: { recalled: true, reason: input.reason },
    },
    (tx) => [
      tx.auditFollowUpReport
        .patch({ companyId, followUpId, reportVersion: item.reportVersion })
        .set(set)
        .add({ version: 1 })
        .where((a, op) => `${op.eq(a.version, input.version)} AND ${op.notExists(a.recalledAt)}`)
        .commit(),
      tx.auditFollowUpAudit
        .patch({ companyId, followUpId })
        .set({ recalledReportVersion: item.reportVersion, updatedAt: now })
        .where((a, op) => op.eq(a.lastReportVersion, item.reportVersion))
        .commit(),
    ],
    raced('follow-up report'),
  );
  return toFollowUpReportVersion({ ...item, ...set, version: item.version + 1 });
};
