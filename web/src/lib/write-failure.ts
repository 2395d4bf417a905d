import { ApiError } from '@stratum/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { errorNotice, isStaleVersion } from './errors';
import { notify } from './notify';

/**
 * The record changed since it was read (a 409 naming no field that says so). Other 409s naming no
 * field are refusals ("… has 2 perspectives under it"), shown as the server words them.
 */
export const isStale = (error: unknown): boolean =>
  isStaleVersion(error) && /changed by someone else/i.test((error as Error).message);

/** The record is not there (deleted, or another company's): trying again will not help. */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

export interface InPlaceFailure {
  queryClient: QueryClient;
  /** the reads to do again when the record turned out stale */
  keys: readonly QueryKey[];
  /** the warning's title and text when it did ("Changed by someone else", "the latest is shown") */
  staleTitle: string;
  staleText: string;
  /** the toast's title for a failure that is not the API's (a transport failure) */
  fallbackTitle: string;
}

/**
 * A change made in place (a delete from a list, an inline rename) failed: a stale version reads
 * the list again and says the latest is shown (the screen never retries by itself); any other
 * failure is toasted with the route's error title and the server's words.
 */
export const reportInPlaceFailure = async (error: unknown, f: InPlaceFailure): Promise<void> => {
  if (isStale(error)) {
    await Promise.all(f.keys.map((queryKey) => f.queryClient.invalidateQueries({ queryKey })));
    notify({ severity: 'warn', summary: f.staleTitle, detail: f.staleText });
    return;
  }
  const notice = errorNotice(error, f.fallbackTitle);
  if (notice) notify(notice);
};
