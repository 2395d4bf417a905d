import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { downloadUrl } from '../../kernel/files';
import { openAudit } from '../outreach/audit-access';
import { findContact, requireQuestionnaire } from './questionnaire-store';

/** A five-minute link to an attachment a contact added to their answers. */
export const getQuestionnaireFileLink = async (
  ctx: Ctx,
  input: { auditId: string; contactId: string; fileId: string },
): Promise<{ url: string; name: string }> => {
  const audit = await openAudit(ctx, input.auditId, 'read');
  const q = await requireQuestionnaire(audit.companyId, audit.auditId);
  const contact = await findContact(audit.companyId, q.questionnaireId, input.contactId);
  const file = contact?.files?.find((f) => f.id === input.fileId);
  if (!file) throw new AppError('NOT_FOUND', 'fileId: no such attachment');
  return { url: await downloadUrl(file.key, 300), name: file.name };
};
