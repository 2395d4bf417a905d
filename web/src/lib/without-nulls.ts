/** `T` with its nullable fields optional and never null (they are left out when null). */
export type WithoutNulls<T> = { [K in keyof T as null extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as null extends T[K] ? K : never]?: Exclude<T[K], null>;
};

/**
 * A form hands over its schema's output, where a blank optional text is null; the API parses the
 * body with the same schema, whose input is text or nothing: the null fields are left out (or only
 * the `keys` named, where another null field means "clear it").
 */
export function withoutNulls<T extends object>(input: T): WithoutNulls<T>;
export function withoutNulls<T extends object, K extends keyof T>(
  input: T,
  keys: readonly K[],
): Omit<T, K> & { [P in K]?: Exclude<T[P], null> };
export function withoutNulls(input: object, keys?: readonly PropertyKey[]) {
  return Object.fromEntries(
    Object.entries(input).filter(([k, v]) => !(v === null && (!keys || keys.includes(k)))),
  );
}
