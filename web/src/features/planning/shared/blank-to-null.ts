/**
 * A form's empty inputs ('') turned into null for the named fields, before the route's schema
 * reads them: a cleared day or an unchosen colour means "not set" to the API.
 */
export const blankToNull =
  (fields: readonly string[]) =>
  (value: unknown): unknown =>
    typeof value === 'object' && value !== null
      ? Object.fromEntries(
          Object.entries(value).map(([k, v]) => [k, fields.includes(k) && v === '' ? null : v]),
        )
      : value;
