import {
  ZUpdateChecklistRequestSchema,
  type TChecklist,
  type TUpdateChecklistRequest,
} from '@stratum/contracts';
import { checklistMoveProblem } from '@stratum/rules';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import type { AuditChecklistItem } from '../entities/checklist';
import { requireActiveEmployees } from '../people';
import {
  checklistView,
  openChecklist,
  requireManager,
  requireVersion,
  staleChecklist,
} from './checklist-store';

/**
 * Changes a Draft checklist (its lead, performers or an administrator, on the version read): its
 * title, its auditees and its items (an item kept names its id; a new one gets one). A sent
 * checklist no longer changes (422).
 */
export const updateChecklist = async (ctx: Ctx, raw: TUpdateChecklistRequest): Promise<TChecklist> => {
  const input = ZUpdateChecklistRequestSchema.parse(raw);
  const access = await openChecklist(ctx, input.id);
  requireManager(access);
  const before = access.checklist;
  requireVersion(before, input.version);
  const problem = checklistMoveProblem('edit', before.status);
  if (problem) throw new AppError('UNPROCESSABLE', problem);
  const known = new Set(before.items.map((i) => i.id));
  const ids = input.items.flatMap((i) => (i.id ? [i.id] : []));
  const unknown = ids.findIndex((id) => !known.has(id));
  if (unknown >= 0)
    throw new AppError('UNPROCESSABLE', `items: ${ids[unknown]} is no item of this checklist`);
  if (new Set(ids).size !== ids.length) throw new AppError('UNPROCESSABLE', 'items: an item is named twice');
  const auditeeIds = [...new Set(input.auditeeIds)];
  await requireActiveEmployees(before.companyId, auditeeIds, 'auditeeIds');
  const now = ctx.now.toISOString();
  const after: AuditChecklistItem = {
    ...before,
    title: input.title,
    auditeeIds,
    items: input.items.map((i) => ({ id: i.id ?? newId(), text: i.text, comment: '' })),
    version: before.version + 1,
    updatedAt: now,
  };
  await writeChange(
    ctx,
    {
      companyId: before.companyId,
      entityType: 'audit-checklist',
      entityId: before.checklistId,
      action: 'update',
      summary: `Audit “${before.engagementTitle}”: checklist “${after.title}” changed`,
      before: { title: before.title, auditeeIds: before.auditeeIds, items: before.items.length },
      after: { title: after.title, auditeeIds, items: after.items.length },
    },
    (tx) => [
      tx.auditChecklist
        .put(after)
        .where((a, op) => op.eq(a.version, before.version))
        .commit(),
    ],
    staleChecklist(),
  );
  return checklistView(ctx, after, {
    manager: true,
    auditee: auditeeIds.includes(ctx.employeeId ?? ''),
  });
};
