import { auditReminderKinds } from '@stratum/core/audit';
import { complianceReminderKinds } from '@stratum/core/compliance';
import { runReminders, type ReminderKind, type RemindersResult } from '@stratum/core/kernel/reminders';
import { inRequestScope } from '@stratum/core/kernel/request-scope';
import { enabledModules } from '@stratum/core/platform';
import { surveysReminderKinds } from '@stratum/core/surveys';
import type { ModuleKey } from '@stratum/contracts';
import { log } from './http/log';

/** Every module's reminder kinds (ARCHITECTURE §10); a module adds its own here. */
export const REMINDER_KINDS: readonly ReminderKind[] = [
  ...complianceReminderKinds,
  ...auditReminderKinds,
  ...surveysReminderKinds,
];

const moduleOn = async (companyId: string, module: ModuleKey): Promise<boolean> =>
  (await enabledModules(companyId)).has(module);

/**
 * One reminders run over every kind: the same call deployed (the schedule), locally (`npm start`'s
 * timer and `npm run reminders`) and in tests, as the reminders function (with its grants). It
 * only queues mails; the outbox sends them.
 */
export const sendReminders = async (
  opts: { now?: Date; companyId?: string; max?: number } = {},
): Promise<RemindersResult> => {
  const result = await inRequestScope({ principal: 'reminders' }, () =>
    runReminders({ ...opts, kinds: REMINDER_KINDS, moduleOn }),
  );
  log('info', 'reminders run', { ...result });
  return result;
};

/**
 * The `reminders` Lambda, invoked by its EventBridge schedule. A run whose reminders could not all
 * be written throws at the end, after queuing the others: Lambda retries it (the markers keep what
 * was queued to once), and a run that still fails lands in the dead-letter queue with its alarm.
 */
export const handler = async (): Promise<RemindersResult> => {
  const result = await sendReminders();
  if (result.failed > 0) throw new Error(`reminders: ${result.failed} reminders could not be queued`);
  return result;
};
