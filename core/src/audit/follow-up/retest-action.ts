import { retestActionMove } from '@stratum/rules';
import type { Ctx } from '../../kernel/ctx';
import { newId } from '../../kernel/ids';
import type { TxEntities, TxItem } from '../../kernel/transact';
import type { AuditEngagementItem } from '../entities/engagement';
import type { AuditRetestItem } from '../entities/follow-up-audit';
import type { AuditActionProgressItem } from '../entities/response';
import { actionOf, addTask, removeTasks } from '../responses/response-store';

/**
 * What approving a retest does to its management action (rules `retestActionMove`, docs/audit.md
 * "Follow-up audits"), as items of the approval's own transaction: a progress record by the
 * approver carrying the retest's result and notes, the action moved on the version read (the
 * approval fails with a 409 when its owner moved it meanwhile), and the validation task put on
 * the audit's lead (Implemented) or taken away (reopened). Nothing when the action stays as it is
 * or the retest has no result.
 */
export const retestActionChanges = async (
  ctx: Ctx,
  engagement: AuditEngagementItem,
  retest: AuditRetestItem,
  followUpTitle: string,
): Promise<(tx: TxEntities) => TxItem[]> => {
  if (!retest.result) return () => [];
  const action = await actionOf(engagement.companyId, retest.actionId);
  const move = retestActionMove(action.state, retest.result);
  if (!move) return () => [];
  const now = ctx.now.toISOString();
  const { companyId, actionId } = action;
  const note = `Retest in the follow-up audit “${followUpTitle}”: ${retest.result}.${retest.notes.trim() ? ` ${retest.notes.trim()}` : ''}`;
  const progress: AuditActionProgressItem = {
    companyId,
    actionId,
    progressId: newId(),
    note,
    status: move.to,
    files: [],
    byId: ctx.employeeId ?? '',
    byName: ctx.actorName,
    at: now,
  };
  const dropValidation =
    action.state === 'Implemented' ? await removeTasks(companyId, actionId, 'validation') : () => [];
  const set = {
    state: move.to,
    view: 'open' as const,
    // the tracker's and the reminders' index keys are rebuilt from all their parts
    dueOn: action.dueOn,
    updatedAt: now,
    ...(move.reopened ? { validationNote: note, validatedBy: ctx.actorName, validatedAt: now } : {}),
  };
  return (tx) => [
    tx.auditActionProgress.create(progress).commit(),
    tx.auditAction
      .patch({ companyId, actionId })
      .set(set)
      .add({ version: 1 })
      .where((a, op) => op.eq(a.version, action.version))
      .commit(),
    ...dropValidation(tx),
    ...(move.to === 'Implemented' && action.state !== 'Implemented'
      ? addTask(tx, {
          companyId,
          employeeId: engagement.leadId,
          role: 'reviewer',
          kind: 'validation',
          artefactId: actionId,
          engagementId: engagement.engagementId,
          engagementTitle: engagement.title,
          artefactTitle: action.title,
          since: now,
        })
      : []),
  ];
};
