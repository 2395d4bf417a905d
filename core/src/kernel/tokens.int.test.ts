import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stack } from '../../../tests/support/api';
import { ownerSession } from '../../../tests/support/world';

/**
 * A fresh process (modules reloaded: no key set cached yet) whose identity provider's keys cannot
 * be fetched must not call a valid session expired: nothing is known about the token.
 */
const verifierReaching = async (cognitoEndpoint: string) => {
  vi.resetModules();
  process.env.COGNITO_ENDPOINT = cognitoEndpoint;
  return (await import('./tokens')).verifyToken;
};

describe('verifyToken when the key set cannot be fetched', () => {
  let token: string;
  let real: string;
  let broken: Server;

  beforeAll(async () => {
    real = stack().env.COGNITO_ENDPOINT!;
    token = (await ownerSession()).token;
    // answers every request with a 502, as a proxy in front of a provider that is down would
    broken = createServer((_req, res) => res.writeHead(502).end('bad gateway'));
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    process.env.COGNITO_ENDPOINT = real;
    vi.resetModules();
    await new Promise((resolve) => broken.close(resolve));
  });

  it('answers 503 when nothing listens where the keys are', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const verify = await verifierReaching(`http://127.0.0.1:${port}`);
    await expect(verify(token)).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });

  it('answers 503 when the key set answer is an error page', async () => {
    const { port } = broken.address() as AddressInfo;
    const verify = await verifierReaching(`http://127.0.0.1:${port}`);
    await expect(verify(token)).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });

  it('still answers 401 for a token that is not valid, and accepts the valid one, once the keys are back', async () => {
    const verify = await verifierReaching(real);
    await expect(verify(`${token.slice(0, -4)}AAAA`)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(verify('not-a-token')).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await verify(token)).sub).toBeTruthy();
  });
});
