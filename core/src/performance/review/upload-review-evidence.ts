import { type TPerformanceEvidence, PERFORMANCE_EVIDENCE_RULE } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { fileKey, putFile, sniffType } from '../../kernel/files';
import { newId } from '../../kernel/ids';
import { findKpi, staleMessage } from '../../scorecard';
import { requireOpenWindow } from '../../planning';
import type { UploadedEvidence } from './assessment-parts';
import { employeeInput, recordGuard, toEvidence } from './assessment-parts';
import { writeChange } from '../../kernel/change';

/**
 * Attaches an evidence file to a KPI's actual (the employee, while they may enter actuals, the
 * window open). The type is read from the bytes (PDF, PNG, JPEG, WebP; 415 otherwise); the file
 * goes to S3 first, then its record and the audit entry in one transaction.
 */
export const uploadReviewEvidence = async (
  ctx: Ctx,
  input: { scorecardId: string; kpiId: string },
  file: UploadedEvidence,
): Promise<TPerformanceEvidence> => {
  const { record } = await employeeInput(ctx, input.scorecardId, 'evidence');
  const kpi = await findKpi(record.companyId, record.scorecardId, input.kpiId, 'kpiId');
  await requireOpenWindow(ctx, {
    annualPlanId: record.annualPlanId,
    quarter: record.quarter,
    window: 'pmAssessment',
  });
  const type = sniffType(file.content);
  if (!type || !(PERFORMANCE_EVIDENCE_RULE.types as readonly string[]).includes(type)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `${PERFORMANCE_EVIDENCE_RULE.field}: evidence must be a PDF, PNG, JPEG or WebP file`,
    );
  }
  const evidenceId = newId();
  const key = fileKey(record.companyId, 'performance-evidence', evidenceId, file.filename);
  await putFile(key, file.content, type);
  const item = {
    companyId: record.companyId,
    scorecardId: record.scorecardId,
    kpiId: kpi.kpiId,
    evidenceId,
    key,
    name: file.filename,
    contentType: type,
    size: file.content.length,
    uploadedBy: ctx.employeeId ?? ctx.userId,
    createdAt: ctx.now.toISOString(),
  };
  await writeChange(
    ctx,
    {
      companyId: record.companyId,
      entityType: 'employee-review',
      entityId: record.scorecardId,
      action: 'evidence',
      summary: `Evidence “${file.filename}” attached to the Q${record.quarter + 1} actual of KPI “${kpi.name}”`,
      after: { evidence: file.filename },
    },
    (tx) => [tx.performanceEvidence.create(item).commit(), recordGuard(tx, record)],
    new AppError('CONFLICT', staleMessage('record')),
  );
  return toEvidence(item);
};
