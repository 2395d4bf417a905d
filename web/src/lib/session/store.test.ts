import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../store';
import {
  createSessionStore,
  SESSION_KEY,
  sessionReducer,
  type SessionError,
  type SessionState,
} from './store';
import { parseStoredUser } from './stored-user';
import { testUser } from './test-user';

const empty: SessionState = { user: null, pending: {}, error: null };
const failure: SessionError = { action: 'login', title: 'Login Failed', message: 'wrong', issues: [] };

describe('sessionReducer (spec §4)', () => {
  it('sets the call’s loading flag and clears the previous error before each action', () => {
    const s = sessionReducer({ ...empty, error: failure }, { type: 'started', action: 'login' });
    expect(s.pending.login).toBe(true);
    expect(s.error).toBeNull();
  });

  it('stores the user on login and clears the flag', () => {
    const user = testUser();
    const s = sessionReducer({ ...empty, pending: { login: true } }, { type: 'loggedIn', user });
    expect(s).toEqual({ user, pending: { login: false }, error: null });
  });

  it('switches to another of the person’s companies, taking its role and employee record; not to one they lack', () => {
    const user = testUser({
      companies: [
        {
          companyId: '01J0000000000000000000000A',
          companyName: 'Acme Holdings',
          companyRole: 'administrator',
          employeeId: '01J0000000000000000000000B',
        },
        {
          companyId: '01J0000000000000000000000C',
          companyName: 'Northwind Advisory',
          companyRole: 'employee',
          employeeId: '01J0000000000000000000000D',
        },
      ],
    });
    const s = sessionReducer(
      { ...empty, user },
      { type: 'switchedCompany', companyId: '01J0000000000000000000000C' },
    );
    expect(s.user).toMatchObject({
      companyId: '01J0000000000000000000000C',
      companyName: 'Northwind Advisory',
      companyRole: 'employee',
      employeeId: '01J0000000000000000000000D',
      apiToken: user.apiToken,
    });
    const stranger = sessionReducer(
      { ...empty, user },
      { type: 'switchedCompany', companyId: '01J0000000000000000000000E' },
    );
    expect(stranger.user).toBe(user);
  });

  it('reads a session stored before sessions listed companies as one with none', () => {
    const { companies: _, ...older } = testUser();
    expect(parseStoredUser(older)?.companies).toEqual([]);
  });

  it('a failed login clears the stored user and records the error', () => {
    const s = sessionReducer(
      { user: testUser(), pending: { login: true }, error: null },
      { type: 'failed', action: 'login', error: failure },
    );
    expect(s).toEqual({ user: null, pending: { login: false }, error: failure });
  });

  it('a failed refresh ends the session; a failed sign-up does not touch it', () => {
    const user = testUser();
    const expired: SessionError = {
      action: 'refresh',
      title: 'Session Expired',
      message: 'ended',
      issues: [],
    };
    expect(
      sessionReducer({ ...empty, user }, { type: 'failed', action: 'refresh', error: expired }).user,
    ).toBeNull();
    const signUpFailed: SessionError = {
      action: 'signUp',
      title: 'Sign Up Failed',
      message: 'x',
      issues: [],
    };
    expect(
      sessionReducer({ ...empty, user }, { type: 'failed', action: 'signUp', error: signUpFailed }).user,
    ).toBe(user);
  });

  it('a refresh replaces the token and its expiry only', () => {
    const user = testUser();
    const s = sessionReducer({ ...empty, user }, { type: 'refreshed', apiToken: 'token-2', expiresAt: 5 });
    expect(s.user).toEqual({ ...user, apiToken: 'token-2', expiresAt: 5 });
    expect(sessionReducer(empty, { type: 'refreshed', apiToken: 't', expiresAt: 5 }).user).toBeNull();
  });

  it('sign-out clears the user', () => {
    expect(
      sessionReducer({ ...empty, user: testUser(), pending: { signOut: true } }, { type: 'cleared' }),
    ).toEqual({
      user: null,
      pending: { signOut: false },
      error: null,
    });
  });
});

describe('createSessionStore', () => {
  it('persists the user under one key and removes it when cleared', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    const user = testUser();
    store.dispatch({ type: 'loggedIn', user });
    expect(JSON.parse(storage.getItem(SESSION_KEY) ?? 'null')).toEqual(user);
    store.dispatch({ type: 'cleared' });
    expect(storage.getItem(SESSION_KEY)).toBeNull();
  });

  it('restores a stored user, and ignores a malformed one', async () => {
    const storage = memoryStorage();
    const restored = async () => {
      const store = createSessionStore(storage);
      await store.restore();
      return store.get().user;
    };
    storage.setItem(SESSION_KEY, JSON.stringify(testUser()));
    expect((await restored())?.email).toBe('admin@acme.test');
    storage.setItem(SESSION_KEY, JSON.stringify({ apiToken: 'x' }));
    expect(await restored()).toBeNull();
    storage.setItem(SESSION_KEY, '{not json');
    expect(await restored()).toBeNull();
  });

  it('loads the stored-user check only when something is stored', async () => {
    const storage = memoryStorage();
    let loads = 0;
    const store = createSessionStore(storage, async () => {
      loads += 1;
      return parseStoredUser;
    });
    await store.restore();
    expect(loads).toBe(0);
    expect(store.get().user).toBeNull();
    storage.setItem(SESSION_KEY, JSON.stringify(testUser()));
    await store.restore();
    expect(loads).toBe(1);
    expect(store.get().user?.id).toBe('u1');
  });

  it('follows another tab: reload reads the stored user again', async () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    storage.setItem(SESSION_KEY, JSON.stringify(testUser()));
    store.reload();
    await expect.poll(() => store.get().user?.id).toBe('u1');
    storage.removeItem(SESSION_KEY);
    store.reload();
    await expect.poll(() => store.get().user).toBeNull();
  });
});
