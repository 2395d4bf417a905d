import type { TQaMember, TSetQaOrderRequest } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import type { Page } from '../../kernel/paging';
import { requireModuleAdmin } from '../../platform';
import type { QaPanel } from '../entities/qa';
import { panelMembers } from './qa-store';
import { listQaMembers } from './list-qa-members';
import { STALE, panelNoun } from './qa-member-parts';
import { writeChange } from '../../kernel/change';

/**
 * Sets the review order: the request names every member, in order, each with the version read. A
 * panel that gained or lost a member since is refused (409), as is any stale version.
 */
export const setQaOrder = async (
  ctx: Ctx,
  panel: QaPanel,
  input: TSetQaOrderRequest,
): Promise<Page<TQaMember>> => {
  const companyId = tenantOf(ctx);
  const members = await panelMembers(companyId, panel);
  const byId = new Map(members.map((m) => [m.employeeId, m]));
  const unknown = input.members.find((m) => !byId.has(m.employeeId));
  if (unknown)
    throw new AppError('NOT_FOUND', `members: ${unknown.employeeId} is not on the ${panelNoun(panel)}`);
  await requireModuleAdmin(ctx, 'performance');
  if (input.members.length !== members.length) throw new AppError('CONFLICT', STALE);
  const now = ctx.now.toISOString();
  const before = members.map((m) => m.employeeId);
  const after = input.members.map((m) => m.employeeId);
  await writeChange(
    ctx,
    {
      companyId,
      entityType: `qa-${panel}-member`,
      entityId: panel,
      action: 'reorder',
      summary: `Review order of the ${panelNoun(panel)} changed`,
      before: { order: before },
      after: { order: after },
    },
    (tx) => [
      ...input.members.map((m, i) =>
        tx.qaMember
          .patch({ companyId, panel, employeeId: m.employeeId })
          .set({ reviewOrder: i + 1, updatedAt: now })
          .add({ version: 1 })
          .where((attr, op) => op.eq(attr.version, m.version))
          .commit(),
      ),
    ],
    new AppError('CONFLICT', STALE),
  );
  return listQaMembers(ctx, panel);
};
