import type { TImportPreview, TImportProblem } from '@stratum/contracts';
import { AppError } from '../../../kernel/errors';
import { checkRows, type Known, type RowPlan, type RowProblem } from './check-rows';
import { importRowsOf, matchHeader } from './columns';
import { gatherKnown } from './known';
import { readSheet, type SheetFile } from './read-sheet';

export interface ReadImport {
  preview: TImportPreview;
  /** the rows to write, when the file is clean */
  plans: RowPlan[];
  /** the company's units, as the rows were checked against them */
  units: Known['units'];
}

/** The file a route was sent, or 400: a multipart route always has one, but the use case does not rely on it. */
export const requireFile = <F extends SheetFile>(file: F | undefined): F => {
  if (!file) throw new AppError('BAD_REQUEST', 'document: a file is required');
  return file;
};

/** The short name of an uploaded file, as it is shown and stored. */
export const fileNameOf = (file: { filename: string }): string => file.filename.trim().slice(-200) || 'file';

/**
 * Reads an import file and checks every row against the company's records (docs/organisation.md,
 * Imports). Reads only: the preview and, for a clean file, the rows to write.
 */
export const readImport = async (companyId: string, file: SheetFile): Promise<ReadImport> => {
  const sheet = await readSheet(file);
  const match = matchHeader(sheet.header);
  const rows = importRowsOf(sheet, match);
  const checkable = rows.map(({ line, ...cells }) => ({ ...cells, at: `line ${line}` }));
  const known = await gatherKnown(companyId, checkable);
  const { problems, plans } = checkRows(checkable, known);
  const toProblem = (p: RowProblem): TImportProblem => ({
    line: rows[p.index]!.line,
    column: p.column,
    message: p.message,
  });
  return {
    preview: {
      fileName: fileNameOf(file),
      rows,
      problems: problems.map(toProblem),
      columns: match.columns,
      ignoredColumns: match.ignored,
      clean: problems.length === 0,
    },
    plans,
    units: known.units,
  };
};

const rowsWord = (n: number) => `${n} ${n === 1 ? 'row has' : 'rows have'}`;

/**
 * The refusal of rows with problems: 422, every problem an issue (`line 12: email`), and a message
 * that says how many rows and shows the first problems.
 */
export const rowsRefused = (
  problems: ReadonlyArray<{ at: string; column: string | null; message: string }>,
  nothing: string,
): AppError => {
  const rows = new Set(problems.map((p) => p.at)).size;
  const issues = problems.map((p) => ({
    path: p.column ? `${p.at}: ${p.column}` : p.at,
    message: p.message,
  }));
  const first = issues
    .slice(0, 3)
    .map((i) => `${i.path}: ${i.message}`)
    .join('; ');
  return new AppError(
    'UNPROCESSABLE',
    `${rowsWord(rows)} problems: ${nothing} (${first}${issues.length > 3 ? '; …' : ''})`,
    issues,
  );
};
