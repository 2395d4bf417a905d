import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from './entity';

/** Where a mail is: waiting (or being tried again), sent, given up on, or found to have no one to go to. */
export const MAIL_STATES = ['queued', 'sent', 'failed', 'skipped'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/**
 * One mail of the outbox (ARCHITECTURE §11): written in the same transaction as the change that
 * should mail, drained by the sender. A company's mails sit under the company (the administrator
 * lists them); platform mails (sign-up, forgot password) under `PLATFORM` and expire by TTL.
 */
export const OutboxMailEntity = new Entity({
  model: { entity: 'outboxMail', version: '1', service: SERVICE },
  attributes: {
    /** the company the mail is about, or PLATFORM */
    companyId: { type: 'string', required: true, readOnly: true },
    /** a ULID: the mail's idempotency id, and its order in the list */
    mailId: { type: 'string', required: true, readOnly: true },
    /** which template: `message` (stored content), or a kind rendered at send time (`invite`…) */
    kind: { type: 'string', required: true, readOnly: true },
    to: { type: 'string', required: true, readOnly: true },
    subject: { type: 'string', required: true },
    /** stored content (kind `message`): paragraphs and an optional action link */
    content: { type: 'any' },
    /** what a kind rendered at send time needs (names, company); never a secret */
    data: { type: 'any' },
    state: { type: MAIL_STATES, required: true },
    /** epoch ms; the due index orders by it. A claim moves it forward by the lease. */
    nextAttemptAt: { type: 'number', required: true },
    attempts: { type: 'number', required: true, default: 0 },
    /** the sender run holding the lease; finishing is conditional on it */
    claimId: { type: 'string' },
    lastAttemptAt: { type: 'string' },
    /** for operators and the administrator's list: why the last try failed (no SDK internals) */
    lastError: { type: 'string' },
    sentAt: { type: 'string' },
    queuedAt: { type: 'string', required: true },
    /** who asked for it (a user id, or `public` for sign-up and forgot password) */
    requestedBy: { type: 'string', required: true },
    ttl: { type: 'number' },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['mailId'] },
    },
    /**
     * Sparse: only queued mails are in it, ordered by when they are next due, so the sender reads
     * what is due with one Query and never a Scan.
     */
    byDue: {
      index: 'gsi2',
      condition: (attr) => attr.state === 'queued',
      pk: { field: 'gsi2pk', composite: ['state'] },
      sk: { field: 'gsi2sk', composite: ['nextAttemptAt', 'mailId'] },
    },
  },
});

export type OutboxMailItem = EntityItem<typeof OutboxMailEntity>;
