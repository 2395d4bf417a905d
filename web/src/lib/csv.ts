/**
 * CSV as RFC 4180 has it: fields holding a comma, quote or line break are quoted, quotes doubled,
 * lines end in CRLF. A cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR at the
 * start) is prefixed with an apostrophe (OWASP "CSV injection"), since exported rows hold what
 * other people typed.
 */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

const FORMULA_START = /^[=+\-@\t\r]/;

export const csvCell = (value: string | number | boolean | null | undefined): string => {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export const toCsv = <Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string =>
  [columns.map((c) => csvCell(c.header)), ...rows.map((row) => columns.map((c) => csvCell(c.value(row))))]
    .map((cells) => cells.join(','))
    .join('\r\n') + '\r\n';

/** A file name safe on every OS: letters, digits, dash, dot, underscore. */
export const csvFileName = (base: string, now = new Date()): string =>
  `${base.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'export'}-${now.toISOString().slice(0, 10)}.csv`;
