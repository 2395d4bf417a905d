import type { ApiClient, TLoginRequest, TResetPasswordRequest, TSessionUser } from '@stratum/contracts';
import type * as authRoutesModule from './auth-routes';
import { toSessionError, type SessionAction, type SessionStore } from './store';

export interface SessionActions {
  /** The signed-in user, or null when the login failed (the error is in the store). */
  login(input: TLoginRequest): Promise<TSessionUser | null>;
  /**
   * Starts signing in with Microsoft: the provider's address to send the browser to, or null on
   * failure. The state it will come back with is remembered in this tab only.
   */
  startMicrosoft(input?: { companyId?: string }): Promise<string | null>;
  /**
   * Finishes it on the callback page: the state must be the one this tab started with (a link
   * someone else started is refused here, before the server is asked).
   */
  finishMicrosoft(input: { code: string; state: string }): Promise<TSessionUser | null>;
  /** The address the code went to, or null on failure. */
  signUp(input: { email: string }): Promise<string | null>;
  forgotPassword(input: { email: string }): Promise<string | null>;
  resetPassword(input: TResetPasswordRequest): Promise<string | null>;
  /** Tells the server, then forgets the session whatever it answered. */
  signOut(): Promise<void>;
  /**
   * The client's `onUnauthorized`: trades the refresh token for a new apiToken. Calls that fail
   * together share one refresh; when it fails the session is cleared (and the guards send the
   * person to sign-in).
   */
  refreshOnce(): Promise<boolean>;
}

/** Shown when the callback's state is not the one this tab started with. */
export const NOT_STARTED_HERE =
  'This Microsoft sign-in was not started in this browser tab. Start again from the sign-in page.';

type AuthRoutes = typeof authRoutesModule;

const titlesOf = (routes: AuthRoutes): Record<SessionAction, string> => ({
  login: routes.login.errorTitle,
  microsoft: routes.msLogin.errorTitle,
  signUp: routes.signUp.errorTitle,
  forgotPassword: routes.forgotPassword.errorTitle,
  resetPassword: routes.resetPassword.errorTitle,
  signOut: routes.signOut.errorTitle,
  refresh: routes.refresh.errorTitle,
});

/** The title of a failure that came before any route could be asked (its code did not load). */
export const UNREACHABLE_TITLE = 'Connection Failed';

/** Where the tab keeps the state of a provider sign-in it started, until the provider sends it back. */
export const PROVIDER_STATE_KEY = 'stratum.provider-state';

/** This tab's storage; none (a test, a locked-down browser) means no provider sign-in can finish. */
const tabStorage = (): Storage | null => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
};

export const createSessionActions = (
  store: SessionStore,
  api: Pick<ApiClient, 'call'>,
  tab: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null = tabStorage,
): SessionActions => {
  let loaded: AuthRoutes | null = null;
  const authRoutes = async (): Promise<AuthRoutes> => (loaded ??= await import('./auth-routes'));
  const titleOf = (action: SessionAction) => (loaded ? titlesOf(loaded)[action] : UNREACHABLE_TITLE);

  /** spec §4: loading set before the call and cleared on its result; the previous error cleared first. */
  const run = async <T>(action: SessionAction, work: () => Promise<T>): Promise<T | null> => {
    store.dispatch({ type: 'started', action });
    try {
      const result = await work();
      store.dispatch({ type: 'succeeded', action });
      return result;
    } catch (e) {
      store.dispatch({ type: 'failed', action, error: toSessionError(action, e, titleOf(action)) });
      return null;
    }
  };

  let refreshing: Promise<boolean> | null = null;

  // A call answered 401 while a sign-out is on its way (the server has already ended the session)
  // is not an expiry to announce: the person is leaving.
  let signingOut = false;
  const refreshNow = async (): Promise<boolean> => {
    const user = store.get().user;
    if (!user || signingOut) return false;
    // Only touch the session this refresh was for: someone may sign out or in meanwhile.
    const stillSame = () => store.get().user?.refreshToken === user.refreshToken;
    store.dispatch({ type: 'started', action: 'refresh' });
    try {
      const tokens = await api.call((await authRoutes()).refresh, { refreshToken: user.refreshToken });
      if (!stillSame()) return false;
      store.dispatch({ type: 'refreshed', apiToken: tokens.apiToken, expiresAt: tokens.expiresAt });
      return true;
    } catch (e) {
      if (stillSame() && !signingOut)
        store.dispatch({
          type: 'failed',
          action: 'refresh',
          error: toSessionError('refresh', e, titleOf('refresh')),
        });
      else store.dispatch({ type: 'succeeded', action: 'refresh' });
      return false;
    }
  };

  return {
    login: (input) =>
      run('login', async () => {
        const { user } = await api.call((await authRoutes()).login, input);
        store.dispatch({ type: 'loggedIn', user });
        return user;
      }),
    startMicrosoft: (input = {}) =>
      run('microsoft', async () => {
        const { url, state } = await api.call((await authRoutes()).msLogin, input);
        tab()?.setItem(PROVIDER_STATE_KEY, state);
        return url;
      }),
    finishMicrosoft: (input) =>
      run('microsoft', async () => {
        const started = tab()?.getItem(PROVIDER_STATE_KEY);
        tab()?.removeItem(PROVIDER_STATE_KEY);
        if (!started || started !== input.state) throw new Error(NOT_STARTED_HERE);
        const { user } = await api.call((await authRoutes()).microsoftCallback, input);
        store.dispatch({ type: 'loggedIn', user });
        return user;
      }),
    signUp: (input) => run('signUp', async () => (await api.call((await authRoutes()).signUp, input)).email),
    forgotPassword: (input) =>
      run('forgotPassword', async () => (await api.call((await authRoutes()).forgotPassword, input)).email),
    resetPassword: (input) =>
      run('resetPassword', async () => (await api.call((await authRoutes()).resetPassword, input)).email),
    signOut: async () => {
      const user = store.get().user;
      if (!user) return;
      store.dispatch({ type: 'started', action: 'signOut' });
      signingOut = true;
      let failure: unknown = null;
      try {
        await api.call((await authRoutes()).signOut, { refreshToken: user.refreshToken });
      } catch (e) {
        failure = e;
      }
      store.dispatch({ type: 'cleared' });
      signingOut = false;
      // Signed out here either way; the person is told if the server could not end the session.
      if (failure)
        store.dispatch({
          type: 'failed',
          action: 'signOut',
          error: toSessionError('signOut', failure, titleOf('signOut')),
        });
    },
    refreshOnce: () => {
      refreshing ??= refreshNow().finally(() => {
        refreshing = null;
      });
      return refreshing;
    },
  };
};
