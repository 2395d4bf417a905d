import type { TProgressReport, TQuarter, TScorecard, TScorecardDetail } from '@stratum/contracts';
import { newId } from '@stratum/core/kernel/ids';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post, type Reply, type Session } from '../../../tests/support/api';
import { downloadExport, pdfText, sheetRows } from '../../../tests/support/exports';
import { addAnnualPlan, addPlan, makePlanningTenant } from '../../../tests/support/planning';
import { addScorecard, saveKpi } from '../../../tests/support/scorecard';
import { ownerSession, unique, type Tenant } from '../../../tests/support/world';

/**
 * The corporate scorecard progress report (spec §7 `progress-report`, docs/planning.md): Revenue
 * (DESC) and Unit cost (ASC), each quarter's periodic target against its actual and the year's
 * target against year-to-date; the Excel and PDF files carry the same rows.
 *
 *   Revenue   Q target 100, actual 85 → 85%;  year 400 against ytd 300 → 75%
 *   Unit cost Q target 10,  actual 8  → 125% (ASC: 10/8); year 40, no ytd → none
 */
let a: Tenant;
let b: Tenant;
let owner: Session;
let annual: TScorecard;
let foreign: TScorecard;
let open: number;

const ok = <T>(r: Reply, key: string): T => {
  expect(r.status, r.body.err_msg).toBe(200);
  return (r.body.data as Record<string, T>)[key]!;
};

const corporateOf = async (t: Tenant) => {
  const y = new Date().getUTCFullYear();
  const plan = await addPlan(t.admin.token, 'strategic', {
    description: unique('Plan'),
    startDate: `${y - 1}-01-01`,
    endDate: `${y + 2}-12-31`,
  });
  const card = await addScorecard(t.admin.token, plan, { name: 'Strategy', includeKeyPerformanceArea: 'No' });
  const quarters = (n: number) => ({
    periodicTarget1: n,
    periodicTarget2: n,
    periodicTarget3: n,
    periodicTarget4: n,
  });
  await saveKpi(t.admin.token, 'strategic', {
    scorecardId: card.id,
    name: 'Revenue',
    target: 400,
    weight: 60,
    ...quarters(100),
  });
  await saveKpi(t.admin.token, 'strategic', {
    scorecardId: card.id,
    name: 'Unit cost',
    optionType: 'ASC',
    target: 40,
    weight: 40,
    ...quarters(10),
  });
  const year = await addAnnualPlan(t.admin.token, plan.id, `${y}-01-01`, `${y}-12-31`);
  const list = (await get<{ list: TQuarter[] }>('/quarter/all', { annualPlanId: year.id }, t.admin.token))
    .body.data.list;
  open = list.find((q) => q.open.assessment)!.quarter;
  return ok<TScorecard>(
    await post(
      '/corporate-scorecard/add',
      { annualPlanId: year.id, strategicScorecardId: card.id, name: 'Corporate year' },
      t.admin.token,
    ),
    'scorecard',
  );
};

beforeAll(async () => {
  owner = await ownerSession();
  [a, b] = await Promise.all([
    makePlanningTenant(owner, 'progress-a'),
    makePlanningTenant(owner, 'progress-b'),
  ]);
  foreign = await corporateOf(b);
  annual = await corporateOf(a);
  const detail = ok<TScorecardDetail>(
    await get('/corporate-scorecard/get', { id: annual.id }, a.admin.token),
    'scorecard',
  );
  for (const [name, actual, ytd] of [
    ['Revenue', 85, 300],
    ['Unit cost', 8, undefined],
  ] as const) {
    let kpi = detail.kpiList.find((k) => k.name === name)!;
    if (ytd !== undefined) {
      kpi = ok(
        await post(
          '/corporate-scorecard/save-kpi',
          { scorecardId: annual.id, id: kpi.id, version: kpi.version, ytd },
          a.admin.token,
        ),
        'kpi',
      );
    }
    ok(
      await post(
        '/corporate-scorecard/update-actual',
        { scorecardId: annual.id, kpiId: kpi.id, quarter: open, actual, version: kpi.version },
        a.admin.token,
      ),
      'kpi',
    );
  }
});

describe('the corporate scorecard progress report', () => {
  it('gives each KPI’s target, actual and percent per quarter and for the year', async () => {
    const report = ok<TProgressReport>(
      await get('/corporate-scorecard/progress-report', { id: annual.id }, a.employee.token),
      'report',
    );
    expect(report.scorecard).toEqual({
      id: annual.id,
      name: 'Corporate year',
      type: 'annual',
      quarterLabel: null,
    });
    expect(report.companyName).toBe(a.companyName);
    const [revenue, cost] = report.rows;
    expect(revenue!.name).toBe('Revenue');
    expect(revenue!.quarters.map((q) => q.label)).toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
    expect(revenue!.quarters[open]).toEqual({ label: `Q${open + 1}`, target: 100, actual: 85, percent: 85 });
    expect(revenue!.year).toEqual({ label: 'Year', target: 400, actual: 300, percent: 75 });
    expect(cost!.quarters[open]).toEqual({ label: `Q${open + 1}`, target: 10, actual: 8, percent: 125 });
    expect(cost!.year).toEqual({ label: 'Year', target: 40, actual: null, percent: null });
    const other = (open + 1) % 4;
    expect(revenue!.quarters[other]).toEqual({
      label: `Q${other + 1}`,
      target: 100,
      actual: null,
      percent: null,
    });
  });

  it('exports the same rows as Excel and PDF', async () => {
    const xlsx = await downloadExport(
      '/report/export',
      { report: 'scorecard-progress', format: 'xlsx', scorecardId: annual.id },
      a.employee.token,
    );
    expect(xlsx.filename).toMatch(/^scorecard-progress-corporate-year-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const rows = await sheetRows(xlsx.bytes);
    expect(rows[0]).toEqual(['Scorecard Progress Report']);
    expect(rows).toContainEqual(['Scorecard', 'Corporate year']);
    const revenue = rows.find((r) => r[0] === 'Revenue')!;
    expect(revenue.slice(2 + open * 3, 5 + open * 3)).toEqual([100, 85, 85]);
    expect(revenue.slice(14, 17)).toEqual([400, 300, 75]);
    const pdf = await downloadExport(
      '/report/export',
      { report: 'scorecard-progress', format: 'pdf', scorecardId: annual.id },
      a.employee.token,
    );
    expect(pdf.contentType).toBe('application/pdf');
    const text = (await pdfText(pdf.bytes)).flat().join(' ');
    expect(text).toContain('Scorecard Progress Report');
    expect(text).toContain('Unit cost');
  });

  it('refuses bad input (400), another company’s or unknown scorecards (404) and hidden ones to employees (404)', async () => {
    const failed = (r: Reply, status: number, message: RegExp) => {
      expect(r.status, r.body.err_msg).toBe(status);
      expect(r.body.res).toBe('FAILED');
      expect(r.body.err_msg).toMatch(message);
    };
    failed(await get('/corporate-scorecard/progress-report', { id: 'nope' }, a.employee.token), 400, /id/);
    failed(
      await get('/corporate-scorecard/progress-report', { id: foreign.id }, a.admin.token),
      404,
      /no such/,
    );
    failed(await get('/corporate-scorecard/progress-report', { id: newId() }, a.admin.token), 404, /no such/);
    failed(
      await post(
        '/report/export',
        { report: 'scorecard-progress', format: 'pdf', scorecardId: foreign.id },
        a.admin.token,
      ),
      404,
      /no such/,
    );
    failed(
      await post('/report/export', { report: 'scorecard-progress', format: 'pdf' }, a.admin.token),
      400,
      /scorecardId/,
    );
    const hidden = ok<TScorecard>(
      await post(
        '/corporate-scorecard/set-visible',
        { id: annual.id, version: annual.version, visible: false },
        a.admin.token,
      ),
      'scorecard',
    );
    failed(
      await get('/corporate-scorecard/progress-report', { id: annual.id }, a.employee.token),
      404,
      /no such/,
    );
    ok(
      await post(
        '/corporate-scorecard/set-visible',
        { id: annual.id, version: hidden.version, visible: true },
        a.admin.token,
      ),
      'scorecard',
    );
  });
});
