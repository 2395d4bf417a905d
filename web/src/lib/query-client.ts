import type { QueryClient } from '@tanstack/react-query';
import { sessionStore, whenCommittedWithoutAnswer } from './api';
import { i18n } from './i18n';
import { notify } from './notify';
import { createQueryClient } from './query';

let client: QueryClient | undefined;

/**
 * The app's one query cache, made with the first screen that reads through it (app/query-layout.tsx):
 * the sign-in page reads nothing, so react-query does not load before sign-in
 * (docs/benchmarks.md: the sign-in page).
 */
export const appQueryClient = (): QueryClient => {
  if (client) return client;
  const queryClient = createQueryClient(notify, () => i18n.t('errors.requestFailed'));
  // A change saved whose answer was lost: what the screens show is read again, so it shows.
  whenCommittedWithoutAnswer(() => void queryClient.invalidateQueries());
  // One person's data never shows to the next, nor one company's in another: the cache goes with
  // the session and with the company it acts in.
  const scopeOf = () => {
    const user = sessionStore.get().user;
    return user ? `${user.id}|${user.companyId ?? ''}` : '';
  };
  let scope = scopeOf();
  sessionStore.subscribe(() => {
    const next = scopeOf();
    if (next !== scope) {
      scope = next;
      queryClient.clear();
    }
  });
  client = queryClient;
  return queryClient;
};
