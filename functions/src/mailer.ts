import { drainOutbox, type DrainOptions, type DrainResult } from '@stratum/core/kernel/outbox';
import { inRequestScope } from '@stratum/core/kernel/request-scope';
import { auditMailKinds } from '@stratum/core/audit';
import { platformMailKinds } from '@stratum/core/platform';
import { surveysMailKinds } from '@stratum/core/surveys';

/** Every module's mails that are rendered when sent, by kind (ARCHITECTURE §11). */
const MAIL_KINDS = { ...platformMailKinds, ...auditMailKinds, ...surveysMailKinds };

/**
 * Sends every mail that is due, with each module's renderers: the same call deployed, locally and
 * in tests, always as the mailer function (with its grants).
 */
export const drainMail = (opts: Omit<DrainOptions, 'kinds'> = {}): Promise<DrainResult> =>
  inRequestScope({ principal: 'mailer' }, () => drainOutbox({ ...opts, kinds: MAIL_KINDS }));

/**
 * The `mailer` Lambda. A DynamoDB stream record of a queued mail (the subscription's filter lets
 * only those through) and the one-minute schedule both just wake it: it drains whatever is due,
 * so a record's content never matters and a retry that is due is found by the schedule. A run that
 * throws is retried by Lambda and, at the end, left in the dead-letter queue with its alarm.
 */
export const handler = (): Promise<DrainResult> => drainMail();
