import type { TWorkingPaperFileRef } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { downloadUrl } from '../../kernel/files';
import { ANYONE_ON_IT, openEngagementAs } from '../engagement/engagement-store';
import { findArtefact } from './artefacts';

/** A presigned link to a working paper's evidence file that works for 15 minutes (its team). */
export const getWorkingPaperFileLink = async (
  ctx: Ctx,
  input: TWorkingPaperFileRef,
): Promise<{ url: string; filename: string }> => {
  const { engagement } = await openEngagementAs(ctx, input.engagementId, ANYONE_ON_IT);
  const paper = await findArtefact(engagement.companyId, engagement.engagementId, 'paper', input.id);
  const file = paper.files.find((f) => f.fileId === input.fileId);
  if (!file) throw new AppError('NOT_FOUND', 'fileId: no such file on this working paper');
  return { url: await downloadUrl(file.key, 15 * 60), filename: file.filename };
};
