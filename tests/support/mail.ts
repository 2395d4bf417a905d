import { drainMail } from '@stratum/functions/mailer';
import { stack } from './api';

export interface StoredMail {
  messageId: string;
  destination: { to: string[] };
  subject: string;
  body: { html: string; text: string };
  /** what the mail carries (content base64, as the local SES keeps it) */
  attachments?: { filename?: string; contentType: string; content: string; size: number }[];
  at: number;
}

/**
 * Everything the local SES has been asked to send, newest last, after sending what the outbox
 * holds that is due (as the stack's sender would: the test stack runs none of its own).
 */
export const sentMail = async (): Promise<StoredMail[]> => {
  stack();
  await drainMail();
  return storedMail();
};

/** What the local SES store holds now, without draining the outbox first. */
export const storedMail = async (): Promise<StoredMail[]> => {
  const res = await fetch(`${stack().ses}/store`);
  return ((await res.json()) as { emails: StoredMail[] }).emails;
};

/** The newest mail to an address, waiting briefly for it. */
export const latestMailTo = async (email: string, subject?: RegExp): Promise<StoredMail> => {
  // the outbox sends after the request answers: up to 10 s on a busy machine
  for (let i = 0; i < 100; i++) {
    const found = (await sentMail())
      .filter((m) => m.destination.to.includes(email) && (!subject || subject.test(m.subject)))
      .at(-1);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${email}${subject ? ` matching ${subject}` : ''}`);
};

/** The one-time code in a set-password or reset mail's link. */
export const authKeyIn = (mail: StoredMail): string => {
  const link = /https?:\/\/\S+reset-password\?\S+/.exec(mail.body.text)?.[0];
  const key = link ? new URL(link).searchParams.get('authKey') : null;
  if (!key) throw new Error(`no authKey in mail “${mail.subject}”`);
  return key;
};
