import type { TWorkingPaperFileRef } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { downloadUrl } from '../../kernel/files';
import { ANYONE_ON_IT } from '../engagement/engagement-store';
import { openRetestAs } from './follow-up-store';

/** A presigned link to a retest's evidence file that works for 15 minutes (the engagement's team). */
export const getRetestFileLink = async (
  ctx: Ctx,
  input: TWorkingPaperFileRef,
): Promise<{ url: string; filename: string }> => {
  const { retest } = await openRetestAs(ctx, input.engagementId, input.id, ANYONE_ON_IT);
  const file = retest.files.find((f) => f.fileId === input.fileId);
  if (!file) throw new AppError('NOT_FOUND', 'fileId: no such file on this retest');
  return { url: await downloadUrl(file.key, 15 * 60), filename: file.filename };
};
