import { MAX_IMPORT_ROWS } from '@stratum/contracts';
import type ExcelJS from 'exceljs';
import { AppError } from '../../../kernel/errors';
import { loadExcel, loadPapa } from '../../../kernel/documents/libs';
import { sniffType } from '../../../kernel/files';

/** One non-blank row of a spreadsheet: its line in the file (the first is 1) and its cells, trimmed. */
export interface SheetRow {
  line: number;
  cells: string[];
}

/** A spreadsheet as read: the header (its first non-blank row) and the non-blank rows below it. */
export interface Sheet {
  header: SheetRow;
  rows: SheetRow[];
}

export interface SheetFile {
  filename: string;
  content: Uint8Array;
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** the old binary Excel format (.xls), and other OLE2 documents */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (bytes: Uint8Array, sig: number[]): boolean => sig.every((b, i) => bytes[i] === b);

const notASheet = (why = 'the file must be a CSV (UTF-8) or an Excel .xlsx workbook') =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', `document: ${why}`);

/** What a file is, by its own bytes (never its name or declared type). */
export const sheetKind = (bytes: Uint8Array): 'xlsx' | 'csv' => {
  if (startsWith(bytes, ZIP)) return 'xlsx';
  if (startsWith(bytes, OLE2)) {
    throw notASheet('old Excel .xls files cannot be read: save it as .xlsx or as CSV (UTF-8)');
  }
  if (sniffType(bytes)) throw notASheet();
  return 'csv';
};

/** The file as UTF-8 text (a byte-order mark dropped), or 415: other encodings and binary files are not read. */
export const utf8Text = (bytes: Uint8Array): string => {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw notASheet('the file is neither UTF-8 text nor an Excel .xlsx workbook: save it as CSV (UTF-8)');
  }
  // Text files hold no NUL characters; binary files that happen to be valid UTF-8 do.
  if (text.includes('\u0000')) throw notASheet();
  return text;
};

type Cell = ExcelJS.CellValue;

/** A cell of a workbook as the text a person sees in it. */
export const cellText = (value: Cell): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('hyperlink' in value) {
    const text = (value as { text?: unknown }).text;
    return typeof text === 'string' ? text : cellText(text as Cell);
  }
  if ('result' in value) return cellText((value as { result?: Cell }).result ?? null);
  // an error cell (#N/A…) or a formula never calculated: nothing to read
  return '';
};

const isBlank = (cells: string[]): boolean => cells.every((c) => c === '');

const readCsv = async (bytes: Uint8Array): Promise<SheetRow[]> => {
  const Papa = await loadPapa();
  const parsed = Papa.parse<string[]>(utf8Text(bytes), { header: false, skipEmptyLines: false });
  const broken = parsed.errors.find((e) => e.type === 'Quotes');
  if (broken) {
    throw new AppError(
      'UNPROCESSABLE',
      `document: line ${(broken.row ?? 0) + 1}: a quoted value is never closed (a " is missing)`,
    );
  }
  return parsed.data.map((cells, i) => ({ line: i + 1, cells: cells.map((c) => String(c ?? '').trim()) }));
};

const readXlsx = async (bytes: Uint8Array): Promise<SheetRow[]> => {
  const { Workbook } = await loadExcel();
  const workbook = new Workbook();
  try {
    // A copy of just these bytes, as the ArrayBuffer exceljs's own Buffer type accepts.
    await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  } catch {
    throw notASheet('the file is not a readable Excel .xlsx workbook');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cellText(cell.value).trim();
    });
    rows.push({ line, cells: Array.from(cells, (c) => c ?? '') });
  });
  return rows;
};

/**
 * Reads an uploaded spreadsheet: an .xlsx workbook (its first sheet) or CSV text, told apart by the
 * file's bytes. Blank rows are dropped but lines keep their numbers, so a problem can name the line
 * a person sees. Refused: other files (415), an empty file or one with no rows under its header
 * (422), more than MAX_IMPORT_ROWS rows (413).
 */
export const readSheet = async (file: SheetFile): Promise<Sheet> => {
  const { content } = file;
  const all = sheetKind(content) === 'xlsx' ? await readXlsx(content) : await readCsv(content);
  const [header, ...rows] = all.filter((r) => !isBlank(r.cells));
  if (!header)
    throw new AppError(
      'UNPROCESSABLE',
      'document: the file is empty: it needs a header row and rows below it',
    );
  if (rows.length === 0) {
    throw new AppError(
      'UNPROCESSABLE',
      `document: the file has no rows below its header (line ${header.line})`,
    );
  }
  if (rows.length > MAX_IMPORT_ROWS) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `document: the file has ${rows.length.toLocaleString('en')} rows; at most ${MAX_IMPORT_ROWS.toLocaleString('en')} are taken at once: split it into smaller files`,
    );
  }
  return { header, rows };
};
