import type { TAuditAction, TAuditProgress, TProgressFileRef } from '@stratum/contracts';
import { db } from '../../db';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { downloadUrl } from '../../kernel/files';
import { openAction } from './action-access';
import { toAction, toProgress } from './response-store';

/** One action with its progress records, oldest first. */
export const getAction = async (
  ctx: Ctx,
  input: { id: string },
): Promise<{ item: TAuditAction; progress: TAuditProgress[] }> => {
  const { action } = await openAction(ctx, input.id);
  const { data } = await db()
    .entities.auditActionProgress.query.byAction({ companyId: action.companyId, actionId: action.actionId })
    .go({ pages: 'all' });
  return { item: toAction(ctx, action), progress: data.map(toProgress) };
};

/** A 15-minute link to a progress record's evidence file. */
export const getProgressFileLink = async (
  ctx: Ctx,
  input: TProgressFileRef,
): Promise<{ url: string; filename: string }> => {
  const { action } = await openAction(ctx, input.id);
  const { data } = await db()
    .entities.auditActionProgress.get({
      companyId: action.companyId,
      actionId: action.actionId,
      progressId: input.progressId,
    })
    .go();
  const file = data?.files.find((f) => f.fileId === input.fileId);
  if (!file) throw new AppError('NOT_FOUND', 'fileId: no such file on this progress record');
  return { url: await downloadUrl(file.key, 15 * 60), filename: file.filename };
};
