import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { settledChoice } from './choice';

/**
 * The record a screen works on, kept in the URL under `param`: the one named there, else the
 * first (written back, replacing the entry, so Back does not bounce).
 */
export const useUrlChoice = <T extends { id: string; status?: string }>(
  list: readonly T[] | undefined,
  fetching: boolean,
  param: string,
) => {
  const [query, setQuery] = useSearchParams();
  const asked = query.get(param);
  /** undefined while it cannot be told yet */
  const chosen = settledChoice(list, asked, fetching);
  const choose = useCallback(
    (id: string) =>
      setQuery(
        (q) => {
          q.set(param, id);
          return q;
        },
        { replace: true },
      ),
    [param, setQuery],
  );
  useEffect(() => {
    if (chosen && chosen.id !== asked) choose(chosen.id);
  }, [chosen, asked, choose]);
  return { chosen, choose };
};
