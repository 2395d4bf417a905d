import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { downloadUrl } from '../../kernel/files';
import { openAudit } from './audit-access';
import { findMeeting } from './meeting-store';

/** A five-minute link to one of the entrance meeting's files. */
export const getEntranceMeetingFileLink = async (
  ctx: Ctx,
  input: { auditId: string; fileId: string },
): Promise<{ url: string; name: string }> => {
  const audit = await openAudit(ctx, input.auditId, 'read');
  const file = (await findMeeting(audit.companyId, audit.auditId))?.files.find((f) => f.id === input.fileId);
  if (!file) throw new AppError('NOT_FOUND', 'fileId: no such file of the entrance meeting');
  return { url: await downloadUrl(file.key, 300), name: file.name };
};
