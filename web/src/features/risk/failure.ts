import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { errorNotice, isStaleVersion } from '../../lib/errors';
import { notify } from '../../lib/notify';

/**
 * A change made in place (a delete, an inline edit) failed: a stale version reads again and says
 * the latest is shown; any other failure is toasted with the route's error title (spec §8, e.g.
 * "Delete Risk Control Failed") and the server's words.
 */
export const reportFailure = async (
  error: unknown,
  f: {
    queryClient: QueryClient;
    keys: readonly QueryKey[];
    staleTitle: string;
    staleText: string;
    fallbackTitle: string;
  },
): Promise<void> => {
  if (isStaleVersion(error)) {
    await Promise.all(f.keys.map((queryKey) => f.queryClient.invalidateQueries({ queryKey })));
    notify({ severity: 'warn', summary: f.staleTitle, detail: f.staleText });
    return;
  }
  const notice = errorNotice(error, f.fallbackTitle);
  if (notice) notify(notice);
};
