import { createApiClient } from '@stratum/contracts';
import { createSessionActions } from './session/actions';
import { createSessionStore, SESSION_KEY } from './session/store';

/**
 * The app's one API client and session (browser singletons). Everything else receives them from
 * here, so tests of the pieces can build their own with fakes.
 */
export const sessionStore = createSessionStore(window.localStorage);

const committedListeners = new Set<() => void>();

/**
 * Called when a retried write learns that its first attempt was committed but its answer was lost:
 * the app (main.tsx) refetches what it shows, so the page shows the change as it is.
 */
export const whenCommittedWithoutAnswer = (listener: () => void) => {
  committedListeners.add(listener);
  return () => void committedListeners.delete(listener);
};

export const api = createApiClient({
  baseUrl: '',
  getToken: () => sessionStore.get().user?.apiToken,
  // the company chosen among the person's memberships; the server admits it only through one
  getCompany: () => sessionStore.get().user?.companyId,
  // spec §6 sends the token header; an expired one is refreshed once, then the session ends.
  onUnauthorized: () => session.refreshOnce(),
  onCommittedWithoutAnswer: () => committedListeners.forEach((listener) => listener()),
});

export const session = createSessionActions(sessionStore, api);

// Another tab signed in or out: follow it rather than act on a stale token.
window.addEventListener('storage', (e) => {
  if (e.key === SESSION_KEY || e.key === null) sessionStore.reload();
});
