import { reminderKindInfo, type ModuleKey, type TReminderKind } from '@stratum/contracts';
import { db } from '../db';
import { config } from './config';
import { AppError, isAppError } from './errors';
import { newId } from './ids';
import type { Mail } from './mail';
import { queueMail } from './outbox';
import { MARKER_DAYS } from './reminder-entities';
import { dayOf, leadDaysOf, optOutKey } from './reminder-rules';
import { commit } from './transact';

/**
 * The reminders engine (ARCHITECTURE §10). Modules register reminder kinds (functions/src/reminders.ts);
 * a run asks each kind what is due today and queues one outbox mail per (kind, item, occasion,
 * person), together with a marker created only if it does not exist, in one transaction:
 * - a run repeated, retried or overlapping another queues nothing twice (the marker exists);
 * - a run cut short between two reminders loses none (the next run finds them unmarked), and no
 *   reminder is ever marked without its mail (they commit together);
 * - sending is the outbox's work: its retries cover SES being down.
 * People's opt-outs and the company's lead times are read once per company per run.
 */

/** One reminder a kind wants sent. */
export interface Reminder {
  companyId: string;
  /** the item it is about (an activity, an action…) */
  itemId: string;
  /** which time it is about (the due date; a submission): one mail per item, person and occasion */
  occasion: string;
  employeeId: string;
  to: string;
  mail: Omit<Mail, 'to'>;
  /**
   * A mail the module renders when it is sent (a fresh link, say) instead of `mail` as written:
   * its outbox kind and the renderer's data; `mail.subject` is what the mail list shows meanwhile.
   */
  rendered?: { kind: string; data: Record<string, unknown> };
}

/** What a kind is handed for one run. */
export interface ReminderRun {
  /** YYYY-MM-DD (UTC) */
  today: string;
  now: Date;
  /** the company's lead time for this kind (its own or the default); null for a kind without one */
  leadDays(companyId: string): Promise<number | null>;
  /** whether the kind's module is on for the company */
  moduleOn(companyId: string): Promise<boolean>;
  /** a value computed once per run and shared by the kinds (a day's Query that several kinds read) */
  memo<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

/** A reminder kind a module registers: which reminders are due today (from Queries on an index made for "due on day D"). */
export interface ReminderKind {
  kind: TReminderKind;
  find(run: ReminderRun): Promise<Reminder[]>;
}

export interface RemindersResult {
  /** reminders whose mail was queued by this run */
  queued: number;
  /** reminders a run before (or beside) this one already queued */
  already: number;
  /** reminders the person switched off */
  optedOut: number;
  /** reminders whose write failed: left unmarked, tried again by the next run */
  failed: number;
}

export interface RunRemindersOptions {
  kinds: readonly ReminderKind[];
  /** whether a company has a module on (the platform module's answer; the kernel knows no module) */
  moduleOn: (companyId: string, module: ModuleKey) => Promise<boolean>;
  now?: Date;
  /** only this company's reminders (a test keeping to its own tenants) */
  companyId?: string;
  /** how many reminders one run queues at most; the rest are left for the next run */
  max?: number;
}

interface CompanyPrefs {
  leadDays: Map<string, number>;
  optedOut: Set<string>;
}

const loadPrefs = async (companyId: string): Promise<CompanyPrefs> => {
  const { data } = await db().collections.reminderPrefs({ companyId }).go({ pages: 'all' });
  return {
    leadDays: new Map(data.reminderSetting.map((s) => [s.kind, s.leadDays])),
    optedOut: new Set(data.reminderOptOut.map((o) => optOutKey(o.employeeId, o.kind))),
  };
};

/** One line for operators (CloudWatch, the local console); quiet when LOG_LEVEL is `silent`. */
const log = (line: Record<string, unknown>): void => {
  if (config().LOG_LEVEL !== 'silent') console.error(JSON.stringify(line));
};

const ALREADY = new AppError('CONFLICT', 'This reminder was queued already.');

/** The marker and the mail of one reminder, in one transaction; false when it was queued before. */
export const queueReminder = async (kind: TReminderKind, r: Reminder, now: Date): Promise<boolean> => {
  const mailId = newId();
  try {
    await commit(
      db().transaction.write((tx) => [
        tx.reminderMarker
          .create({
            companyId: r.companyId,
            kind,
            itemId: r.itemId,
            occasion: r.occasion,
            employeeId: r.employeeId,
            mailId,
            createdAt: now.toISOString(),
            ttl: Math.floor(now.getTime() / 1000) + MARKER_DAYS * 24 * 3600,
          })
          .commit(),
        queueMail(
          tx,
          { userId: 'reminders', now },
          {
            companyId: r.companyId,
            to: r.to,
            subject: r.mail.subject,
            ...(r.rendered
              ? { kind: r.rendered.kind, data: r.rendered.data }
              : {
                  kind: 'message',
                  content: {
                    paragraphs: r.mail.paragraphs,
                    ...(r.mail.action ? { action: r.mail.action } : {}),
                  },
                }),
            mailId,
          },
        ),
      ]),
      ALREADY,
    );
    return true;
  } catch (e) {
    if (isAppError(e) && e === ALREADY) return false;
    throw e;
  }
};

/**
 * One run of every kind for today. Safe to run any number of times, side by side: what it queues
 * is what no run has queued yet. A reminder that fails to be written is logged and counted, and the
 * run goes on with the others; the next run tries it again.
 */
export const runReminders = async (opts: RunRemindersOptions): Promise<RemindersResult> => {
  const now = opts.now ?? new Date();
  const today = dayOf(now);
  const result: RemindersResult = { queued: 0, already: 0, optedOut: 0, failed: 0 };
  const memos = new Map<string, Promise<unknown>>();
  const memo = <T>(key: string, compute: () => Promise<T>): Promise<T> => {
    if (!memos.has(key)) memos.set(key, compute());
    return memos.get(key) as Promise<T>;
  };
  const prefsOf = (companyId: string) => memo(`prefs:${companyId}`, () => loadPrefs(companyId));
  for (const kind of opts.kinds) {
    const info = reminderKindInfo(kind.kind);
    const run: ReminderRun = {
      today,
      now,
      leadDays: async (companyId) => leadDaysOf(info, (await prefsOf(companyId)).leadDays.get(kind.kind)),
      moduleOn: (companyId) =>
        memo(`module:${companyId}:${info.module}`, () => opts.moduleOn(companyId, info.module)),
      memo,
    };
    const found = (await kind.find(run)).filter((r) => !opts.companyId || r.companyId === opts.companyId);
    for (const r of found) {
      if (opts.max !== undefined && result.queued >= opts.max) return result;
      if (!(await run.moduleOn(r.companyId))) continue;
      if ((await prefsOf(r.companyId)).optedOut.has(optOutKey(r.employeeId, kind.kind))) {
        result.optedOut += 1;
        continue;
      }
      try {
        if (await queueReminder(kind.kind, r, now)) result.queued += 1;
        else result.already += 1;
      } catch (e) {
        result.failed += 1;
        log({
          level: 'error',
          msg: 'reminders: a reminder could not be queued',
          kind: kind.kind,
          companyId: r.companyId,
          itemId: r.itemId,
          error: (e as Error).message,
        });
      }
    }
  }
  return result;
};
