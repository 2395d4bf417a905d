import type { TAuditPlanDetail, TAuditSummary, TEngagement } from '@stratum/contracts';
import ExcelJS from 'exceljs';
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

describe('the findings register export', () => {
  it("is the engagement's findings under the list's filters, as Excel and PDF; another company's is a 404", async () => {
    type File = { url: string; filename: string; size: number };
    const engagement = await open(c, 'Register audit');
    await addFinding(c, engagement.id, [c.employee.employeeId]);
    const bad = await get(
      '/audit-findings/export',
      { engagementId: engagement.id, format: 'doc' },
      c.admin.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.err_msg).toMatch(/format/);
    expect(
      (await get('/audit-findings/export', { engagementId: engagement.id, format: 'pdf' }, b.admin.token))
        .status,
    ).toBe(404);
    const cellsOf = async (query: Record<string, string>) => {
      const xlsx = ok(
        await get<File>('/audit-findings/export', { engagementId: engagement.id, ...query }, c.admin.token),
      );
      expect(xlsx.filename).toMatch(/^findings-register-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load((await (await fetch(xlsx.url)).arrayBuffer()) as ArrayBuffer);
      return wb.worksheets.flatMap((ws) => {
        const rows: string[] = [];
        ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map(String).join('|')));
        return rows;
      });
    };
    const all = await cellsOf({ format: 'xlsx' });
    expect(all.some((r) => r.startsWith('Leavers keep access|High|Draft|3 of 10 leavers kept access|'))).toBe(
      true,
    );
    const low = await cellsOf({ format: 'xlsx', rating: 'Low' });
    expect(low.some((r) => r.startsWith('Leavers keep access'))).toBe(false);
    const pdf = ok(
      await get<File>(
        '/audit-findings/export',
        { engagementId: engagement.id, format: 'pdf' },
        c.admin.token,
      ),
    );
    const bytes = new Uint8Array(await (await fetch(pdf.url)).arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });
});
