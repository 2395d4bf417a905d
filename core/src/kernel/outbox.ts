import { randomUUID } from 'node:crypto';
import { db } from '../db';
import { config } from './config';
import { PLATFORM_TENANT } from './entity';
import { isConditionFailure } from './errors';
import { newId } from './ids';
import { sendMail, type Mail } from './mail';
import type { OutboxMailItem } from './outbox-mail';
import type { TxEntities, TxItem } from './transact';

/**
 * The mail outbox (ARCHITECTURE §11). No request sends mail: a change that should mail writes the
 * mail's intent with `queueMail` in the same transaction as the change, and `drainOutbox` sends
 * it later — deployed on every stream record of a queued mail and on a one-minute schedule,
 * locally on a short timer in `npm start`. A request therefore answers as soon as its change
 * commits, whatever SES is doing, and a mail queued while SES is down goes out once it is back.
 */

/** A failed mail is tried this many times in all before it is given up as `failed`. */
export const MAX_ATTEMPTS = 8;

/** A claim holds a mail this long: longer than a send may take (`SEND_TIMEOUT_MS`) plus its rendering. */
export const LEASE_MS = 2 * 60_000;

/** SES gets this long to answer a send before it is cut and counted as a failed attempt. */
export const SEND_TIMEOUT_MS = 10_000;

/** Platform mails (no company: sign-up, forgot password) are kept this long, then DynamoDB drops them. */
const PLATFORM_MAIL_DAYS = 30;

/**
 * What happens after a failed attempt (the `attempts`-th): given up once `MAX_ATTEMPTS` are
 * spent, otherwise tried again after a pause that doubles from one minute, at most an hour
 * (1, 2, 4 … 60 min: about two hours in all, long enough to ride out an SES outage).
 */
export const afterFailure = (
  attempts: number,
): { state: 'failed' } | { state: 'queued'; retryInMs: number } =>
  attempts >= MAX_ATTEMPTS
    ? { state: 'failed' }
    : { state: 'queued', retryInMs: Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000) };

/** What a change asks to have mailed. */
export interface MailIntent {
  /** the company the mail is about; PLATFORM_TENANT for platform mails */
  companyId: string;
  /** `message` sends `content` as stored; another kind is rendered by its renderer when sent */
  kind: string;
  to: string;
  /** shown in the administrator's list; a renderer may refine it when it sends */
  subject: string;
  content?: Omit<Mail, 'to' | 'subject'>;
  /** what the kind's renderer needs; never a secret (codes are issued when the mail is sent) */
  data?: Record<string, unknown>;
  /** the mail's id, when the change records it (to show the mail's state beside what it is about) */
  mailId?: string;
}

const itemOf = (intent: MailIntent, requestedBy: string, now: Date) => ({
  companyId: intent.companyId,
  mailId: intent.mailId ?? newId(),
  kind: intent.kind,
  to: intent.to,
  subject: intent.subject,
  ...(intent.content ? { content: intent.content } : {}),
  ...(intent.data ? { data: intent.data } : {}),
  state: 'queued' as const,
  nextAttemptAt: now.getTime(),
  attempts: 0,
  queuedAt: now.toISOString(),
  requestedBy,
  ...(intent.companyId === PLATFORM_TENANT
    ? { ttl: Math.floor(now.getTime() / 1000) + PLATFORM_MAIL_DAYS * 24 * 3600 }
    : {}),
});

/** The outbox item of a mail, for the transaction of the change that asks for it. */
export const queueMail = (tx: TxEntities, ctx: { userId: string; now: Date }, intent: MailIntent): TxItem =>
  tx.outboxMail.create(itemOf(intent, ctx.userId, ctx.now)).commit();

/**
 * Queues a mail on its own, as the only write of a request (sign-up, forgot password): one put,
 * the same for every address, so the answer's time says nothing about the address.
 */
export const queueMailAlone = async (intent: MailIntent, now: Date): Promise<void> => {
  await db()
    .entities.outboxMail.create(itemOf(intent, 'public', now))
    .go();
};

/**
 * Renders a mail of one kind when it is sent: the mail to send, or null when there is nothing to
 * send any more (an address with no account asked for a reset). May write (a fresh one-time code).
 */
export type MailRenderer = (mail: OutboxMailItem, now: Date) => Promise<Mail | null>;

export interface DrainOptions {
  /** renderers by kind; `message` needs none */
  kinds: Record<string, MailRenderer>;
  /** the sender's clock (tests move it forward to reach a retry that is due later) */
  now?: Date;
  sendTimeoutMs?: number;
  /** how many mails one run takes at most */
  max?: number;
  /** only this company's mails (an operator flushing one tenant; a fault test keeping to its own) */
  companyId?: string;
}

export interface DrainResult {
  sent: number;
  retried: number;
  failed: number;
  skipped: number;
}

/** A mail's last error as the administrator and operators read it: what failed, no SDK internals. */
const errorText = (e: unknown): string => {
  const err = e as { name?: string; message?: string };
  if (err.name === 'TimeoutError' || err.name === 'AbortError')
    return 'The mail service did not answer in time.';
  const code = err.name && err.name !== 'Error' ? `${err.name}: ` : '';
  return `${code}${err.message ?? String(e)}`.slice(0, 300);
};

/** One line for operators (CloudWatch, the local console); quiet when LOG_LEVEL is `silent`. */
const log = (line: Record<string, unknown>): void => {
  if (config().LOG_LEVEL !== 'silent') console.error(JSON.stringify(line));
};

const key = (m: OutboxMailItem) => ({ companyId: m.companyId, mailId: m.mailId });

/**
 * Takes a due mail for this run: a conditional update that moves its next attempt past the lease,
 * only if no other run moved it first. Overlapping runs (stream, schedule, timer) therefore never
 * send the same mail twice; a run that dies mid-send leaves it to be taken again when the lease ends.
 */
const claim = async (m: OutboxMailItem, now: Date, claimId: string): Promise<boolean> => {
  try {
    await db()
      .entities.outboxMail.patch(key(m))
      .set({
        state: 'queued',
        nextAttemptAt: now.getTime() + LEASE_MS,
        claimId,
        lastAttemptAt: now.toISOString(),
      })
      .add({ attempts: 1 })
      .where(
        (a, op) =>
          `${op.eq(a.state, 'queued')} AND ${op.eq(a.nextAttemptAt, m.nextAttemptAt)} AND ${op.eq(a.attempts, m.attempts)}`,
      )
      .go();
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
};

/** Records how the attempt ended, only while this run still holds the claim. */
const settle = async (
  m: OutboxMailItem,
  claimId: string,
  set: Partial<Pick<OutboxMailItem, 'state' | 'nextAttemptAt' | 'lastError' | 'sentAt' | 'subject'>>,
  clearError: boolean,
): Promise<void> => {
  const patch = db()
    .entities.outboxMail.patch(key(m))
    .set({ state: 'queued', nextAttemptAt: m.nextAttemptAt, ...set });
  await (clearError ? patch.remove(['claimId', 'lastError']) : patch.remove(['claimId']))
    .where((a, op) => op.eq(a.claimId, claimId))
    .go()
    .catch((e: unknown) => {
      // the lease ran out and another run took the mail: its outcome is the one that counts
      log({ level: 'error', msg: 'outbox: lost the claim on a mail', mailId: m.mailId, error: errorText(e) });
    });
};

const attempt = async (
  m: OutboxMailItem,
  opts: Required<Pick<DrainOptions, 'kinds' | 'sendTimeoutMs'>> & { now: Date },
): Promise<keyof DrainResult | null> => {
  const claimId = randomUUID();
  if (!(await claim(m, opts.now, claimId))) return null;
  const attempts = m.attempts + 1;
  try {
    const mail =
      m.kind === 'message'
        ? { to: m.to, subject: m.subject, ...(m.content as Omit<Mail, 'to' | 'subject'>) }
        : await rendered(m, opts);
    if (!mail) {
      await settle(m, claimId, { state: 'skipped', nextAttemptAt: opts.now.getTime() }, true);
      return 'skipped';
    }
    await sendMail(mail, { abortSignal: AbortSignal.timeout(opts.sendTimeoutMs) });
    await settle(
      m,
      claimId,
      {
        state: 'sent',
        nextAttemptAt: opts.now.getTime(),
        sentAt: new Date().toISOString(),
        subject: mail.subject,
      },
      true,
    );
    return 'sent';
  } catch (e) {
    const next = afterFailure(attempts);
    const lastError = errorText(e);
    log({ level: 'warn', msg: 'outbox: a mail failed', mailId: m.mailId, kind: m.kind, attempts, lastError });
    await settle(
      m,
      claimId,
      next.state === 'failed'
        ? { state: 'failed', nextAttemptAt: opts.now.getTime(), lastError }
        : { state: 'queued', nextAttemptAt: opts.now.getTime() + next.retryInMs, lastError },
      false,
    );
    return next.state === 'failed' ? 'failed' : 'retried';
  }
};

const rendered = (m: OutboxMailItem, opts: { kinds: Record<string, MailRenderer>; now: Date }) => {
  const render = opts.kinds[m.kind];
  if (!render) throw new Error(`no renderer for mail kind ${m.kind}`);
  return render(m, opts.now);
};

/** How many mails one run sends side by side. */
const PARALLEL = 5;

/**
 * Sends every mail that is due: read from the sparse due index (a Query, never a Scan), each
 * claimed before it is sent, its outcome recorded (sent; queued again after a backoff with the
 * error kept; failed after `MAX_ATTEMPTS`). Safe to run any number of times, side by side.
 */
export const drainOutbox = async (opts: DrainOptions): Promise<DrainResult> => {
  const now = opts.now ?? new Date();
  const max = opts.max ?? 200;
  const result: DrainResult = { sent: 0, retried: 0, failed: 0, skipped: 0 };
  const seen = new Set<string>();
  for (;;) {
    const query = db()
      .entities.outboxMail.query.byDue({ state: 'queued' })
      .lte({ nextAttemptAt: now.getTime() })
      .where((a, op) => (opts.companyId ? op.eq(a.companyId, opts.companyId) : ''));
    const due = (await query.go({ count: PARALLEL, limit: opts.companyId ? 100 : PARALLEL })).data.filter(
      (m) => !seen.has(m.mailId),
    );
    if (due.length === 0 || seen.size >= max) return result;
    for (const m of due) seen.add(m.mailId);
    const outcomes = await Promise.all(
      due.map((m) =>
        attempt(m, { kinds: opts.kinds, now, sendTimeoutMs: opts.sendTimeoutMs ?? SEND_TIMEOUT_MS }),
      ),
    );
    for (const o of outcomes) if (o) result[o] += 1;
  }
};

/** One mail of a company, or null when it has none of that id. */
export const findMail = async (companyId: string, mailId: string): Promise<OutboxMailItem | null> =>
  (await db().entities.outboxMail.get({ companyId, mailId }).go()).data;

/**
 * Puts a sent, failed or skipped mail back in the queue, due now with a fresh round of attempts
 * (a kind rendered when sent, such as an invitation, gets a fresh code). Conditional on the state
 * read, so two resends at once queue it once.
 */
export const requeueMail = (tx: TxEntities, m: OutboxMailItem, now: Date): TxItem =>
  tx.outboxMail
    .patch(key(m))
    .set({ state: 'queued', nextAttemptAt: now.getTime(), attempts: 0 })
    .remove(['lastError', 'claimId'])
    .where((a, op) => op.eq(a.state, m.state))
    .commit();
