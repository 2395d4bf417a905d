import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { downloadUrl } from '../../kernel/files';
import { openChecklist } from './checklist-store';

/** A 15-minute link to a checklist's evidence file, for whoever may read the checklist. */
export const getChecklistFileLink = async (
  ctx: Ctx,
  input: { id: string; fileId: string },
): Promise<{ url: string; filename: string }> => {
  const { checklist } = await openChecklist(ctx, input.id);
  const file = (checklist.files ?? []).find((f) => f.fileId === input.fileId);
  if (!file) throw new AppError('NOT_FOUND', 'fileId: no such file on this checklist');
  return { url: await downloadUrl(file.key, 15 * 60), filename: file.filename };
};
