/**
 * Which record a screen shows when the URL names one (`?planId=…`): the one named, if it is in
 * the list; otherwise the first active one, else the first; null for an empty list. A screen
 * writes the choice back into the URL, so a reload or a shared link shows the same.
 */
export const pickChosen = <T extends { id: string; status?: string }>(
  list: readonly T[] | undefined,
  asked: string | null | undefined,
): T | null => {
  if (!list || list.length === 0) return null;
  return list.find((r) => r.id === asked) ?? list.find((r) => r.status === 'Active') ?? list[0] ?? null;
};

/**
 * The same while the list may be out of date: a record the URL names that the list lacks may be
 * one just added (the cached list is being read again), so the choice waits (undefined) rather
 * than falling back to another and writing that into the URL.
 */
export const settledChoice = <T extends { id: string; status?: string }>(
  list: readonly T[] | undefined,
  asked: string | null | undefined,
  fetching: boolean,
): T | null | undefined => {
  if (!list) return undefined;
  if (asked && fetching && !list.some((r) => r.id === asked)) return undefined;
  return pickChosen(list, asked);
};
