import type {
  TAddQaMemberRequest,
  TDeleteQaMemberRequest,
  TQaMember,
  TSetQaOrderRequest,
} from '@stratum/contracts';
import { db } from '../../db';
import { auditEntry } from '../../kernel/audit';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import type { Page } from '../../kernel/paging';
import { commit } from '../../kernel/transact';
import { fullNameOf } from '../../organisation/employee/derive';
import { requireModuleAdmin } from '../../platform/module/require-module-admin';
import type { QaPanel } from './qa-entities';
import { panelMembers } from './qa-store';
import { employeesById, membersView } from './qa-view';

const STALE = 'This QA panel was changed by someone else since you opened it. Reload it and try again.';

const panelNoun = (panel: QaPanel) => `${panel} QA panel`;

/** The panel's members in review order (a handful: read whole, one page). */
export const listQaMembers = async (ctx: Ctx, panel: QaPanel): Promise<Page<TQaMember>> => {
  const companyId = tenantOf(ctx);
  const list = await membersView(companyId, await panelMembers(companyId, panel));
  return { list, total: list.length, cursor: null };
};

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
  await commit(
    db().transaction.write((tx) => [
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
      tx.auditTrail
        .create(
          auditEntry(ctx, {
            companyId,
            entityType: `qa-${panel}-member`,
            entityId: input.employeeId,
            action: 'add',
            summary: `${fullNameOf(employee)} added to the ${panelNoun(panel)}`,
            after: { employeeId: input.employeeId, reviewOrder },
          }),
        )
        .commit(),
    ]),
    new AppError('CONFLICT', `${fullNameOf(employee)} is already on the ${panelNoun(panel)}.`),
  );
  const after = await panelMembers(companyId, panel);
  const item = (await membersView(companyId, after)).find((m) => m.employeeId === input.employeeId);
  if (!item) throw new Error('QA member vanished after it was written');
  return { item };
};

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
  await commit(
    db().transaction.write((tx) => [
      ...input.members.map((m, i) =>
        tx.qaMember
          .patch({ companyId, panel, employeeId: m.employeeId })
          .set({ reviewOrder: i + 1, updatedAt: now })
          .add({ version: 1 })
          .where((attr, op) => op.eq(attr.version, m.version))
          .commit(),
      ),
      tx.auditTrail
        .create(
          auditEntry(ctx, {
            companyId,
            entityType: `qa-${panel}-member`,
            entityId: panel,
            action: 'reorder',
            summary: `Review order of the ${panelNoun(panel)} changed`,
            before: { order: before },
            after: { order: after },
          }),
        )
        .commit(),
    ]),
    new AppError('CONFLICT', STALE),
  );
  return listQaMembers(ctx, panel);
};

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
  await commit(
    db().transaction.write((tx) => [
      tx.qaMember
        .delete(key)
        .where((attr, op) => `${op.eq(attr.version, input.version)} AND ${op.eq(attr.assignmentCount, 0)}`)
        .commit(),
      tx.auditTrail
        .create(
          auditEntry(ctx, {
            companyId,
            entityType: `qa-${panel}-member`,
            entityId: input.employeeId,
            action: 'delete',
            summary: `${who} taken off the ${panelNoun(panel)}`,
            before: { employeeId: input.employeeId, reviewOrder: member.reviewOrder },
          }),
        )
        .commit(),
    ]),
    new AppError('CONFLICT', STALE),
  );
  return { item: null };
};
