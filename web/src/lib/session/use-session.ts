import type { TSessionUser } from '@stratum/contracts';
import { sessionStore } from '../api';
import { useStore } from '../use-store';
import type { SessionState } from './store';

export const useSession = (): SessionState => useStore(sessionStore);

export const useSessionUser = (): TSessionUser | null => useStore(sessionStore, (s) => s.user);

/** For screens behind the session guard, where a user is certain. */
export const useSignedInUser = (): TSessionUser => {
  const user = useSessionUser();
  if (!user) throw new Error('useSignedInUser used outside the session guard');
  return user;
};
