import type { TReminderSetting, TSetReminderOptOutRequest } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { reminderSettingOf } from './reminder-settings-view';

/**
 * The caller switches a reminder kind off (or on again) for themselves. Their own choice, set to a
 * value rather than toggled: repeating it changes nothing, so it needs no version.
 */
export const setReminderOptOut = async (
  ctx: Ctx,
  input: TSetReminderOptOutRequest,
): Promise<{ item: TReminderSetting }> => {
  const companyId = tenantOf(ctx);
  const employeeId = ctx.employeeId;
  if (!employeeId) throw new AppError('FORBIDDEN', 'Only employees of the company have reminders');
  await reminderSettingOf(ctx, input.kind);
  const key = { companyId, employeeId, kind: input.kind };
  if (input.optedOut) {
    await db()
      .entities.reminderOptOut.put({ ...key, createdAt: ctx.now.toISOString() })
      .go();
  } else {
    await db().entities.reminderOptOut.delete(key).go();
  }
  return { item: await reminderSettingOf(ctx, input.kind) };
};
