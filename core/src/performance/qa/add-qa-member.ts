import type { TAddQaMemberRequest, TQaMember } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { fullNameOf } from '../../organisation';
import { requireModuleAdmin } from '../../platform';
import type { QaPanel } from '../entities/qa';
import { panelMembers } from './qa-store';
import { membersView } from './qa-view';
import { panelNoun } from './qa-member-parts';
import { writeChange } from '../../kernel/change';

/** Puts an active employee of the company on the panel, last in the review order. */
export const addQaMember = async (
  ctx: Ctx,
  panel: QaPanel,
  input: TAddQaMemberRequest,
): Promise<{ item: TQaMember }> => {
  const companyId = tenantOf(ctx);
  const employee = (await db().entities.employee.get({ companyId, employeeId: input.employeeId }).go()).data;
  if (!employee) throw new AppError('NOT_FOUND', 'employeeId: no such employee in your company');
  await requireModuleAdmin(ctx, 'performance');
  if (employee.status !== 'Active') {
    throw new AppError(
      'UNPROCESSABLE',
      `employeeId: ${fullNameOf(employee)} is inactive; choose an active employee.`,
    );
  }
  const members = await panelMembers(companyId, panel);
  if (members.some((m) => m.employeeId === input.employeeId)) {
    throw new AppError('CONFLICT', `${fullNameOf(employee)} is already on the ${panelNoun(panel)}.`);
  }
  const now = ctx.now.toISOString();
  const reviewOrder = (members.at(-1)?.reviewOrder ?? 0) + 1;
  await writeChange(
    ctx,
    {
      companyId,
      entityType: `qa-${panel}-member`,
      entityId: input.employeeId,
      action: 'add',
      summary: `${fullNameOf(employee)} added to the ${panelNoun(panel)}`,
      after: { employeeId: input.employeeId, reviewOrder },
    },
    (tx) => [
      tx.qaMember
        .create({
          companyId,
          panel,
          employeeId: input.employeeId,
          reviewOrder,
          version: 1,
          createdAt: now,
          updatedAt: now,
        })
        .commit(),
    ],
    new AppError('CONFLICT', `${fullNameOf(employee)} is already on the ${panelNoun(panel)}.`),
  );
  const after = await panelMembers(companyId, panel);
  const item = (await membersView(companyId, after)).find((m) => m.employeeId === input.employeeId);
  if (!item) throw new Error('QA member vanished after it was written');
  return { item };
};
