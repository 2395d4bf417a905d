import type { SendEmailCommandInput } from '@aws-sdk/client-sesv2';
import { ses } from './clients';
import { config } from './config';
import { readFile } from './files';

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A file a mail carries, stored in S3 by the change that queued the mail: the outbox keeps the
 * key, never the bytes, so a queued mail stays a small item and the file is read when it is sent.
 */
export interface MailAttachment {
  /** the file's name as the recipient sees it */
  name: string;
  type: string;
  /** the S3 key (`<companyId>/<area>/…`) */
  key: string;
}

export interface Mail {
  to: string;
  subject: string;
  /** paragraphs of plain text; escaped for the HTML part */
  paragraphs: string[];
  action?: { label: string; url: string };
  attachments?: MailAttachment[];
}

/** SES refuses a message over 40 MB once encoded; the files a mail carries stay well under it. */
export const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;

/** A file name safe inside a MIME header: no quotes, controls or line breaks. */
const headerSafe = (name: string): string =>
  [...name]
    .map((ch) => (ch < ' ' || ch === '\u007f' || ch === '"' || ch === '\\' ? '_' : ch))
    .join('')
    .replace(/_+/g, '_')
    .slice(-150) || 'attachment';

/**
 * The SESv2 request for one mail: plain text and simple HTML, and the attachments (already read)
 * as SES's own attachments of simple content, base64 as the API takes them.
 */
export const sendEmailInput = (
  mail: Omit<Mail, 'attachments'>,
  from: string,
  files: { name: string; type: string; bytes: Uint8Array }[] = [],
): SendEmailCommandInput => {
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
  const total = files.reduce((n, f) => n + f.bytes.length, 0);
  if (total > MAX_ATTACHMENT_BYTES) throw new Error('The mail’s attachments are larger than 20 MB.');
  return {
    FromEmailAddress: from,
    Destination: { ToAddresses: [mail.to] },
    Content: {
      Simple: {
        Subject: { Data: mail.subject, Charset: 'UTF-8' },
        Body: { Text: { Data: text, Charset: 'UTF-8' }, Html: { Data: html, Charset: 'UTF-8' } },
        ...(files.length > 0
          ? {
              Attachments: files.map((f) => ({
                FileName: headerSafe(f.name),
                ContentType: f.type,
                ContentDisposition: 'ATTACHMENT' as const,
                ContentTransferEncoding: 'BASE64' as const,
                RawContent: f.bytes,
              })),
            }
          : {}),
      },
    },
  };
};

/**
 * Sends one email through SES, as plain text and simple HTML, with its attachments read from S3.
 * Only the outbox's sender calls it (ARCHITECTURE §11: no request sends mail); `abortSignal` cuts
 * a send SES does not answer.
 */
export const sendMail = async (mail: Mail, opts: { abortSignal?: AbortSignal } = {}): Promise<void> => {
  const files = await Promise.all(
    (mail.attachments ?? []).map(async (a) => ({ name: a.name, type: a.type, bytes: await readFile(a.key) })),
  );
  const { SendEmailCommand } = await import('@aws-sdk/client-sesv2');
  await (
    await ses()
  ).send(
    new SendEmailCommand(sendEmailInput(mail, config().MAIL_FROM, files)),
    opts.abortSignal ? { abortSignal: opts.abortSignal } : {},
  );
};

/** A link into the web app. */
export const appLink = (path: string, query: Record<string, string> = {}): string => {
  const url = new URL(path, config().APP_URL);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return url.toString();
};
