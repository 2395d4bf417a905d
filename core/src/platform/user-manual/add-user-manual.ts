import { MANUAL_RULE, type ModuleKey, type TUserManual } from '@stratum/contracts';
import { writeItems } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { fileKey, putFile, sniffType } from '../../kernel/files';
import { newId } from '../../kernel/ids';
import type { UserManualItem } from '../entities/user-manual';
import type { UploadedFile } from '../company/upload-logo';
import { tenantId, toManual } from './user-manual-parts';

export const addUserManual = async (
  ctx: Ctx,
  input: { moduleKey: ModuleKey; title: string },
  file: UploadedFile,
): Promise<{ item: TUserManual }> => {
  if (sniffType(file.content) !== 'application/pdf') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `${MANUAL_RULE.field}: a manual must be a PDF file`);
  }
  const manualId = newId();
  const key = fileKey('platform', 'manuals', manualId, file.filename);
  await putFile(key, file.content, 'application/pdf');
  const now = ctx.now.toISOString();
  const item: UserManualItem = {
    tenantId,
    manualId,
    moduleKey: input.moduleKey,
    title: input.title,
    fileName: file.filename,
    fileKey: key,
    size: file.content.length,
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
  // fenced: a write that lands after its request gave up cannot add the manual twice with a retry
  await writeItems((tx) => [tx.userManual.create(item).commit()]);
  return { item: toManual(item) };
};
