import { db } from '../../db';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { downloadUrl } from '../../kernel/files';
import { findRecordFor } from './review-store';

/** A 15-minute link to an evidence file, for anyone taking part in the record. */
export const reviewEvidenceLink = async (
  ctx: Ctx,
  input: { scorecardId: string; kpiId: string; evidenceId: string },
): Promise<{ url: string; filename: string }> => {
  const { record } = await findRecordFor(ctx, input.scorecardId);
  const { data } = await db()
    .entities.performanceEvidence.get({
      companyId: record.companyId,
      scorecardId: record.scorecardId,
      kpiId: input.kpiId,
      evidenceId: input.evidenceId,
    })
    .go();
  if (!data) throw new AppError('NOT_FOUND', 'evidenceId: no such evidence file on this KPI');
  return { url: await downloadUrl(data.key, 15 * 60), filename: data.name };
};
