import { addCompany, ApiError, createApiClient, listCompanies, login } from '@stratum/contracts';
import { describe, expect, it } from 'vitest';
import { demoLogins } from '../../../packages/local/src/seed';
import { stack } from '../../../tests/support/api';

describe('the typed client from the route table', () => {
  it('signs in and calls a route, returning its data', async () => {
    const session: { token?: string } = {};
    const client = createApiClient({ baseUrl: stack().url, getToken: () => session.token });
    const { owner } = demoLogins();
    const { user } = await client.call(login, { email: owner.email, password: owner.password });
    session.token = user.apiToken;
    const page = await client.call(listCompanies, { limit: 5 });
    expect(page.company_list.length).toBeGreaterThan(0);
    expect(page.total).toBeGreaterThanOrEqual(page.company_list.length);
  });

  it('throws an ApiError titled for the route, with the server’s message and field issues', async () => {
    const { owner } = demoLogins();
    const session: { token?: string } = {};
    const client = createApiClient({ baseUrl: stack().url, getToken: () => session.token });
    session.token = (
      await client.call(login, { email: owner.email, password: owner.password })
    ).user.apiToken;
    const err = await client
      .call(addCompany, { companyName: 'X', eFirstName: 'A', eLastName: 'B', email: 'nope' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      title: 'Add Company Failed',
      status: 400,
      message: 'email: must be a valid email address',
    });
    expect((err as ApiError).issues.map((i) => i.path)).toEqual(['email']);
  });

  it('refreshes once on a 401 and retries', async () => {
    const { owner } = demoLogins();
    const base = createApiClient({ baseUrl: stack().url });
    const good = (await base.call(login, { email: owner.email, password: owner.password })).user.apiToken;
    let token = 'expired.token.value';
    let refreshes = 0;
    const client = createApiClient({
      baseUrl: stack().url,
      getToken: () => token,
      onUnauthorized: async () => {
        refreshes++;
        token = good;
        return true;
      },
    });
    await client.call(listCompanies, { limit: 1 });
    expect(refreshes).toBe(1);
  });

  it('turns a transport failure into a failed result with the error text', async () => {
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:9' });
    const err = await client.call(login, { email: 'a@b.co', password: 'x' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ title: 'Login Failed', code: 'TRANSPORT', status: 0 });
    expect((err as Error).message).not.toBe('');
  });
});
