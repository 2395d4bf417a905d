import { IMPORT_COLUMNS, type ImportColumn, type TImportRow } from '@stratum/contracts';
import { AppError } from '../../../kernel/errors';
import type { Sheet, SheetRow } from './read-sheet';

/** A header's text as it is compared: no case, spaces, dashes or underscores. */
export const columnKey = (text: string): string => text.toLowerCase().replace(/[\s\-_]+/g, '');

const FIELDS = Object.keys(IMPORT_COLUMNS) as ImportColumn[];

/** A header matches a column by its label ("First name") or its field name ("firstName"). */
const BY_KEY = new Map<string, ImportColumn>(
  FIELDS.flatMap((f) => [
    [columnKey(IMPORT_COLUMNS[f]), f],
    [columnKey(f), f],
  ]),
);

export const REQUIRED_COLUMNS: readonly ImportColumn[] = ['firstName', 'lastName', 'email'];

export interface HeaderMatch {
  /** the cell each recognised column is read from */
  index: Partial<Record<ImportColumn, number>>;
  /** recognised columns, in the order of IMPORT_COLUMNS */
  columns: ImportColumn[];
  /** header cells that match no column */
  ignored: string[];
}

const quoted = (fields: readonly ImportColumn[]): string => {
  const names = fields.map((f) => `“${IMPORT_COLUMNS[f]}”`);
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
};

/**
 * The columns a header row names. A recognised column named twice, or a required one missing, is
 * refused (422) naming them: no row could be read right.
 */
export const matchHeader = (header: SheetRow): HeaderMatch => {
  const index: Partial<Record<ImportColumn, number>> = {};
  const ignored: string[] = [];
  const twice = new Set<ImportColumn>();
  header.cells.forEach((text, i) => {
    if (text === '') return;
    const field = BY_KEY.get(columnKey(text));
    if (!field) ignored.push(text);
    else if (index[field] !== undefined) twice.add(field);
    else index[field] = i;
  });
  if (twice.size > 0) {
    throw new AppError(
      'UNPROCESSABLE',
      `document: the header (line ${header.line}) names the ${quoted([...twice])} column${twice.size > 1 ? 's' : ''} twice: keep one of each`,
    );
  }
  const missing = REQUIRED_COLUMNS.filter((f) => index[f] === undefined);
  if (missing.length > 0) {
    throw new AppError(
      'UNPROCESSABLE',
      `document: the header (line ${header.line}) has no ${quoted(missing)} column${missing.length > 1 ? 's' : ''}; ${quoted(REQUIRED_COLUMNS)} are required`,
    );
  }
  return { index, columns: FIELDS.filter((f) => index[f] !== undefined), ignored };
};

/** The sheet's rows by field; a column the file does not have reads as empty. */
export const importRowsOf = (sheet: Sheet, match: HeaderMatch): TImportRow[] =>
  sheet.rows.map((row) => {
    const out = { line: row.line } as TImportRow;
    for (const f of FIELDS) {
      const i = match.index[f];
      out[f] = i === undefined ? '' : (row.cells[i] ?? '');
    }
    return out;
  });
