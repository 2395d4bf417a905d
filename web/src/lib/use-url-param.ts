import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A query parameter as state, so a reload or a shared link shows the same choice (spec §2).
 * Absent is `undefined`; setting `undefined` or '' removes it. A change is a new history entry
 * unless `replace` (for the hook, or for one call) says to replace the current one — a screen that
 * writes back a default replaces, so Back does not bounce.
 */
export const useUrlParam = (name: string, options: { replace?: boolean } = {}) => {
  const [query, setQuery] = useSearchParams();
  const value = query.get(name) ?? undefined;
  const replaceByDefault = options.replace ?? false;
  const set = useCallback(
    (next: string | undefined, replace = replaceByDefault) =>
      setQuery(
        (q) => {
          if (next) q.set(name, next);
          else q.delete(name);
          return q;
        },
        { replace },
      ),
    [name, setQuery, replaceByDefault],
  );
  return [value, set] as const;
};
