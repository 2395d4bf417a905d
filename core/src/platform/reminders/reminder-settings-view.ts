import {
  REMINDER_KIND_INFO,
  reminderKindInfo,
  type TReminderKind,
  type TReminderSetting,
} from '@stratum/contracts';
import { db } from '../../db';
import type { Ctx } from '../../kernel/ctx';
import { tenantOf } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { leadDaysOf, optOutKey } from '../../kernel/reminder-rules';
import { enabledModules } from '../module/module-view';

/** The company's reminder settings and the caller's opt-outs (one Query), with its modules that are on. */
const readPrefs = async (companyId: string) => {
  const [{ data }, modules] = await Promise.all([
    db().collections.reminderPrefs({ companyId }).go({ pages: 'all' }),
    enabledModules(companyId),
  ]);
  return {
    settings: new Map(data.reminderSetting.map((s) => [s.kind, s])),
    optedOut: new Set(data.reminderOptOut.map((o) => optOutKey(o.employeeId, o.kind))),
    modules,
  };
};

type Prefs = Awaited<ReturnType<typeof readPrefs>>;

const viewOf = (kind: TReminderKind, prefs: Prefs, employeeId: string | null): TReminderSetting => {
  const info = reminderKindInfo(kind);
  const own = prefs.settings.get(kind);
  return {
    kind,
    module: info.module,
    label: info.label,
    leadDays: leadDaysOf(info, own?.leadDays),
    defaultLeadDays: info.lead?.defaultDays ?? null,
    minLeadDays: info.lead?.minDays ?? null,
    maxLeadDays: info.lead?.maxDays ?? null,
    version: own?.version ?? 0,
    optedOut: employeeId ? prefs.optedOut.has(optOutKey(employeeId, kind)) : false,
  };
};

/** Every reminder kind of the caller's company's modules that are on, as the caller sees it. */
export const reminderSettingsOf = async (ctx: Ctx): Promise<TReminderSetting[]> => {
  const prefs = await readPrefs(tenantOf(ctx));
  return REMINDER_KIND_INFO.filter((k) => prefs.modules.has(k.module)).map((k) =>
    viewOf(k.kind, prefs, ctx.employeeId),
  );
};

/** One kind as the caller sees it; a kind of a module that is off is not found. */
export const reminderSettingOf = async (ctx: Ctx, kind: TReminderKind): Promise<TReminderSetting> => {
  const prefs = await readPrefs(tenantOf(ctx));
  if (!prefs.modules.has(reminderKindInfo(kind).module)) {
    throw new AppError('NOT_FOUND', 'kind: this reminder belongs to a module your company does not use');
  }
  return viewOf(kind, prefs, ctx.employeeId);
};
