import type { TAuditPlanDetail, TAuditSummary, TEngagement } from '@stratum/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post, type Reply } from '../../../tests/support/api';
import { addFinding, makeAuditTenant } from '../../../tests/support/audit-engagement';
import { addUnit } from '../../../tests/support/org';
import { ownerSession, type Person, type Tenant } from '../../../tests/support/world';

/*
 * The audit dashboard's figures (docs/audit.md, dashboard) over HTTP against the embedded AWS: a
 * fresh company with a known plan, engagements and findings, and the summary recounted from them;
 * another company's records never counted.
 */

type AuditTenant = Tenant & { outsider: Person & { employeeId: string } };
let c: AuditTenant;
let b: AuditTenant;

const ok = <T>(r: Reply<T>): T => {
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data;
};
const summaryOf = async (t: Tenant) =>
  ok(await get<{ item: TAuditSummary }>('/audit-engagement/summary', {}, t.admin.token)).item;
const year = new Date().getUTCFullYear();

const outside = (t: Tenant, rating: string) =>
  post(
    '/audit-findings/add-outside',
    {
      source: 'External auditor',
      reference: 'Management letter',
      raisedOn: `${year}-01-15`,
      title: 'Vendor master changes not reviewed',
      criteria: 'A second person checks bank detail changes',
      condition: '4 of 30 changes had no second check',
      rating,
      recommendation: 'Enforce a second approver',
      mrOwnerIds: [],
    },
    t.admin.token,
  );

const open = async (t: Tenant, title: string, plannedAuditId?: string): Promise<TEngagement> =>
  ok(
    await post<{ item: TEngagement }>(
      '/audit-engagement/open',
      {
        title,
        ...(plannedAuditId ? { plannedAuditId } : {}),
        leadId: t.admin.employeeId,
        reviewerIds: [t.employee.employeeId],
        startDate: `${year}-02-01`,
        endDate: `${year}-02-28`,
      },
      t.admin.token,
    ),
  ).item;

beforeAll(async () => {
  const owner = await ownerSession();
  [c, b] = await Promise.all([makeAuditTenant(owner, 'audit-sum'), makeAuditTenant(owner, 'audit-sumb')]);
});

describe('the audit dashboard summary', () => {
  it('has no plan progress and no findings in a fresh company', async () => {
    const s = await summaryOf(c);
    expect(s.planProgress).toBeNull();
    expect(s.findingsByRating).toEqual([
      { rating: 'High', engagement: 0, outside: 0 },
      { rating: 'Medium', engagement: 0, outside: 0 },
      { rating: 'Low', engagement: 0, outside: 0 },
    ]);
  });

  it("counts the current plan's audits planned, open and closed, and findings by rating", async () => {
    const unit = await addUnit(c.admin.token, 'business-unit', 'Procurement');
    for (const name of ['Purchasing', 'Payables', 'Treasury'])
      ok(
        await post(
          '/audit-management/add-process',
          { name, businessUnitId: unit.id, likelihood: 4, impact: 4 },
          c.admin.token,
        ),
      );
    // last year's plan is not the current one
    ok(await post('/audit-management/add-audit-plan', { year: year - 1, title: 'Old plan' }, c.admin.token));
    const plan = ok(
      await post<TAuditPlanDetail>(
        '/audit-management/add-audit-plan',
        { year, title: 'This plan' },
        c.admin.token,
      ),
    );
    const included = plan.list.filter((p) => p.included);
    expect(included.length).toBe(3);
    ok(
      await post(
        '/audit-management/approve-audit-plan',
        { id: plan.item.id, version: plan.item.version },
        c.admin.token,
      ),
    );
    const first = await open(c, 'Purchasing audit', included[0]!.id);
    const second = await open(c, 'Payables audit', included[1]!.id);
    ok(
      await post(
        '/audit-engagement/close',
        { engagementId: second.id, version: second.version },
        c.admin.token,
      ),
    );
    // an engagement outside the plan counts in no plan figure
    const loose = await open(c, 'Ad hoc audit');
    await addFinding(c, first.id, []);
    await addFinding(c, loose.id, []);
    ok(await outside(c, 'Low'));
    ok(await outside(c, 'Low'));
    ok(await outside(c, 'High'));
    // another company's records are not counted
    await open(b, 'Their audit').then((e) => addFinding(b, e.id, []));
    ok(await outside(b, 'Medium'));

    const s = await summaryOf(c);
    expect(s.planProgress).toEqual({
      planId: plan.item.id,
      title: 'This plan',
      year,
      planned: 1,
      open: 1,
      closed: 1,
    });
    expect(s.findingsByRating).toEqual([
      { rating: 'High', engagement: 2, outside: 1 },
      { rating: 'Medium', engagement: 0, outside: 0 },
      { rating: 'Low', engagement: 0, outside: 2 },
    ]);
    expect(s.engagementsByStatus).toEqual([
      { status: 'Open', count: 2 },
      { status: 'Closed', count: 1 },
    ]);
  });
});
