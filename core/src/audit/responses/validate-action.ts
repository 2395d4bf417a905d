import type { TAuditAction, TValidateActionRequest } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { openAction } from './action-access';
import { removeTasks, stale, toAction } from './response-store';

/**
 * The auditor (the audit's lead, reviewers or an administrator) validates an implemented action:
 * close (it leaves the open tracker) or reopen with a required note (back to In progress). The
 * validation task goes in the same transaction; on the version read (409).
 */
export const validateAction = async (ctx: Ctx, input: TValidateActionRequest): Promise<TAuditAction> => {
  const { action, host, validator } = await openAction(ctx, input.id);
  if (!validator)
    throw new AppError('FORBIDDEN', "Only the audit's lead, reviewers or an administrator validate actions.");
  if (action.version !== input.version) throw stale('action');
  if (action.state !== 'Implemented') {
    throw new AppError('UNPROCESSABLE', 'Only an action its owner set to Implemented waits for validation.');
  }
  const now = ctx.now.toISOString();
  const close = input.decision === 'close';
  const set = {
    state: close ? ('Closed' as const) : ('In progress' as const),
    view: close ? ('closed' as const) : ('open' as const),
    // the tracker's and the reminders' index keys are rebuilt from all their parts
    dueOn: action.dueOn,
    validationNote: input.note,
    validatedBy: ctx.actorName,
    validatedAt: now,
    updatedAt: now,
  };
  const tasks = await removeTasks(action.companyId, action.actionId, 'validation');
  await writeChange(
    ctx,
    {
      companyId: action.companyId,
      entityType: 'audit-action',
      entityId: action.actionId,
      action: close ? 'close' : 'reopen',
      summary: `Audit “${host.title}”: action “${action.title}” ${close ? 'validated and closed' : 'reopened'}`,
      after: { note: input.note },
    },
    (tx) => [
      tx.auditAction
        .patch({ companyId: action.companyId, actionId: action.actionId })
        .set(set)
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
      ...tasks(tx),
    ],
    stale('action'),
  );
  return toAction(ctx, { ...action, ...set, version: action.version + 1 });
};
