import {
  COMPLIANCE_EVIDENCE_RULE,
  MAX_EVIDENCE_FILES,
  type TActivity,
  type TUploadComplianceEvidenceRequest,
} from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { documentType, fileKey, putFile } from '../../kernel/files';
import { newId } from '../../kernel/ids';
import type { UploadedFile } from '../../platform';
import { dayOf, findActivity } from '../activities/activity-store';
import { toActivity } from '../activities/activity-view';
import { checkVersion, loadSetup } from '../setup/setup-store';
import { requireMember } from './workflow';

/**
 * Attaches an evidence file to the current period of an activity (ISO 37301 9.1), stored under
 * the company in S3 (`<companyId>/compliance-evidence/<activityId>/<fileId>-<name>`), type and
 * size checked. Members of its complying team add files while the period is open or sent back;
 * once submitted the files are the submission's, kept with its step in the history.
 */
export const uploadComplianceEvidence = async (
  ctx: Ctx,
  input: TUploadComplianceEvidenceRequest,
  file: UploadedFile,
): Promise<TActivity> => {
  const companyId = tenantOf(ctx);
  const [setup, a] = await Promise.all([loadSetup(companyId), findActivity(companyId, input.id)]);
  requireMember(ctx, setup, a, 'complying');
  checkVersion(a, input.version, 'compliance activity');
  if (a.state === 'submitted') {
    throw new AppError(
      'UNPROCESSABLE',
      'This activity is waiting for review: its evidence cannot change now.',
    );
  }
  if (!a.nextComplianceDate) throw new AppError('UNPROCESSABLE', 'Nothing more is due on this activity.');
  if (file.content.length > COMPLIANCE_EVIDENCE_RULE.maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', `${COMPLIANCE_EVIDENCE_RULE.field}: a file is at most 10 MB`);
  }
  const type = documentType(file.filename, file.content);
  if (!type || !(COMPLIANCE_EVIDENCE_RULE.types as readonly string[]).includes(type)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `${COMPLIANCE_EVIDENCE_RULE.field}: evidence must be a PDF, PNG, JPEG, Excel (xlsx) or Word (docx) file`,
    );
  }
  const evidence = a.evidence ?? [];
  if (evidence.length >= MAX_EVIDENCE_FILES) {
    throw new AppError('UNPROCESSABLE', `A submission carries at most ${MAX_EVIDENCE_FILES} evidence files.`);
  }
  const fileId = newId();
  const now = ctx.now.toISOString();
  const key = fileKey(companyId, 'compliance-evidence', a.activityId, `${fileId}-${file.filename}`);
  await putFile(key, file.content, type);
  const stored = {
    fileId,
    filename: file.filename,
    contentType: type,
    size: file.content.length,
    key,
    uploadedAt: now,
  };
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'compliance-activity',
      entityId: a.activityId,
      action: 'evidence',
      summary: `Compliance activity “${a.name}”: evidence “${file.filename}” attached`,
      after: { file: file.filename, size: stored.size },
    },
    (tx) => [
      tx.complianceActivity
        .patch({ companyId, activityId: a.activityId })
        .set({ evidence: [...evidence, stored], updatedAt: now })
        .add({ version: 1 })
        .where((x, op) => `${op.eq(x.version, input.version)} AND ${op.eq(x.state, a.state)}`)
        .commit(),
    ],
    new AppError(
      'CONFLICT',
      'This activity was changed by someone else since you opened it. Reload it and try again.',
    ),
  );
  return toActivity(await findActivity(companyId, a.activityId), setup, dayOf(ctx.now));
};
