import type { TAuditProcess } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { requireAuditAdmin } from '../access';
import { findProcess, viewProcess } from './process-store';

/** Deletes a process no plan names (`plannedCount` 0, checked in the delete's own condition). */
export const deleteAuditProcess = async (
  ctx: Ctx,
  input: { id: string; version: number },
): Promise<TAuditProcess> => {
  const companyId = tenantOf(ctx);
  const before = await findProcess(companyId, input.id);
  await requireAuditAdmin(ctx);
  const view = await viewProcess(companyId, before.processId);
  const refuse = () =>
    new AppError(
      'CONFLICT',
      `“${before.name}” is in an audit plan: leave it out of the plan with a reason instead of deleting it.`,
    );
  if (before.plannedCount > 0) throw refuse();
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'audit-process',
      entityId: before.processId,
      action: 'delete',
      summary: `Auditable process “${before.name}” deleted`,
      before: { name: before.name, businessUnitId: before.businessUnitId, riskScore: before.riskScore },
    },
    ({ auditProcess }) => [
      auditProcess
        .delete({ companyId, processId: before.processId })
        .where((a, op) => `${op.eq(a.version, input.version)} AND ${op.eq(a.plannedCount, 0)}`)
        .commit(),
    ],
    new AppError(
      'CONFLICT',
      'This process was changed or planned by someone else since you opened it. Reload it and try again.',
    ),
  );
  return view;
};
