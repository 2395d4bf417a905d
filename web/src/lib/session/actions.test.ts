import { ApiError, type ApiClient, type RouteDef } from '@stratum/contracts';
import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../store';
import { createSessionActions } from './actions';
import { createSessionStore, SESSION_KEY } from './store';
import { testUser } from './test-user';

type Handler = (input: unknown) => Promise<unknown>;

/** An API client answering from per-path handlers; a missing handler is a test bug. */
const fakeApi = (handlers: Record<string, Handler>) => {
  const calls: { path: string; input: unknown }[] = [];
  const api = {
    call: async (route: RouteDef, input: unknown) => {
      calls.push({ path: route.path, input });
      const handler = handlers[route.path];
      if (!handler) throw new Error(`unexpected call ${route.path}`);
      return handler(input);
    },
  } as unknown as Pick<ApiClient, 'call'>;
  return { api, calls };
};

const setup = async (handlers: Record<string, Handler>, signedIn = false) => {
  const storage = memoryStorage();
  if (signedIn) storage.setItem(SESSION_KEY, JSON.stringify(testUser()));
  const store = createSessionStore(storage);
  await store.restore();
  const { api, calls } = fakeApi(handlers);
  return { store, storage, calls, actions: createSessionActions(store, api) };
};

describe('session actions', () => {
  it('login stores the user', async () => {
    const user = testUser();
    const { store, storage, actions } = await setup({ '/auth/login': async () => ({ user }) });
    expect(await actions.login({ email: user.email, password: 'pw' })).toEqual(user);
    expect(store.get()).toEqual({ user, pending: { login: false }, error: null });
    expect(storage.getItem(SESSION_KEY)).not.toBeNull();
  });

  it('a failed login leaves no stored user and records the route’s title and the server’s message', async () => {
    const { store, storage, actions } = await setup(
      {
        '/auth/login': async () => {
          throw new ApiError('Login Failed', 'The email or password is incorrect.', 401, 'UNAUTHORIZED');
        },
      },
      true,
    );
    expect(await actions.login({ email: 'a@b.test', password: 'nope' })).toBeNull();
    expect(store.get().user).toBeNull();
    expect(storage.getItem(SESSION_KEY)).toBeNull();
    expect(store.get().error).toEqual({
      action: 'login',
      title: 'Login Failed',
      message: 'The email or password is incorrect.',
      issues: [],
    });
    expect(store.get().pending.login).toBe(false);
  });

  it('a transport failure is titled like the route', async () => {
    const { store, actions } = await setup({
      '/auth/forgot-password': async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await actions.forgotPassword({ email: 'a@b.test' })).toBeNull();
    expect(store.get().error).toMatchObject({ title: 'Forgot Password Failed', message: 'Failed to fetch' });
  });

  it('sign-out tells the API with the refresh token, then clears the session', async () => {
    const { store, storage, calls, actions } = await setup(
      { '/auth/sign-out': async () => ({ signedOut: true }) },
      true,
    );
    await actions.signOut();
    expect(calls).toEqual([{ path: '/auth/sign-out', input: { refreshToken: 'refresh-1' } }]);
    expect(store.get().user).toBeNull();
    expect(storage.getItem(SESSION_KEY)).toBeNull();
    expect(store.get().error).toBeNull();
  });

  it('sign-out clears the session even when the API fails, and says so', async () => {
    const { store, actions } = await setup(
      {
        '/auth/sign-out': async () => {
          throw new ApiError('Sign Out Failed', 'down', 500, 'INTERNAL');
        },
      },
      true,
    );
    await actions.signOut();
    expect(store.get().user).toBeNull();
    expect(store.get().error).toMatchObject({ action: 'signOut', title: 'Sign Out Failed' });
  });

  it('calls that fail together share one refresh, which updates the token', async () => {
    let release: () => void = () => {};
    const refresh = vi.fn(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ apiToken: 'token-2', expiresAt: 42 });
        }),
    );
    const { store, actions } = await setup({ '/auth/refresh': refresh }, true);
    const first = actions.refreshOnce();
    const second = actions.refreshOnce();
    // the auth routes load before the call is made
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    release();
    expect(await Promise.all([first, second])).toEqual([true, true]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith({ refreshToken: 'refresh-1' });
    expect(store.get().user).toMatchObject({ apiToken: 'token-2', expiresAt: 42, refreshToken: 'refresh-1' });
  });

  it('a failed refresh ends the session with "Session Expired"', async () => {
    const { store, storage, actions } = await setup(
      {
        '/auth/refresh': async () => {
          throw new ApiError(
            'Session Expired',
            'Your session has ended. Please sign in again.',
            401,
            'UNAUTHORIZED',
          );
        },
      },
      true,
    );
    expect(await actions.refreshOnce()).toBe(false);
    expect(store.get().user).toBeNull();
    expect(storage.getItem(SESSION_KEY)).toBeNull();
    expect(store.get().error).toMatchObject({ action: 'refresh', title: 'Session Expired' });
  });

  it('a refresh that returns after someone else signed in leaves their session alone', async () => {
    let release: () => void = () => {};
    const { store, calls, actions } = await setup(
      {
        '/auth/refresh': () =>
          new Promise((resolve) => {
            release = () => resolve({ apiToken: 'stale', expiresAt: 1 });
          }),
      },
      true,
    );
    const pending = actions.refreshOnce();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    const other = testUser({ id: 'u2', refreshToken: 'refresh-2', apiToken: 'token-other' });
    store.dispatch({ type: 'loggedIn', user: other });
    release();
    expect(await pending).toBe(false);
    expect(store.get().user).toEqual(other);
  });

  it('without a session there is nothing to refresh or sign out', async () => {
    const { calls, actions } = await setup({});
    expect(await actions.refreshOnce()).toBe(false);
    await actions.signOut();
    expect(calls).toEqual([]);
  });
});
