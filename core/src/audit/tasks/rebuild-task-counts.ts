import { AUDIT_TASK_ROLES, type AuditTaskRole } from '@stratum/contracts';
import { db } from '../../db';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';

export interface RebuildTaskCountsResult {
  /** people who hold a count or a task */
  people: number;
  /** people whose counts were set again (0 on a second run) */
  corrected: number;
  /** how many times the company was read again because a move landed meanwhile */
  retries: number;
}

const RETRIES = 5;

const keyOf = (employeeId: string, role: AuditTaskRole) => `${employeeId}#${role}`;

/** Each person's counts as they should be: how many task items they hold in each role. */
export const countsFromTasks = (
  tasks: readonly { employeeId: string; role: AuditTaskRole }[],
): Map<string, number> => {
  const out = new Map<string, number>();
  for (const t of tasks)
    out.set(keyOf(t.employeeId, t.role), (out.get(keyOf(t.employeeId, t.role)) ?? 0) + 1);
  return out;
};

const raced = new AppError('CONFLICT', 'a task moved while the counts were rebuilt');

/**
 * Sets every person's running task counts (`auditTaskCount`, read by my-task and the inbox badge)
 * from the company's task items: for engagements whose tasks were written before the counts
 * existed, or after a count was found wrong. Idempotent: a count that is right is not written, so
 * a second run changes nothing and writes no audit entry.
 *
 * The counts are read first, then the tasks (both consistent reads of the base table), and each
 * person's counts are written in one change conditional on the values read: a move that lands
 * after the counts were read fails the condition, and the company is read again. Run it when the
 * company is quiet; a move and its reversal landing between the two reads cancel out in the
 * count and can leave it one off, which the next run corrects.
 */
export const rebuildAuditTaskCounts = async (
  ctx: Pick<Ctx, 'userId' | 'actorName' | 'now'>,
  companyId: string,
): Promise<RebuildTaskCountsResult> => {
  for (let retries = 0; ; retries++) {
    try {
      return { ...(await rebuildOnce(ctx, companyId)), retries };
    } catch (e) {
      if (e !== raced || retries >= RETRIES) throw e;
    }
  }
};

const rebuildOnce = async (
  ctx: Pick<Ctx, 'userId' | 'actorName' | 'now'>,
  companyId: string,
): Promise<Omit<RebuildTaskCountsResult, 'retries'>> => {
  const stored = (
    await db().entities.auditTaskCount.query.byPerson({ companyId }).go({ pages: 'all', consistent: true })
  ).data;
  const tasks = (
    await db()
      .entities.auditTask.query.byArtefact({ companyId })
      .go({ pages: 'all', consistent: true, attributes: ['employeeId', 'role'] })
  ).data;
  const wanted = countsFromTasks(tasks);
  const had = new Map(stored.map((c) => [keyOf(c.employeeId, c.role), c.n]));
  const people = new Set([...stored.map((c) => c.employeeId), ...tasks.map((t) => t.employeeId)]);
  let corrected = 0;
  for (const employeeId of people) {
    const wrong = AUDIT_TASK_ROLES.filter((role) => {
      const k = keyOf(employeeId, role);
      return had.has(k) ? had.get(k) !== (wanted.get(k) ?? 0) : (wanted.get(k) ?? 0) > 0;
    });
    if (wrong.length === 0) continue;
    const before = Object.fromEntries(wrong.map((role) => [role, had.get(keyOf(employeeId, role)) ?? null]));
    const after = Object.fromEntries(wrong.map((role) => [role, wanted.get(keyOf(employeeId, role)) ?? 0]));
    await writeChange(
      ctx,
      {
        companyId,
        entityType: 'auditTaskCount',
        entityId: employeeId,
        action: 'update',
        summary: 'Rebuilt audit task counts from the tasks',
        before,
        after,
      },
      (tx) =>
        wrong.map((role) => {
          const key = { companyId, employeeId, role };
          const n = wanted.get(keyOf(employeeId, role)) ?? 0;
          const old = had.get(keyOf(employeeId, role));
          return old === undefined
            ? tx.auditTaskCount.create({ ...key, n }).commit()
            : tx.auditTaskCount
                .patch(key)
                .set({ n })
                .where((a, op) => op.eq(a.n, old))
                .commit();
        }),
      raced,
    );
    corrected++;
  }
  return { people: people.size, corrected };
};
