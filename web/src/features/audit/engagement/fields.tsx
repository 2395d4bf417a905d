import { z } from 'zod';

/** A form keeps "none" as '' (an input's value); the API takes null for these fields. */
export const blanksToNull = <S extends z.ZodType>(schema: S, keys: readonly string[]) =>
  z.preprocess((v) => {
    const o = { ...(v as Record<string, unknown>) };
    for (const k of keys) if (o[k] === '') o[k] = null;
    return o;
  }, schema);
