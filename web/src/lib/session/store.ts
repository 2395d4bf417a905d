import { ApiError, type TFieldIssue, type TSessionUser } from '@stratum/contracts';
import { createStore, writeJson, type KeyValueStorage, type Store } from '../store';

/** Where the signed-in user is kept (spec §4: "the user record is stored"). One key, nothing else. */
export const SESSION_KEY = 'stratum.session';

export type SessionAction =
  'login' | 'microsoft' | 'signUp' | 'forgotPassword' | 'resetPassword' | 'signOut' | 'refresh';

/** A failed session call as the screens show it: the route's title (spec §8) and the server's message. */
export interface SessionError {
  action: SessionAction;
  title: string;
  message: string;
  issues: TFieldIssue[];
}

export interface SessionState {
  user: TSessionUser | null;
  /** spec §4: a loading flag set before each call and cleared on its result, one per call */
  pending: Partial<Record<SessionAction, boolean>>;
  /** spec §4: the last failure; cleared before each new action */
  error: SessionError | null;
}

export type SessionEvent =
  | { type: 'started'; action: SessionAction }
  | { type: 'succeeded'; action: SessionAction }
  | { type: 'failed'; action: SessionAction; error: SessionError }
  | { type: 'loggedIn'; user: TSessionUser }
  | { type: 'refreshed'; apiToken: string; expiresAt: number }
  | { type: 'switchedCompany'; companyId: string }
  | { type: 'cleared' }
  | { type: 'restored'; user: TSessionUser | null }
  | { type: 'errorDismissed' };

/** Actions whose failure means the stored user can no longer be trusted. */
const CLEARS_USER_ON_FAILURE: ReadonlySet<SessionAction> = new Set(['login', 'microsoft', 'refresh']);

const done = (pending: SessionState['pending'], action: SessionAction) => ({ ...pending, [action]: false });

/** The session's transitions (spec §4), pure so they can be read and tested in one place. */
export const sessionReducer = (state: SessionState, event: SessionEvent): SessionState => {
  switch (event.type) {
    case 'started':
      return { ...state, pending: { ...state.pending, [event.action]: true }, error: null };
    case 'succeeded':
      return { ...state, pending: done(state.pending, event.action) };
    case 'failed':
      return {
        user: CLEARS_USER_ON_FAILURE.has(event.action) ? null : state.user,
        pending: done(state.pending, event.action),
        error: event.error,
      };
    case 'loggedIn':
      return { user: event.user, pending: done(state.pending, 'login'), error: null };
    case 'refreshed':
      return state.user
        ? {
            ...state,
            user: { ...state.user, apiToken: event.apiToken, expiresAt: event.expiresAt },
            pending: done(state.pending, 'refresh'),
          }
        : { ...state, pending: done(state.pending, 'refresh') };
    case 'switchedCompany': {
      const to = state.user?.companies.find((m) => m.companyId === event.companyId);
      if (!state.user || !to) return state;
      return {
        ...state,
        user: {
          ...state.user,
          companyId: to.companyId,
          companyName: to.companyName,
          companyRole: to.companyRole,
          employeeId: to.employeeId,
        },
      };
    }
    case 'cleared':
      return { ...state, user: null, pending: done(state.pending, 'signOut') };
    case 'restored':
      return { ...state, user: event.user };
    case 'errorDismissed':
      return { ...state, error: null };
  }
};

/** Checks a stored value: the user it holds, or null for anything else. */
export type StoredUserCheck = (raw: unknown) => TSessionUser | null;

const loadStoredUserCheck = async (): Promise<StoredUserCheck> =>
  (await import('./stored-user')).parseStoredUser;

export const toSessionError = (action: SessionAction, e: unknown, fallbackTitle: string): SessionError =>
  e instanceof ApiError
    ? { action, title: e.title, message: e.message, issues: e.issues }
    : { action, title: fallbackTitle, message: (e as Error)?.message ?? String(e), issues: [] };

export interface SessionStore extends Store<SessionState> {
  dispatch(event: SessionEvent): void;
  /**
   * Reads the stored user (main.tsx awaits it before the first render). The check is loaded only
   * when something is stored; a malformed or unreadable value is no session.
   */
  restore(): Promise<void>;
  /** Re-reads the stored user (another tab signed in or out). */
  reload(): void;
}

/**
 * The session store: state in memory, the user persisted under SESSION_KEY on every change. It
 * starts signed out until `restore` has read what is stored.
 */
export const createSessionStore = (
  storage: KeyValueStorage,
  loadCheck: () => Promise<StoredUserCheck> = loadStoredUserCheck,
): SessionStore => {
  const store = createStore<SessionState>({ user: null, pending: {}, error: null });
  const dispatch = (event: SessionEvent) => {
    const before = store.get().user;
    store.set((s) => sessionReducer(s, event));
    const after = store.get().user;
    if (after !== before && event.type !== 'restored') writeJson(storage, SESSION_KEY, after);
  };
  const storedUser = async (): Promise<TSessionUser | null> => {
    try {
      const raw = storage.getItem(SESSION_KEY);
      if (raw === null) return null;
      const value: unknown = JSON.parse(raw);
      return (await loadCheck())(value);
    } catch {
      return null;
    }
  };
  const restore = async () => dispatch({ type: 'restored', user: await storedUser() });
  return { ...store, dispatch, restore, reload: () => void restore() };
};
