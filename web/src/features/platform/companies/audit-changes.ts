/** One field of an audit entry: what it was and what it became ("status: Active → Inactive"). */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const text = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/**
 * The fields an audit entry changed, in the order the entry names them (core keeps only what
 * changed). An addition has no `before`, a removal no `after`: that side is empty.
 */
export const fieldChanges = (
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] =>
  [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])].map((field) => ({
    field,
    before: text(before?.[field]),
    after: text(after?.[field]),
  }));

/** The changes as one line, for the CSV export. */
export const changesText = (changes: readonly FieldChange[], none: string): string =>
  changes.map((c) => `${c.field}: ${c.before || none} → ${c.after || none}`).join('; ');

/**
 * The filter's days (`<input type="date">`, the person's own calendar) as the API's instants: from
 * the first moment of `from` to the last of `to`, in the browser's time zone.
 */
export const dayStart = (day: string): string | undefined => {
  const d = new Date(`${day}T00:00:00`);
  return day && !Number.isNaN(d.getTime()) ? d.toISOString() : undefined;
};

export const dayEnd = (day: string): string | undefined => {
  const d = new Date(`${day}T23:59:59.999`);
  return day && !Number.isNaN(d.getTime()) ? d.toISOString() : undefined;
};
