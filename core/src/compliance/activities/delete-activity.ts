import type { TActivity, TComplianceRefRequest } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { requireComplianceAdmin } from '../access';
import { checkVersion, loadSetup } from '../setup/setup-store';
import { dayOf, findActivity } from './activity-store';
import { toActivity } from './activity-view';
import { activityCounts } from './activity-writes';

/** Deletes an activity, unless a submission of it waits for review. Its history stays in the audit trail. */
export const deleteActivity = async (ctx: Ctx, input: TComplianceRefRequest): Promise<TActivity> => {
  const companyId = tenantOf(ctx);
  const [setup, before] = await Promise.all([loadSetup(companyId), findActivity(companyId, input.id)]);
  await requireComplianceAdmin(ctx);
  checkVersion(before, input.version, 'compliance activity');
  if (before.state === 'submitted') {
    throw new AppError(
      'CONFLICT',
      `“${before.name}” has a submission waiting for review: process or decline it first.`,
    );
  }
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'compliance-activity',
      entityId: input.id,
      action: 'delete',
      summary: `Compliance activity “${before.name}” deleted`,
      before: { name: before.name, recurrence: before.recurrence, startDate: before.startDate },
    },
    (tx) => [
      tx.complianceActivity
        .delete({ companyId, activityId: input.id })
        .where((a, op) => `${op.eq(a.version, input.version)} AND ${op.ne(a.state, 'submitted')}`)
        .commit(),
      activityCounts(tx, companyId, before, null),
    ],
    new AppError(
      'CONFLICT',
      'This activity was changed or submitted since you opened it. Reload it and try again.',
    ),
  );
  return toActivity(before, setup, dayOf(ctx.now));
};
