import { ses } from './clients';
import { config } from './config';

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface Mail {
  to: string;
  subject: string;
  /** paragraphs of plain text; escaped for the HTML part */
  paragraphs: string[];
  action?: { label: string; url: string };
}

/**
 * Sends one email through SES, as plain text and simple HTML. Only the outbox's sender calls it
 * (ARCHITECTURE §11: no request sends mail); `abortSignal` cuts a send SES does not answer.
 */
export const sendMail = async (mail: Mail, opts: { abortSignal?: AbortSignal } = {}): Promise<void> => {
  const text = [
    ...mail.paragraphs,
    ...(mail.action ? [`${mail.action.label}: ${mail.action.url}`] : []),
  ].join('\n\n');
  const html = [
    ...mail.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(mail.action
      ? [`<p><a href="${escapeHtml(mail.action.url)}">${escapeHtml(mail.action.label)}</a></p>`]
      : []),
  ].join('\n');
  const { SendEmailCommand } = await import('@aws-sdk/client-sesv2');
  await (
    await ses()
  ).send(
    new SendEmailCommand({
      FromEmailAddress: config().MAIL_FROM,
      Destination: { ToAddresses: [mail.to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: text, Charset: 'UTF-8' }, Html: { Data: html, Charset: 'UTF-8' } },
        },
      },
    }),
    opts.abortSignal ? { abortSignal: opts.abortSignal } : {},
  );
};

/** A link into the web app. */
export const appLink = (path: string, query: Record<string, string> = {}): string => {
  const url = new URL(path, config().APP_URL);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return url.toString();
};
