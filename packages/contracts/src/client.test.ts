import { describe, expect, it } from 'vitest';
import { COMMITTED_WITHOUT_ANSWER, createApiClient } from './client';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAY_HEADER } from './envelope';
import { addCompany, listCompanies } from './platform/company';

const envelope = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ok = () => envelope(200, { res: 'SUCCESS', data: { company: {} }, err_msg: '' });
const unknown = () =>
  envelope(504, { res: 'FAILED', data: { code: 'OUTCOME_UNKNOWN' }, err_msg: 'The outcome is not known' });

/** A client over a scripted server that records the Idempotency-Key of every request it gets. */
const scripted = (answers: Array<() => Response | Promise<Response>>, onCommitted?: () => void) => {
  const keys: Array<string | null> = [];
  const client = createApiClient({
    getToken: () => 't',
    ...(onCommitted ? { onCommittedWithoutAnswer: onCommitted } : {}),
    retryDelaysMs: [0, 0],
    fetch: (_url, init) => {
      keys.push(new Headers(init?.headers).get(IDEMPOTENCY_HEADER));
      const next = answers.shift();
      if (!next) throw new Error('no more answers scripted');
      return Promise.resolve(next());
    },
  });
  return { client, keys };
};

const company = { companyName: 'X', eFirstName: 'A', eLastName: 'B', email: 'a@b.co' };

describe('the client’s Idempotency-Key', () => {
  it('retries a write whose outcome is not known with the same key, and gives the retry’s answer', async () => {
    const { client, keys } = scripted([unknown, () => Promise.reject(new TypeError('fetch failed')), ok]);
    await expect(client.call(addCompany, company)).resolves.toEqual({ company: {} });
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends a new key for each user action', async () => {
    const { client, keys } = scripted([ok, ok]);
    await client.call(addCompany, company);
    await client.call(addCompany, company);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('gives up after its retries, with the server’s message', async () => {
    const { client, keys } = scripted([unknown, unknown, unknown]);
    await expect(client.call(addCompany, company)).rejects.toMatchObject({ status: 504 });
    expect(keys).toHaveLength(3);
  });

  it('sends no key with a read, and does not retry it', async () => {
    const { client, keys } = scripted([unknown]);
    await expect(client.call(listCompanies, { limit: 1 })).rejects.toMatchObject({ status: 504 });
    expect(keys).toEqual([null]);
  });

  it('tells the caller plainly, and has the app refetch, when a retry learns the first attempt was committed without an answer', async () => {
    let refetched = 0;
    const committed = () =>
      new Response(JSON.stringify({ res: 'SUCCESS', data: null, err_msg: '' }), {
        status: 200,
        headers: { 'content-type': 'application/json', [IDEMPOTENT_REPLAY_HEADER]: 'committed' },
      });
    const { client, keys } = scripted([unknown, committed], () => refetched++);
    await expect(client.call(addCompany, company)).rejects.toMatchObject({
      code: 'COMMITTED',
      message: COMMITTED_WITHOUT_ANSWER,
    });
    expect(new Set(keys).size).toBe(1);
    expect(refetched).toBe(1);
  });
});
