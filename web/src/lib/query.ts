import type { RouteDef, RouteInput, RouteOutput } from '@stratum/contracts';
import {
  MutationCache,
  QueryCache,
  QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { api } from './api';
import { errorNotice, shouldRetry } from './errors';
import type { Notice } from './notify';

declare module '@tanstack/react-query' {
  interface Register {
    /** `toast: false` keeps a failure out of the central toast (the screen shows it itself). */
    queryMeta: { toast?: boolean };
    mutationMeta: { toast?: boolean };
  }
}

/**
 * The query key of a route: `[family, action]` names every call of the route (invalidate with
 * it), `[family, action, input]` one call.
 */
export const routeKey = <R extends RouteDef>(route: R, input?: RouteInput<R>) =>
  (input === undefined ? [route.family, route.action] : [route.family, route.action, input]) as QueryKey;

/** The query options of one read: key from the route table, fetcher from the typed client. */
export const routeQueryOptions = <R extends RouteDef>(route: R, input: RouteInput<R>) =>
  queryOptions({
    queryKey: [route.family, route.action, input] as const,
    queryFn: (): Promise<RouteOutput<R>> => api.call(route, input),
  });

export interface RouteMutationVars<R extends RouteDef> {
  input: RouteInput<R>;
  /** the file of a multipart route (its `file.field`) */
  file?: Blob & { name?: string };
}

export interface RouteMutationOptions<R extends RouteDef> {
  /** keys to refetch after success: a route's queries by `routeKey(route)` */
  invalidates?: readonly QueryKey[];
  onSuccess?: (data: RouteOutput<R>, input: RouteInput<R>) => void | Promise<void>;
  /** false: the failure is not toasted centrally */
  toast?: boolean;
}

/** A write through the route table; the failure toasts centrally, success invalidates the given keys. */
export const useRouteMutation = <R extends RouteDef>(route: R, options: RouteMutationOptions<R> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: routeKey(route),
    mutationFn: ({ input, file }: RouteMutationVars<R>): Promise<RouteOutput<R>> =>
      api.call(route, input, file),
    meta: { toast: options.toast ?? true },
    onSuccess: async (data, vars) => {
      await Promise.all(
        (options.invalidates ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      await options.onSuccess?.(data, vars.input);
    },
  });
};

/** One QueryClient per app: failures go to `report` once, centrally (not per screen). */
export const createQueryClient = (report: (notice: Notice) => void, fallbackTitle: () => string) => {
  const toast = (error: unknown, meta: { toast?: boolean } | undefined) => {
    if (meta?.toast === false) return;
    const notice = errorNotice(error, fallbackTitle());
    if (notice) report(notice);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => toast(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => toast(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
};
