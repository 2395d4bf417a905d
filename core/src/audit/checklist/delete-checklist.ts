import { ZChecklistVersionRefSchema } from '@stratum/contracts';
import { checklistMoveProblem } from '@stratum/rules';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { openChecklist, requireManager, requireVersion, staleChecklist } from './checklist-store';

/** Deletes a Draft checklist (its lead, performers or an administrator, on the version read). */
export const deleteChecklist = async (
  ctx: Ctx,
  raw: { id: string; version: number },
): Promise<{ id: string }> => {
  const input = ZChecklistVersionRefSchema.parse(raw);
  const access = await openChecklist(ctx, input.id);
  requireManager(access);
  const c = access.checklist;
  requireVersion(c, input.version);
  const problem = checklistMoveProblem('delete', c.status);
  if (problem) throw new AppError('UNPROCESSABLE', problem);
  await writeChange(
    ctx,
    {
      companyId: c.companyId,
      entityType: 'audit-checklist',
      entityId: c.checklistId,
      action: 'delete',
      summary: `Audit “${c.engagementTitle}”: draft checklist “${c.title}” deleted`,
      before: { title: c.title },
    },
    (tx) => [
      tx.auditChecklist
        .delete({ companyId: c.companyId, checklistId: c.checklistId })
        .where((a, op) => op.eq(a.version, c.version))
        .commit(),
    ],
    staleChecklist(),
  );
  return { id: c.checklistId };
};
