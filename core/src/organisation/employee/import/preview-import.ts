import type { TImportPreview } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../../kernel/ctx';
import { readImport } from './read-import';
import type { SheetFile } from './read-sheet';

/** Reads an import file and says, row by row, what is wrong with it. Writes nothing. */
export const previewEmployeeImport = async (
  ctx: Ctx,
  file: SheetFile,
): Promise<{ preview: TImportPreview }> => {
  const { preview } = await readImport(tenantOf(ctx), file);
  return { preview };
};
