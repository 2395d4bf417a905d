import type { TReminderSetting, TSetReminderLeadTimeRequest } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { leadDaysProblem } from '../../kernel/reminder-rules';
import { reminderSettingOf } from './reminder-settings-view';

/**
 * A company administrator sets how many days ahead a kind is sent, for the whole company. The
 * first setting is created only if none exists; later ones only on the version read: two
 * administrators saving at once get a 409, not a silent overwrite.
 */
export const setReminderLeadTime = async (
  ctx: Ctx,
  input: TSetReminderLeadTimeRequest,
): Promise<{ item: TReminderSetting }> => {
  const companyId = tenantOf(ctx);
  const before = await reminderSettingOf(ctx, input.kind);
  const problem = leadDaysProblem(input.kind, input.leadDays);
  if (problem) throw new AppError('UNPROCESSABLE', problem);
  const now = ctx.now.toISOString();
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'reminder-setting',
      entityId: input.kind,
      action: 'update',
      summary: `Reminder “${before.label}” sent ${input.leadDays} days ahead`,
      before: { leadDays: before.leadDays },
      after: { leadDays: input.leadDays },
    },
    (tx) => [
      input.version === 0
        ? tx.reminderSetting
            .create({ companyId, kind: input.kind, leadDays: input.leadDays, createdAt: now, updatedAt: now })
            .commit()
        : tx.reminderSetting
            .patch({ companyId, kind: input.kind })
            .set({ leadDays: input.leadDays, updatedAt: now })
            .add({ version: 1 })
            .where((a, op) => op.eq(a.version, input.version))
            .commit(),
    ],
  );
  return { item: await reminderSettingOf(ctx, input.kind) };
};
