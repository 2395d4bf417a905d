import type { StagingSource } from '@stratum/contracts';
import { writeItems } from '../../../kernel/change';
import { auditEntry } from '../../../kernel/audit';
import { tenantOf, type Ctx } from '../../../kernel/ctx';
import { AppError } from '../../../kernel/errors';
import { fileNameOf, requireFile } from '../import/read-import';
import { readSheet, type Sheet, type SheetFile } from '../import/read-sheet';
import { chunksOf } from '../import/write-employees';
import { stagedIds } from './staged-ids';
import { SOURCE_NAME } from './staged-store';

const MAX_COLUMNS = 100;
const MAX_CELL = 1000;

/**
 * The columns of an export, by its header: a blank header cell (or a cell past the header) is
 * "Column 7", and a header named twice gets " (2)".
 */
export const stagedColumns = (sheet: Sheet): string[] => {
  const width = Math.max(sheet.header.cells.length, ...sheet.rows.map((r) => r.cells.length));
  if (width > MAX_COLUMNS) {
    throw new AppError(
      'UNPROCESSABLE',
      `document: the file has ${width} columns; at most ${MAX_COLUMNS} are taken`,
    );
  }
  const seen = new Map<string, number>();
  return Array.from({ length: width }, (_, i) => {
    const text = (sheet.header.cells[i] ?? '').slice(0, 100) || `Column ${i + 1}`;
    const n = (seen.get(text.toLowerCase()) ?? 0) + 1;
    seen.set(text.toLowerCase(), n);
    return n === 1 ? text : `${text} (${n})`;
  });
};

/** A row's non-empty cells by column. */
export const stagedFields = (cells: readonly string[], columns: readonly string[], line: number) => {
  const fields: Record<string, string> = {};
  cells.forEach((value, i) => {
    if (!value) return;
    if (value.length > MAX_CELL) {
      throw new AppError(
        'UNPROCESSABLE',
        `document: line ${line}: a cell is longer than ${MAX_CELL.toLocaleString('en')} characters`,
      );
    }
    fields[columns[i]!] = value;
  });
  return fields;
};

/**
 * Stages a Sage or Cow employee export: each non-blank row below the header becomes a pending
 * stagedEmployee with its cells by column. The file is read like an import (CSV or .xlsx, at most
 * MAX_IMPORT_ROWS rows); rows are written in fenced transactions of 98, the last with the audit
 * entry, and taken back if any fails.
 */
export const uploadStaged = async (
  ctx: Ctx,
  source: StagingSource,
  upload: SheetFile | undefined,
): Promise<{ staged: number; columns: string[] }> => {
  const companyId = tenantOf(ctx);
  const file = requireFile(upload);
  const sheet = await readSheet(file);
  const columns = stagedColumns(sheet);
  const fileName = fileNameOf(file);
  const uploadedAt = ctx.now.toISOString();
  const ids = stagedIds(ctx.now, sheet.rows.length);
  const items = sheet.rows.map((row, i) => ({
    companyId,
    source,
    stagedId: ids[i]!,
    fields: stagedFields(row.cells, columns, row.line),
    columns,
    fileName,
    status: 'Pending' as const,
    uploadedAt,
  }));

  // 98 rows, the audit entry and the Idempotency-Key's fence fit one transaction (100 items); the
  // earlier parts are guarded, so a part that lands after its request gave up cannot double a retry.
  const parts = chunksOf(items, 98);
  const written: typeof items = [];
  try {
    for (const [n, part] of parts.entries()) {
      const last = n === parts.length - 1;
      await writeItems(
        ({ stagedEmployee, auditTrail }) => [
          ...part.map((item) => stagedEmployee.create(item).commit()),
          last &&
            auditTrail
              .create(
                auditEntry(ctx, {
                  companyId,
                  entityType: 'staged-employee',
                  entityId: ids[0]!,
                  action: `upload-${source}`,
                  summary: `${SOURCE_NAME[source]} upload: ${items.length} row${items.length === 1 ? '' : 's'} staged (${fileName})`,
                  after: { fileName, rows: items.length, columns },
                }),
              )
              .commit(),
        ],
        { fence: last ? 'mark' : 'guard' },
      );
      written.push(...part);
    }
  } catch (e) {
    for (const part of chunksOf(written, 99)) {
      await writeItems(
        ({ stagedEmployee }) =>
          part.map(({ stagedId }) => stagedEmployee.delete({ companyId, source, stagedId }).commit()),
        { fence: 'none' },
      );
    }
    throw e;
  }
  return { staged: items.length, columns };
};
