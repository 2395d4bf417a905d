import type { Ctx } from '../../kernel/ctx';
import { downloadUrl } from '../../kernel/files';
import { openAudit } from './audit-access';
import { findLetter } from './letter-store';

/** A five-minute link to a sent notification letter's PDF. */
export const getNotificationLetterFileLink = async (
  ctx: Ctx,
  input: { auditId: string; letterId: string },
): Promise<{ url: string; name: string }> => {
  const audit = await openAudit(ctx, input.auditId, 'read');
  const letter = await findLetter(audit.companyId, audit.auditId, input.letterId);
  return { url: await downloadUrl(letter.fileKey, 300), name: letter.fileName };
};
