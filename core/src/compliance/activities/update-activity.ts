import type { TActivity, TUpdateActivityRequest } from '@stratum/contracts';
import { addDays } from '@stratum/rules';
import { changes } from '../../kernel/audit';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { requireComplianceAdmin } from '../access';
import { checkRecurrence, dueDateOnOrAfter } from '../recurrence';
import { checkVersion, loadSetup } from '../setup/setup-store';
import { dayOf, dueFields, findActivity } from './activity-store';
import { toActivity } from './activity-view';
import { activityCounts, checkActivityRefs } from './activity-writes';

const scheduleOf = (a: {
  recurrence: string;
  rule?: string | null | undefined;
  startDate: string;
  graceDays: number;
}) => ({
  recurrence: a.recurrence,
  rule: a.rule || null,
  startDate: a.startDate,
  graceDays: a.graceDays,
});

/**
 * Changes an activity. A new schedule (recurrence, rule or start date) computes the next due date
 * again: the new rule's first date on or after the start date — or, once a period was accepted,
 * after the last compliance date — so an accepted period is never due twice.
 */
export const updateActivity = async (ctx: Ctx, input: TUpdateActivityRequest): Promise<TActivity> => {
  const companyId = tenantOf(ctx);
  const [setup, before] = await Promise.all([loadSetup(companyId), findActivity(companyId, input.id)]);
  checkActivityRefs(setup, input);
  await requireComplianceAdmin(ctx);
  checkVersion(before, input.version, 'compliance activity');
  checkRecurrence(input);
  const rule = input.recurrence === 'custom' ? (input.rule ?? '') : '';
  const rescheduled =
    before.recurrence !== input.recurrence ||
    (before.rule ?? '') !== rule ||
    before.startDate !== input.startDate;
  let next = before.nextComplianceDate || null;
  if (rescheduled) {
    const from = before.lastComplianceDate ? addDays(before.lastComplianceDate, 1) : input.startDate;
    next = dueDateOnOrAfter({ ...input, rule }, from);
  }
  const set = {
    name: input.name,
    description: input.description ?? '',
    regulationId: input.regulationId,
    complyingTeamId: input.complyingTeamId,
    complianceTeamId: input.complianceTeamId,
    recurrence: input.recurrence,
    rule,
    startDate: input.startDate,
    graceDays: input.graceDays,
    ...dueFields(next, input.graceDays),
    updatedAt: ctx.now.toISOString(),
  };
  const diff = changes(
    { name: before.name, ...scheduleOf(before), nextComplianceDate: before.nextComplianceDate || null },
    { name: input.name, ...scheduleOf(set), nextComplianceDate: next },
  );
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'compliance-activity',
      entityId: input.id,
      action: 'update',
      summary: `Compliance activity “${before.name}” updated (${Object.keys(diff.after).join(', ') || 'no change'})`,
      ...diff,
    },
    (tx) => {
      const q = tx.complianceActivity
        .patch({ companyId, activityId: input.id })
        .set(next ? { ...set, nextComplianceDate: next } : set);
      return [
        (next ? q : q.remove(['nextComplianceDate']))
          .add({ version: 1 })
          .where((a, op) => op.eq(a.version, input.version))
          .commit(),
        activityCounts(tx, companyId, before, input),
      ];
    },
    new AppError(
      'CONFLICT',
      'This activity was changed by someone else since you opened it, or what it names was deleted. Reload it and try again.',
    ),
  );
  return toActivity(await findActivity(companyId, input.id), setup, dayOf(ctx.now));
};
