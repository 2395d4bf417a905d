import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { stack } from '../../../tests/support/api';
import { ownerSession } from '../../../tests/support/world';

/** Sends these exact bytes and returns everything the server answers before it closes. */
const raw = (bytes: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(stack().url);
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
    socket.setTimeout(10_000, () => {
      socket.destroy();
      reject(new Error('no answer within 10 s'));
    });
    socket.write(bytes);
  });

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
const envelopeOf = (answer: string) =>
  JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { res: string; err_msg: string };

describe('the local server', () => {
  const MALFORMED = [
    ['a malformed escape in the path', 'GET /%ff HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
    ['a malformed escape under the API', 'GET /api/v1/%ff HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
    [
      'an absolute-form target URL cannot parse',
      'GET http://[/x HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    ],
    ['an absolute-form target', 'GET http://example.org/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
    ['an authority-form target', 'CONNECT example.org:443 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
    ['a request line that is not HTTP', 'HELLO\r\n\r\n'],
  ] as const;

  it.each(MALFORMED)('answers %s with a 400 envelope', async (_name, bytes) => {
    const answer = await raw(bytes);
    expect(statusOf(answer), answer).toBe(400);
    expect(envelopeOf(answer)).toMatchObject({ res: 'FAILED' });
    expect(envelopeOf(answer).err_msg.length).toBeGreaterThan(0);
  });

  it('answers a 20 MB upload with a 413 envelope, not a cut connection', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(20 * 1024 * 1024)], { type: 'image/png' }), 'big.png');
    const r = await fetch(`${stack().url}/api/v1/logo-upload/upload-logo`, { method: 'POST', body: form });
    expect(r.status).toBe(413);
    expect(await r.json()).toMatchObject({ res: 'FAILED', err_msg: 'The request is too large' });
  });

  it('still serves sign-in after all of that', async () => {
    for (const [, bytes] of MALFORMED) await raw(bytes);
    const session = await ownerSession();
    expect(session.token).toBeTruthy();
  });
});
