import { EMPLOYEE_FILE_RULE, IMPORT_COLUMNS, type ImportColumn } from '@stratum/contracts';
import { toCsv } from '../../../lib/csv';

/**
 * What the file chooser offers and checks before the upload. Browsers name a CSV file
 * differently (Windows says it is an Excel file), so the older Excel type is let through too:
 * the server tells the kind from the bytes either way.
 */
export const SPREADSHEET_TYPES: readonly string[] = [...EMPLOYEE_FILE_RULE.types, 'application/vnd.ms-excel'];
export const SPREADSHEET_MAX_BYTES = EMPLOYEE_FILE_RULE.maxBytes;

export const IMPORT_FIELDS = Object.keys(IMPORT_COLUMNS) as ImportColumn[];

/** The import template: the header row the server matches (English, as the server reads it). */
export const importTemplateCsv = (): string =>
  `\uFEFF${toCsv(
    IMPORT_FIELDS.map((field) => ({ header: IMPORT_COLUMNS[field], value: () => '' })),
    [],
  )}`;

const normalise = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, '');

/**
 * The import field a problem's column names: the server may name the field (`email`) or the
 * header (`Email`, `e-mail`); null when it names neither (a problem with the whole row).
 */
export const importFieldOf = (column: string | null): ImportColumn | null => {
  if (!column) return null;
  const key = normalise(column);
  return IMPORT_FIELDS.find((f) => normalise(f) === key || normalise(IMPORT_COLUMNS[f]) === key) ?? null;
};
