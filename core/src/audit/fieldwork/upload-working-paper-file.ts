import {
  MAX_PAPER_FILES,
  WORKING_PAPER_FILE_RULE,
  type TUploadWorkingPaperFileRequest,
  type TWorkingPaper,
} from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { documentType, fileKey, putFile } from '../../kernel/files';
import { newId } from '../../kernel/ids';
import type { UploadedFile } from '../../platform';
import { raced } from '../engagement/engagement-store';
import { namesOf } from '../people';
import { openForEdit } from './artefact-edit';
import { toPaper } from './artefacts';

/** The file's type told from its own bytes (kernel `documentType`). */
export const paperFileType = (file: UploadedFile): string | null => documentType(file.filename, file.content);

/**
 * Attaches an evidence file to a working paper (IIA 14.1), stored under the company in S3
 * (`<companyId>/audit-papers/<paperId>/<fileId>-<name>`), type and size checked. It is an edit of
 * the paper: refused while the reviewers hold it, and an approved paper needs approving again.
 */
export const uploadWorkingPaperFile = async (
  ctx: Ctx,
  input: TUploadWorkingPaperFileRequest,
  file: UploadedFile,
): Promise<TWorkingPaper> => {
  const { engagement, item, review } = await openForEdit(ctx, input, 'paper');
  if (file.content.length > WORKING_PAPER_FILE_RULE.maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', `${WORKING_PAPER_FILE_RULE.field}: a file is at most 10 MB`);
  }
  const type = paperFileType(file);
  if (!type || !(WORKING_PAPER_FILE_RULE.types as readonly string[]).includes(type)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `${WORKING_PAPER_FILE_RULE.field}: evidence must be a PDF, PNG, JPEG, Excel (xlsx) or Word (docx) file`,
    );
  }
  if (item.files.length >= MAX_PAPER_FILES) {
    throw new AppError('UNPROCESSABLE', `A working paper carries at most ${MAX_PAPER_FILES} files.`);
  }
  const fileId = newId();
  const now = ctx.now.toISOString();
  const key = fileKey(item.companyId, 'audit-papers', item.artefactId, `${fileId}-${file.filename}`);
  await putFile(key, file.content, type);
  const stored = {
    fileId,
    filename: file.filename,
    contentType: type,
    size: file.content.length,
    key,
    uploadedAt: now,
  };
  const set = { files: [...item.files, stored], ...review, updatedAt: now };
  await writeChange(
    ctx,
    {
      companyId: item.companyId,
      entityType: 'audit-paper',
      entityId: item.artefactId,
      action: 'file',
      summary: `Audit “${engagement.title}”: file “${file.filename}” attached to working paper “${item.title}”`,
      after: { file: file.filename, size: stored.size },
    },
    (tx) => [
      tx.auditWorkingPaper
        .patch({ companyId: item.companyId, engagementId: item.engagementId, artefactId: item.artefactId })
        .set(set)
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
    ],
    raced('working paper'),
  );
  return toPaper(
    { ...item, ...set, version: item.version + 1 },
    await namesOf(item.companyId, [item.preparerId, item.reviewerId]),
  );
};
