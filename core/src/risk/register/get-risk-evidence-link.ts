import type { RiskRegister, TProgressRefRequest } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { downloadUrl } from '../../kernel/files';
import { findProgress } from './risk-store';
import { openMitigation } from './mitigations';

/** A link to a progress update's evidence file that works for 15 minutes. */
export const getRiskEvidenceLink = async (
  ctx: Ctx,
  register: RiskRegister,
  input: TProgressRefRequest,
): Promise<{ url: string; filename: string }> => {
  const { risk, mitigation } = await openMitigation(ctx, register, input);
  const progress = await findProgress(risk.companyId, mitigation, input.progressId);
  if (!progress.evidenceKey || !progress.evidenceName) {
    throw new AppError('NOT_FOUND', 'progressId: this progress update has no evidence file');
  }
  return { url: await downloadUrl(progress.evidenceKey, 15 * 60), filename: progress.evidenceName };
};
