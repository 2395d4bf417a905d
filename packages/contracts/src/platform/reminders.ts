import { z } from 'zod';
import { defineRoute } from '../route';
import type { ModuleKey } from '../modules';

/**
 * Reminder kinds (ARCHITECTURE §10): each module that mails reminders declares its kinds here, so
 * the settings routes, the screens and the engine agree on them. A kind with `lead` is sent that
 * many days before the date it is about; the company may set its own lead time within the range.
 * The engine and each kind's queries live in core (kernel/reminders.ts, `<module>/reminders.ts`).
 */
export interface ReminderKindInfo {
  kind: string;
  /** the company module that must be on for the kind to be sent */
  module: ModuleKey;
  /** what the reminder is about, in the settings list (the screens show their own translation) */
  label: string;
  lead?: { defaultDays: number; minDays: number; maxDays: number };
}

export const REMINDER_KIND_INFO = [
  {
    kind: 'compliance-due-soon',
    module: 'compliance',
    label: 'A compliance activity of my complying team falls due soon',
    // the compliance status, required actions and counts use the same lead time (core compliance/lead-time.ts)
    lead: { defaultDays: 14, minDays: 1, maxDays: 60 },
  },
  {
    kind: 'compliance-overdue',
    module: 'compliance',
    label: 'A compliance activity of my complying team is overdue',
  },
  {
    kind: 'compliance-awaiting-review',
    module: 'compliance',
    label: 'A compliance submission waits for my compliance team’s review',
  },
  {
    kind: 'audit-action-due-soon',
    module: 'audit',
    label: 'An audit action I own falls due soon',
    lead: { defaultDays: 7, minDays: 1, maxDays: 30 },
  },
  {
    kind: 'audit-action-overdue',
    module: 'audit',
    label: 'An audit action I own is overdue (once a week)',
  },
  {
    kind: 'surveys-not-answered',
    module: 'surveys',
    label: 'A 360-degree survey I was asked to review ends soon and I have not answered',
    lead: { defaultDays: 3, minDays: 1, maxDays: 14 },
  },
  {
    kind: 'org-surveys-not-answered',
    module: 'surveys',
    label: 'An organisational survey sent to me ends soon and I have not answered',
    lead: { defaultDays: 3, minDays: 1, maxDays: 14 },
  },
] as const satisfies readonly ReminderKindInfo[];

export const REMINDER_KINDS = REMINDER_KIND_INFO.map((k) => k.kind) as [
  (typeof REMINDER_KIND_INFO)[number]['kind'],
  ...(typeof REMINDER_KIND_INFO)[number]['kind'][],
];
export type TReminderKind = (typeof REMINDER_KIND_INFO)[number]['kind'];
export const ZReminderKind = z.enum(REMINDER_KINDS, {
  error: `kind must be one of ${REMINDER_KINDS.join(', ')}`,
});

export const reminderKindInfo = (kind: TReminderKind): ReminderKindInfo =>
  REMINDER_KIND_INFO.find((k) => k.kind === kind)!;

/** One reminder kind as the signed-in person sees it: the company's lead time and their own choice. */
export const ZReminderSettingSchema = z.object({
  kind: ZReminderKind,
  module: z.string(),
  label: z.string(),
  /** the company's lead time in days (its own or the default); null for a kind without one */
  leadDays: z.number().int().nullable(),
  defaultLeadDays: z.number().int().nullable(),
  minLeadDays: z.number().int().nullable(),
  maxLeadDays: z.number().int().nullable(),
  /** the version of the company's lead-time setting, 0 while it has none of its own */
  version: z.number().int(),
  /** the signed-in person switched this kind off for themselves */
  optedOut: z.boolean(),
});
export type TReminderSetting = z.infer<typeof ZReminderSettingSchema>;

export const listReminderSettings = defineRoute({
  family: 'company',
  action: 'reminders',
  method: 'GET',
  path: '/company/reminders',
  summary:
    'The reminder kinds of the company’s modules that are on, with the company’s lead times and whether the caller switched each off',
  input: z.object({}),
  output: z.object({ list: z.array(ZReminderSettingSchema) }),
  access: ['employee'],
  errorTitle: 'Get Reminders Failed',
  mutates: false,
});

export const ZSetReminderLeadTimeRequestSchema = z.object({
  kind: ZReminderKind,
  leadDays: z
    .number({ error: 'leadDays must be a whole number of days' })
    .int('leadDays must be a whole number of days'),
  /** the version read (0 when the company had no lead time of its own) */
  version: z.number({ error: 'version must be a number' }).int().min(0),
});
export type TSetReminderLeadTimeRequest = z.infer<typeof ZSetReminderLeadTimeRequestSchema>;

export const setReminderLeadTime = defineRoute({
  family: 'company',
  action: 'set-reminder-lead-time',
  method: 'POST',
  path: '/company/set-reminder-lead-time',
  summary: 'Set how many days before the date a reminder kind is sent, for the whole company',
  input: ZSetReminderLeadTimeRequestSchema,
  output: z.object({ item: ZReminderSettingSchema }),
  access: ['admin'],
  errorTitle: 'Update Reminder Lead Time Failed',
  mutates: true,
});

export const ZSetReminderOptOutRequestSchema = z.object({
  kind: ZReminderKind,
  optedOut: z.boolean({ error: 'optedOut must be true or false' }),
});
export type TSetReminderOptOutRequest = z.infer<typeof ZSetReminderOptOutRequestSchema>;

export const setReminderOptOut = defineRoute({
  family: 'company',
  action: 'set-reminder-opt-out',
  method: 'POST',
  path: '/company/set-reminder-opt-out',
  summary: 'Switch a reminder kind off (or on again) for the signed-in person',
  input: ZSetReminderOptOutRequestSchema,
  output: z.object({ item: ZReminderSettingSchema }),
  access: ['employee'],
  errorTitle: 'Update Reminder Failed',
  mutates: true,
});

/** The company family's reminder settings routes. */
export const reminderRoutes = [listReminderSettings, setReminderLeadTime, setReminderOptOut] as const;
