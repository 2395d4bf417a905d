import {
  EVIDENCE_RULE,
  type RiskRegister,
  type TProgressRefRequest,
  type TRiskProgress,
} from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { deleteFile, fileKey, putFile, sniffType } from '../../kernel/files';
import type { UploadedFile } from '../../platform';
import { findProgress } from './risk-store';
import { toProgress } from './risk-view';
import { mayRecord, openMitigation } from './mitigations';

/**
 * Attaches an evidence file to a progress update (PDF or image, told from its own bytes), replacing
 * any before it. The file is stored under the company (`<companyId>/risk-evidence/<progressId>/…`)
 * and the update records it, audited.
 */
export const uploadRiskEvidence = async (
  ctx: Ctx,
  register: RiskRegister,
  input: TProgressRefRequest,
  file: UploadedFile,
): Promise<TRiskProgress> => {
  const { risk, mitigation } = await openMitigation(ctx, register, input);
  const before = await findProgress(risk.companyId, mitigation, input.progressId);
  await mayRecord(ctx, risk, mitigation);
  const type = sniffType(file.content);
  if (!type || !(EVIDENCE_RULE.types as readonly string[]).includes(type)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `${EVIDENCE_RULE.field}: evidence must be a PDF, PNG, JPEG or WebP file`,
    );
  }
  const companyId = risk.companyId;
  const key = fileKey(companyId, 'risk-evidence', before.progressId, file.filename);
  await putFile(key, file.content, type);
  const set = {
    evidenceKey: key,
    evidenceName: file.filename,
    evidenceType: type,
    evidenceSize: file.content.length,
  };
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'risk-mitigation',
      entityId: mitigation.mitigationId,
      action: 'evidence',
      summary: `Risk “${risk.title}”: evidence “${file.filename}” attached to the ${before.percent}% update`,
      before: { evidence: before.evidenceName ?? null },
      after: { evidence: file.filename },
    },
    ({ riskProgress }) => [
      riskProgress
        .patch({ companyId, mitigationId: mitigation.mitigationId, progressId: before.progressId })
        .set(set)
        .commit(),
    ],
  );
  if (before.evidenceKey && before.evidenceKey !== key) {
    await deleteFile(before.evidenceKey);
  }
  return toProgress({ ...before, ...set });
};
