import { tenantOf, type Ctx } from '../../../kernel/ctx';
import { newId } from '../../../kernel/ids';
import { fileNameOf, readImport, rowsRefused } from './read-import';
import type { SheetFile } from './read-sheet';
import { newRecords, writeEmployees } from './write-employees';

/**
 * Imports a file of employees, all rows or none: the file is read and checked again (what the
 * preview said may be stale), any problem refuses it whole (422, every problem an issue), and a
 * clean file is written by writeEmployees with source `import`.
 */
export const addEmployeesBulk = async (
  ctx: Ctx,
  file: SheetFile,
): Promise<{ success: true; added: number }> => {
  const companyId = tenantOf(ctx);
  const { preview, plans, units } = await readImport(companyId, file);
  if (!preview.clean) {
    throw rowsRefused(
      preview.problems.map((p) => ({ at: `line ${p.line}`, column: p.column, message: p.message })),
      'nothing was imported',
    );
  }
  const importId = newId();
  const fileName = fileNameOf(file);
  const records = newRecords(ctx, companyId, plans, { source: 'import', importId, units });
  await writeEmployees(ctx, {
    companyId,
    records,
    audit: {
      entityId: importId,
      action: 'import',
      summary: `import: ${records.length} employee${records.length === 1 ? '' : 's'} (${fileName})`,
      after: { importId, fileName, employees: records.length },
    },
    conflict:
      'Something these rows rely on changed a moment ago (a unit, an email or an employee number): nothing was imported. Check the file again and retry.',
  });
  return { success: true, added: records.length };
};
