import {
  PROGRESS_FILE_RULE,
  type TAddActionProgressRequest,
  type TAuditAction,
  type TAuditProgress,
} from '@stratum/contracts';
import { progressProblem } from '@stratum/rules';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { documentType, fileKey, putFile } from '../../kernel/files';
import { newId } from '../../kernel/ids';
import type { UploadedFile } from '../../platform';
import type { AuditActionProgressItem } from '../entities/response';
import { openAction } from './action-access';
import { addTask, stale, toAction, toProgress } from './response-store';

/**
 * The action's owner records progress (spec §2 `add-progress/{id}`): a note, the new status and
 * optionally an evidence file (the working papers' rule: type told from the bytes, 10 MB), stored
 * at `<companyId>/audit-actions/<actionId>/<fileId>-<name>`. The record is create-only; the
 * action moves on its version (409). Implemented puts a validation task on the audit's lead.
 */
export const addActionProgress = async (
  ctx: Ctx,
  input: TAddActionProgressRequest,
  file?: UploadedFile,
): Promise<{ item: TAuditAction; progress: TAuditProgress }> => {
  const { action, host, owner } = await openAction(ctx, input.id);
  if (!owner) throw new AppError('FORBIDDEN', "Only the action's owner records its progress.");
  if (action.version !== input.version) throw stale('action');
  const problem = progressProblem(action.state, input.status);
  if (problem) throw new AppError('UNPROCESSABLE', problem);
  const now = ctx.now.toISOString();
  const files: AuditActionProgressItem['files'] = [];
  if (file) {
    if (file.content.length > PROGRESS_FILE_RULE.maxBytes) {
      throw new AppError('PAYLOAD_TOO_LARGE', `${PROGRESS_FILE_RULE.field}: a file is at most 10 MB`);
    }
    const type = documentType(file.filename, file.content);
    if (!type || !(PROGRESS_FILE_RULE.types as readonly string[]).includes(type)) {
      throw new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        `${PROGRESS_FILE_RULE.field}: evidence must be a PDF, PNG, JPEG, Excel (xlsx) or Word (docx) file`,
      );
    }
    const fileId = newId();
    const key = fileKey(action.companyId, 'audit-actions', action.actionId, `${fileId}-${file.filename}`);
    await putFile(key, file.content, type);
    files.push({ fileId, filename: file.filename, contentType: type, size: file.content.length, key });
  }
  const progress: AuditActionProgressItem = {
    companyId: action.companyId,
    actionId: action.actionId,
    progressId: newId(),
    note: input.note,
    status: input.status,
    files,
    byId: ctx.employeeId ?? '',
    byName: ctx.actorName,
    at: now,
  };
  const implemented = input.status === 'Implemented';
  await writeChange(
    ctx,
    {
      companyId: action.companyId,
      entityType: 'audit-action',
      entityId: action.actionId,
      action: 'progress',
      summary: `Audit “${host.title}”: progress on action “${action.title}” (${input.status})`,
      after: { status: input.status, files: files.map((f) => f.filename) },
    },
    (tx) => [
      tx.auditActionProgress.create(progress).commit(),
      tx.auditAction
        .patch({ companyId: action.companyId, actionId: action.actionId })
        .set({ state: input.status, updatedAt: now })
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
      ...(implemented && host.validatorId
        ? addTask(tx, {
            companyId: action.companyId,
            employeeId: host.validatorId,
            role: 'reviewer',
            kind: 'validation',
            artefactId: action.actionId,
            engagementId: host.engagementId,
            engagementTitle: host.title,
            artefactTitle: action.title,
            since: now,
          })
        : []),
    ],
    stale('action'),
  );
  return {
    item: toAction(ctx, { ...action, state: input.status, version: action.version + 1, updatedAt: now }),
    progress: toProgress(progress),
  };
};
