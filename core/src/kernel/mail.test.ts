import { describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES, sendEmailInput } from './mail';

const mail = { to: 'ann@example.com', subject: 'Notification', paragraphs: ['Dear Ann,', 'A <b> & c'] };

describe('sendEmailInput: the SES request of one mail', () => {
  it('sends text and escaped HTML, with no attachments when the mail carries none', () => {
    const input = sendEmailInput(mail, 'from@example.com');
    expect(input.FromEmailAddress).toBe('from@example.com');
    expect(input.Destination?.ToAddresses).toEqual(['ann@example.com']);
    expect(input.Content?.Simple?.Body?.Text?.Data).toBe('Dear Ann,\n\nA <b> & c');
    expect(input.Content?.Simple?.Body?.Html?.Data).toBe('<p>Dear Ann,</p>\n<p>A &lt;b&gt; &amp; c</p>');
    expect(input.Content?.Simple).not.toHaveProperty('Attachments');
  });

  it('carries each file as an attachment with its name, type and bytes', () => {
    const bytes = new TextEncoder().encode('%PDF-1.4');
    const input = sendEmailInput(mail, 'from@example.com', [
      { name: 'Notification letter.pdf', type: 'application/pdf', bytes },
    ]);
    expect(input.Content?.Simple?.Attachments).toEqual([
      {
        FileName: 'Notification letter.pdf',
        ContentType: 'application/pdf',
        ContentDisposition: 'ATTACHMENT',
        ContentTransferEncoding: 'BASE64',
        RawContent: bytes,
      },
    ]);
  });

  it.each([
    ['a"b.pdf', 'a_b.pdf'],
    ['line\r\nbreak.pdf', 'line_break.pdf'],
    ['', 'attachment'],
  ])('makes the file name %j safe in a header: %j', (name, safe) => {
    const input = sendEmailInput(mail, 'f@example.com', [
      { name, type: 'application/pdf', bytes: new Uint8Array(1) },
    ]);
    expect(input.Content?.Simple?.Attachments?.[0]?.FileName).toBe(safe);
  });

  it('refuses attachments larger than SES takes', () => {
    const big = new Uint8Array(MAX_ATTACHMENT_BYTES + 1);
    expect(() =>
      sendEmailInput(mail, 'f@example.com', [{ name: 'x.pdf', type: 'application/pdf', bytes: big }]),
    ).toThrow(/larger than 20 MB/);
  });
});
