import type { RouteDef } from '@stratum/contracts';
import type { Ctx, PublicCtx } from '@stratum/core/kernel/ctx';
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

export interface Binding {
  route: RouteDef;
  run(call: Call<RouteDef>): Promise<unknown>;
}

/** Ties one route of the table to the core use case that answers it. */
export const bind = <R extends RouteDef>(
  route: R,
  run: (call: Call<R>) => Promise<R extends RouteDef<z.ZodType, infer O> ? z.input<O> : never>,
): Binding => ({ route, run: run as unknown as Binding['run'] });
