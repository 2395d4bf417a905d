import type { TDeleteQaMemberRequest } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { fullNameOf } from '../../organisation';
import { requireModuleAdmin } from '../../platform';
import type { QaPanel } from '../entities/qa';
import { employeesById } from './qa-view';
import { STALE, panelNoun } from './qa-member-parts';
import { writeChange } from '../../kernel/change';

/** Takes a member off the panel; refused while they still review someone (reassign first). */
export const deleteQaMember = async (
  ctx: Ctx,
  panel: QaPanel,
  input: TDeleteQaMemberRequest,
): Promise<{ item: null }> => {
  const companyId = tenantOf(ctx);
  const key = { companyId, panel, employeeId: input.employeeId };
  const member = (await db().entities.qaMember.get(key).go()).data;
  if (!member) throw new AppError('NOT_FOUND', `employeeId: no such member of the ${panelNoun(panel)}`);
  await requireModuleAdmin(ctx, 'performance');
  const name = (await employeesById(companyId, [input.employeeId])).get(input.employeeId);
  const who = name ? fullNameOf(name) : 'This member';
  const busy = (count: number) =>
    new AppError(
      'CONFLICT',
      `${who} still reviews ${count} employee(s) or unit(s) on the ${panelNoun(panel)}; give those reviews to another member first.`,
    );
  if (member.version !== input.version) throw new AppError('CONFLICT', STALE);
  if (member.assignmentCount > 0) throw busy(member.assignmentCount);
  await writeChange(
    ctx,
    {
      companyId,
      entityType: `qa-${panel}-member`,
      entityId: input.employeeId,
      action: 'delete',
      summary: `${who} taken off the ${panelNoun(panel)}`,
      before: { employeeId: input.employeeId, reviewOrder: member.reviewOrder },
    },
    (tx) => [
      tx.qaMember
        .delete(key)
        .where((attr, op) => `${op.eq(attr.version, input.version)} AND ${op.eq(attr.assignmentCount, 0)}`)
        .commit(),
    ],
    new AppError('CONFLICT', STALE),
  );
  return { item: null };
};
