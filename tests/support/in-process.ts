import type { LocalApi } from '../../packages/local/src/api-gateway';
import { invoke } from '../../packages/local/src/api-gateway';
import { stack, useTransport, type Transport } from './api';
import { countSdkWrites } from './writes';

/**
 * A setup file: this test file's API calls skip HTTP and go straight into the family handlers,
 * through the same request-to-event conversion the local server uses (packages/local/src/api-gateway.ts),
 * against the same embedded AWS. The handlers, the events and the answers are the ones a client
 * gets; what is saved is a socket and a server hop per call. Every write the handlers send to the
 * embedded AWS is counted (tests/support/writes.ts), which lets a check whose call wrote nothing
 * skip its state read (tests/security/state.ts).
 */
countSdkWrites();

let api: Promise<LocalApi> | undefined;

const handlers = (): Promise<LocalApi> => {
  // The handlers read the environment when they load, so the stack's comes first.
  stack();
  api ??= import('@stratum/functions').then(({ HANDLERS, OPENAPI_HANDLER }) => ({
    handlers: HANDLERS,
    openapi: OPENAPI_HANDLER,
  }));
  return api;
};

/** The in-process transport itself, for a test that wraps it. */
export const inProcess: Transport = async (request) => {
  const out = await invoke(await handlers(), {
    method: request.method,
    url: new URL(request.url),
    headers: Object.fromEntries(request.headers),
    body: Buffer.from(await request.arrayBuffer()),
    // what the local server sees from a test on the same machine
    sourceIp: '127.0.0.1',
  });
  return { status: out.status, text: out.body.toString('utf8') };
};

useTransport(inProcess);
