import type { RouteDef } from '@stratum/contracts';
import type { Ctx, LinkCtx, PublicCtx } from '@stratum/core/kernel/ctx';
import type { z } from 'zod';

export interface UploadedFile {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface Call<R extends RouteDef> {
  ctx: R['access'] extends 'public' ? PublicCtx : Ctx;
  input: R extends RouteDef<infer I, z.ZodType> ? z.output<I> : never;
  /** the uploaded file of a multipart route */
  file: UploadedFile | undefined;
  /** the raw apiToken of an authenticated call */
  token: string | undefined;
}

/**
 * A call as the family router hands it over: the caller its route's access resolved (a public
 * route's has no person) and the input its route's schema parsed.
 */
export interface RoutedCall {
  ctx: Ctx | PublicCtx | LinkCtx;
  input: unknown;
  file: UploadedFile | undefined;
  token: string | undefined;
}

export interface Binding {
  route: RouteDef;
  run(call: RoutedCall): Promise<unknown>;
}

type Answer<R extends RouteDef> = R extends RouteDef<z.ZodType, infer O> ? z.input<O> : never;

/** Ties one route of the table to the core use case that answers it. */
export const bind = <R extends RouteDef>(route: R, run: (call: Call<R>) => Promise<Answer<R>>): Binding => ({
  route,
  // The router hands a binding only the calls of its own route, parsed and resolved for it.
  run: (call) => run(call as Call<R>),
});

/**
 * `{ [key]: value }`, typed as what it is: a family built for several kinds answers each under
 * the kind's own key, and TypeScript types a computed key as a string index.
 */
export const keyed = <K extends string, V>(key: K, value: V): Record<K, V> =>
  ({ [key]: value }) as Record<K, V>;

/**
 * Ties a route a link token opens (`RouteDef.link`) to its use case: the gate checked the token
 * of the route's purpose, and the call's ctx carries the grant (company, target).
 */
export const bindLink = <R extends RouteDef>(
  route: R,
  run: (call: Omit<Call<R>, 'ctx' | 'token'> & { ctx: LinkCtx }) => Promise<Answer<R>>,
): Binding => {
  if (!route.link) throw new Error(`${route.path} is not opened by a link: bind it with bind()`);
  return { route, run: (call) => run(call as Omit<Call<R>, 'ctx' | 'token'> & { ctx: LinkCtx }) };
};
