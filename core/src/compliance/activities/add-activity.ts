import type { TActivity, TAddActivityRequest } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { requireComplianceAdmin } from '../access';
import { checkRecurrence, firstDueDate } from '../recurrence';
import { loadSetup } from '../setup/setup-store';
import { dayOf, dueFields, findActivity } from './activity-store';
import { toActivity } from './activity-view';
import { activityCounts, checkActivityRefs } from './activity-writes';

/** Adds an activity; its first due date is computed from the recurrence (the start date for most). */
export const addActivity = async (ctx: Ctx, input: TAddActivityRequest): Promise<TActivity> => {
  const companyId = tenantOf(ctx);
  const setup = await loadSetup(companyId);
  // What the input names is looked up first: another company's ids are not found, whoever asks.
  checkActivityRefs(setup, input);
  await requireComplianceAdmin(ctx);
  checkRecurrence(input);
  const next = firstDueDate(input);
  const id = newId();
  const now = ctx.now.toISOString();
  const item = {
    companyId,
    activityId: id,
    name: input.name,
    description: input.description ?? '',
    regulationId: input.regulationId,
    complyingTeamId: input.complyingTeamId,
    complianceTeamId: input.complianceTeamId,
    recurrence: input.recurrence,
    rule: input.recurrence === 'custom' ? (input.rule ?? '') : '',
    startDate: input.startDate,
    graceDays: input.graceDays,
    state: 'open' as const,
    ...(next ? { nextComplianceDate: next } : {}),
    ...dueFields(next, input.graceDays),
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'compliance-activity',
      entityId: id,
      action: 'add',
      summary: `Compliance activity “${input.name}” added, first due ${next}`,
      after: {
        name: input.name,
        recurrence: input.recurrence,
        rule: item.rule || null,
        startDate: input.startDate,
        graceDays: input.graceDays,
      },
    },
    (tx) => [tx.complianceActivity.create(item).commit(), activityCounts(tx, companyId, null, item)],
    new AppError(
      'CONFLICT',
      'The regulation or a team this activity names was deleted a moment ago. Reload and try again.',
    ),
  );
  return toActivity(await findActivity(companyId, id), setup, dayOf(ctx.now));
};
