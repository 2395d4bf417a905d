import {
  MAX_CHECKLIST_FILES,
  WORKING_PAPER_FILE_RULE,
  ZUploadChecklistFileRequestSchema,
  type TChecklist,
  type TUploadChecklistFileRequest,
} from '@stratum/contracts';
import { checklistMoveProblem } from '@stratum/rules';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { fileKey, putFile } from '../../kernel/files';
import { newId } from '../../kernel/ids';
import type { UploadedFile } from '../../platform';
import type { AuditChecklistItem } from '../entities/checklist';
import { paperFileType } from '../fieldwork/upload-working-paper-file';
import {
  checklistView,
  openChecklist,
  requireAuditee,
  requireVersion,
  staleChecklist,
} from './checklist-store';

/**
 * Attaches a named auditee's evidence file to an item of a Sent checklist (on the version read),
 * checked as a working paper's (type told from the bytes, 10 MB) and stored at
 * `<companyId>/audit-checklists/<checklistId>/<fileId>-<name>`; at most 40 files a checklist.
 */
export const uploadChecklistFile = async (
  ctx: Ctx,
  raw: TUploadChecklistFileRequest,
  file: UploadedFile,
): Promise<TChecklist> => {
  const input = ZUploadChecklistFileRequestSchema.parse(raw);
  const access = await openChecklist(ctx, input.id);
  requireAuditee(access);
  const before = access.checklist;
  requireVersion(before, input.version);
  const problem = checklistMoveProblem('answer', before.status);
  if (problem) throw new AppError('UNPROCESSABLE', problem);
  if (!before.items.some((i) => i.id === input.itemId))
    throw new AppError('UNPROCESSABLE', 'itemId: no such item in this checklist');
  if (file.content.length > WORKING_PAPER_FILE_RULE.maxBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', `${WORKING_PAPER_FILE_RULE.field}: a file is at most 10 MB`);
  const type = paperFileType(file);
  if (!type || !(WORKING_PAPER_FILE_RULE.types as readonly string[]).includes(type))
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `${WORKING_PAPER_FILE_RULE.field}: evidence must be a PDF, PNG, JPEG, Excel (xlsx) or Word (docx) file`,
    );
  const files = before.files ?? [];
  if (files.length >= MAX_CHECKLIST_FILES)
    throw new AppError('UNPROCESSABLE', `A checklist carries at most ${MAX_CHECKLIST_FILES} files.`);
  const fileId = newId();
  const now = ctx.now.toISOString();
  const key = fileKey(before.companyId, 'audit-checklists', before.checklistId, `${fileId}-${file.filename}`);
  await putFile(key, file.content, type);
  const after: AuditChecklistItem = {
    ...before,
    files: [
      ...files,
      {
        fileId,
        itemId: input.itemId,
        filename: file.filename,
        contentType: type,
        size: file.content.length,
        key,
        uploadedBy: ctx.actorName,
        uploadedAt: now,
      },
    ],
    version: before.version + 1,
    updatedAt: now,
  };
  await writeChange(
    ctx,
    {
      companyId: before.companyId,
      entityType: 'audit-checklist',
      entityId: before.checklistId,
      action: 'file',
      summary: `Audit “${before.engagementTitle}”: file “${file.filename}” attached to checklist “${before.title}”`,
      after: { file: file.filename, size: file.content.length, itemId: input.itemId },
    },
    (tx) => [
      tx.auditChecklist
        .put(after)
        .where((a, op) => op.eq(a.version, before.version))
        .commit(),
    ],
    staleChecklist(),
  );
  return checklistView(ctx, after, access);
};
