import type { TEntranceMeeting, TRemoveMeetingFileRequest } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { deleteFile } from '../../kernel/files';
import { FIELDWORKERS, openEngagementAs, raced, requireOpen } from '../engagement/engagement-store';
import { findMeeting, meetingView } from './meeting-store';

/**
 * Takes a file off the entrance meeting (an edit on the version read), then deletes its object:
 * the record changes first, so a failed transaction never leaves a record naming a missing file.
 */
export const removeEntranceMeetingFile = async (
  ctx: Ctx,
  input: TRemoveMeetingFileRequest,
): Promise<TEntranceMeeting> => {
  const { engagement: e } = await openEngagementAs(ctx, input.auditId, FIELDWORKERS);
  requireOpen(e);
  const m = await findMeeting(e.companyId, e.engagementId);
  const gone = m?.files.find((f) => f.id === input.fileId);
  if (!m || !gone) throw new AppError('NOT_FOUND', 'fileId: no such file on this entrance meeting');
  if (m.version !== input.version) throw raced('entrance meeting');
  const now = ctx.now.toISOString();
  const set = { files: m.files.filter((f) => f.id !== gone.id), updatedAt: now };
  await writeChange(
    ctx,
    {
      companyId: e.companyId,
      entityType: 'audit-entrance-meeting',
      entityId: e.engagementId,
      action: 'file',
      summary: `Audit “${e.title}”: file “${gone.name}” removed from the entrance meeting`,
      before: { file: gone.name },
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
  await deleteFile(gone.key);
  return meetingView({ ...m, ...set, version: m.version + 1 });
};
