import type { TAuditTask, TAuditTaskCounts, TScope } from '@stratum/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { rebuildAuditTaskCounts } from '@stratum/core/audit';
import { db } from '@stratum/core/db';
import { get, post, type Reply } from '../../../tests/support/api';
import { makeAuditTenant, openAudit } from '../../../tests/support/audit-engagement';
import { ownerSession, type Person, type Tenant } from '../../../tests/support/world';

/*
 * Rebuilding the running task counts (docs/audit-engagement.md, "My tasks") from the task items,
 * as an operator does for engagements whose tasks were written before the counts existed.
 */

type AuditTenant = Tenant & { outsider: Person & { employeeId: string } };
let c: AuditTenant;
let b: AuditTenant;

const ok = <T>(r: Reply<T>): T => {
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data;
};
const countsOf = async (token: string) =>
  ok(await get<{ item: TAuditTaskCounts }>('/audit-engagement/my-task-count', {}, token)).item;
const operator = () => ({ userId: 'operator', actorName: 'Operator (task counts)', now: new Date() });

/** An engagement with one scope sent to its reviewer (the tenant's employee): one task. */
const oneTask = async (t: AuditTenant) => {
  const audit = await openAudit(t);
  const scope = ok(
    await post<{ item: TScope }>(
      '/audit-engagement/add-scope',
      { engagementId: audit.id, title: 'Scope', inScope: 'Purchase orders' },
      t.admin.token,
    ),
  ).item;
  ok(
    await post(
      '/audit-engagement/send',
      { engagementId: audit.id, kind: 'scope', id: scope.id, version: scope.version },
      t.admin.token,
    ),
  );
};

const trailOf = async (companyId: string) =>
  (await db().entities.auditTrail.query.byCompany({ companyId }).go({ pages: 'all' })).data.filter(
    (e) => e.entityType === 'auditTaskCount',
  );

beforeAll(async () => {
  const owner = await ownerSession();
  [c, b] = await Promise.all([makeAuditTenant(owner, 'audit-tc'), makeAuditTenant(owner, 'audit-tcb')]);
  await Promise.all([oneTask(c), oneTask(c), oneTask(b)]);
});

describe('rebuilding the audit task counts', () => {
  it('sets missing and wrong counts from the tasks, only in the company named, and only once', async () => {
    const right = await countsOf(c.employee.token);
    expect(right.reviewer).toBe(2);
    const bRight = await countsOf(b.employee.token);
    expect(bRight.reviewer).toBe(1);

    // as engagements made before the counts existed left them: no count item, or a wrong one
    const counts = db().entities.auditTaskCount;
    await counts
      .delete({ companyId: c.companyId, employeeId: String(c.employee.employeeId), role: 'reviewer' })
      .go();
    await counts
      .put({ companyId: c.companyId, employeeId: String(c.admin.employeeId), role: 'performer', n: 7 })
      .go();
    await counts
      .put({ companyId: b.companyId, employeeId: String(b.employee.employeeId), role: 'reviewer', n: 9 })
      .go();
    expect((await countsOf(c.employee.token)).reviewer).toBe(0);

    const first = await rebuildAuditTaskCounts(operator(), c.companyId);
    expect(first).toMatchObject({ corrected: 2, retries: 0 });
    expect(first.people).toBeGreaterThanOrEqual(2);
    expect(await countsOf(c.employee.token)).toEqual(right);
    expect((await countsOf(c.admin.token)).performer).toBe(0);
    const tasks = ok(
      await get<{ list: TAuditTask[]; total: number }>(
        '/audit-engagement/my-task',
        { role: 'reviewer' },
        c.employee.token,
      ),
    );
    expect(tasks.total).toBe(2);
    expect(tasks.list).toHaveLength(2);
    // the other company's wrong count is not touched
    expect((await countsOf(b.employee.token)).reviewer).toBe(9);

    const entries = await trailOf(c.companyId);
    expect(entries).toHaveLength(2);
    expect(entries.find((e) => e.entityId === c.employee.employeeId)).toMatchObject({
      actorName: 'Operator (task counts)',
      before: { reviewer: null },
      after: { reviewer: 2 },
    });

    const again = await rebuildAuditTaskCounts(operator(), c.companyId);
    expect(again).toMatchObject({ corrected: 0, retries: 0 });
    expect(await trailOf(c.companyId)).toHaveLength(2);
    expect(await countsOf(c.employee.token)).toEqual(right);

    await rebuildAuditTaskCounts(operator(), b.companyId);
    expect(await countsOf(b.employee.token)).toEqual(bRight);
  });
});
