import {
  MAX_PAPER_FILES,
  WORKING_PAPER_FILE_RULE,
  type TRetest,
  type TUploadRetestFileRequest,
} from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { fileKey, putFile } from '../../kernel/files';
import { newId } from '../../kernel/ids';
import type { UploadedFile } from '../../platform';
import { raced } from '../engagement/engagement-store';
import { openForEdit } from '../fieldwork/artefact-edit';
import { toRetest } from '../fieldwork/artefacts';
import { paperFileType } from '../fieldwork/upload-working-paper-file';
import { namesOf } from '../people';

/**
 * Attaches an evidence file to a retest, checked as a working paper's (type told from the bytes,
 * 10 MB, 20 files) and stored at `<companyId>/audit-follow-ups/<retestId>/<fileId>-<name>`. It is
 * an edit of the retest: refused while its reviewers hold it; an approved one needs approving again.
 */
export const uploadRetestFile = async (
  ctx: Ctx,
  input: TUploadRetestFileRequest,
  file: UploadedFile,
): Promise<TRetest> => {
  const { engagement, item, review } = await openForEdit(ctx, input, 'retest');
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
    throw new AppError('UNPROCESSABLE', `A retest carries at most ${MAX_PAPER_FILES} files.`);
  }
  const fileId = newId();
  const now = ctx.now.toISOString();
  const key = fileKey(item.companyId, 'audit-follow-ups', item.artefactId, `${fileId}-${file.filename}`);
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
      entityType: 'audit-retest',
      entityId: item.artefactId,
      action: 'file',
      summary: `Audit “${engagement.title}”: file “${file.filename}” attached to the retest of “${item.actionTitle}”`,
      after: { file: file.filename, size: stored.size },
    },
    (tx) => [
      tx.auditRetest
        .patch({ companyId: item.companyId, engagementId: item.engagementId, artefactId: item.artefactId })
        .set(set)
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
    ],
    raced('follow-up working paper'),
  );
  return toRetest(
    { ...item, ...set, version: item.version + 1 },
    await namesOf(item.companyId, [item.preparerId]),
  );
};
