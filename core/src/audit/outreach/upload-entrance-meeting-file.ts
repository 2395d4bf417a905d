import { MAX_MEETING_FILES, MEETING_FILE_RULE, type TEntranceMeeting } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { fileKey, putFile } from '../../kernel/files';
import { newId } from '../../kernel/ids';
import type { UploadedFile } from '../../platform';
import { FIELDWORKERS, openEngagementAs, raced, requireOpen } from '../engagement/engagement-store';
import { paperFileType } from '../fieldwork/upload-working-paper-file';
import { findMeeting, meetingView } from './meeting-store';

/**
 * Attaches a file to the entrance meeting (an agenda, a signed attendance sheet), checked like a
 * working paper's evidence — type from its own bytes, at most 10 MB — and stored under
 * `<companyId>/audit-meetings/<auditId>/<fileId>-<name>`. It is an edit: it names the version read.
 */
export const uploadEntranceMeetingFile = async (
  ctx: Ctx,
  input: { auditId: string; version: number },
  file: UploadedFile,
): Promise<TEntranceMeeting> => {
  const { engagement: e } = await openEngagementAs(ctx, input.auditId, FIELDWORKERS);
  requireOpen(e);
  const m = await findMeeting(e.companyId, e.engagementId);
  if (!m) throw new AppError('NOT_FOUND', 'auditId: record the entrance meeting before attaching files');
  if (m.version !== input.version) throw raced('entrance meeting');
  if (file.content.length > MEETING_FILE_RULE.maxBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', `${MEETING_FILE_RULE.field}: a file is at most 10 MB`);
  const type = paperFileType(file);
  if (!type || !(MEETING_FILE_RULE.types as readonly string[]).includes(type))
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `${MEETING_FILE_RULE.field}: a file must be a PDF, PNG, JPEG, Excel (xlsx) or Word (docx) file`,
    );
  if (m.files.length >= MAX_MEETING_FILES)
    throw new AppError('UNPROCESSABLE', `An entrance meeting carries at most ${MAX_MEETING_FILES} files.`);
  const id = newId();
  const now = ctx.now.toISOString();
  const key = fileKey(e.companyId, 'audit-meetings', e.engagementId, `${id}-${file.filename}`);
  await putFile(key, file.content, type);
  const stored = { id, name: file.filename, key, type, size: file.content.length, uploadedAt: now };
  const set = { files: [...m.files, stored], updatedAt: now };
  await writeChange(
    ctx,
    {
      companyId: e.companyId,
      entityType: 'audit-entrance-meeting',
      entityId: e.engagementId,
      action: 'file',
      summary: `Audit “${e.title}”: file “${file.filename}” attached to the entrance meeting`,
      after: { file: file.filename, size: stored.size },
    },
    (tx) => [
      tx.auditEntranceMeeting
        .patch({ companyId: e.companyId, auditId: e.engagementId })
        .set(set)
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
    ],
    raced('entrance meeting'),
  );
  return meetingView({ ...m, ...set, version: m.version + 1 });
};
