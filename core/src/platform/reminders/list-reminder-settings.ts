import type { TReminderSetting } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { reminderSettingsOf } from './reminder-settings-view';

/** The reminder kinds of the caller's company's modules that are on, with its lead times and the caller's opt-outs. */
export const listReminderSettings = async (ctx: Ctx): Promise<{ list: TReminderSetting[] }> => ({
  list: await reminderSettingsOf(ctx),
});
