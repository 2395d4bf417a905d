import type { TFinalReportVersion, TRecallFinalReportRequest } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { openEngagementAs, raced } from '../engagement/engagement-store';
import { findFinalVersion, finalVersions, inForce, toFinalVersion } from './final-report-store';
import { REPORTERS } from './make-final-report';

/**
 * Recalls the final report in force (spec §4), with the reason required: who, when and why are
 * set on the version, on the version read (409 otherwise), and it stays in the history. Only the
 * version in force can be recalled (422 for an older or recalled one); making the report again
 * creates the next version.
 */
export const recallFinalReport = async (
  ctx: Ctx,
  input: TRecallFinalReportRequest,
): Promise<TFinalReportVersion> => {
  const { engagement } = await openEngagementAs(ctx, input.engagementId, REPORTERS);
  const { companyId, engagementId } = engagement;
  const item = await findFinalVersion(companyId, engagementId, input.reportVersion);
  if (item.version !== input.version) throw raced('final report');
  const current = inForce(await finalVersions(companyId, engagementId));
  if (current?.reportVersion !== item.reportVersion) {
    throw new AppError(
      'UNPROCESSABLE',
      item.recalledAt
        ? `Final report version ${item.reportVersion} was recalled already.`
        : `Only the final report in force can be recalled, not version ${item.reportVersion}.`,
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
      entityType: 'audit-final-report',
      entityId: engagementId,
      action: 'recall',
      summary: `Audit “${engagement.title}”: final report version ${item.reportVersion} recalled`,
      before: { recalled: false },
      after: { recalled: true, reason: input.reason },
    },
    (tx) => [
      tx.auditFinalReport
        .patch({ companyId, engagementId, reportVersion: item.reportVersion })
        .set(set)
        .add({ version: 1 })
        .where((a, op) => `${op.eq(a.version, input.version)} AND ${op.notExists(a.recalledAt)}`)
        .commit(),
    ],
    raced('final report'),
  );
  return toFinalVersion({ ...item, ...set, version: item.version + 1 });
};
