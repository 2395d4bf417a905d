import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type {
  TAnnualPlan,
  TMonthlyUpdate,
  TMonthPeriod,
  TOrganisationalProgress,
  TPeriods,
  TProgressSheet,
  TScorecard,
  TSubordinateProgress,
} from '@stratum/contracts';
import { documentClient } from '@stratum/core/kernel/clients';
import { config } from '@stratum/core/kernel/config';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post, type Reply, type Session } from '../../../tests/support/api';
import { addUnit } from '../../../tests/support/org';
import { addAnnualPlan, addPlan, makePlanningTenant } from '../../../tests/support/planning';
import { addScorecard, planningSnapshot, saveKpi } from '../../../tests/support/scorecard';
import { ownerSession, unique, type Tenant } from '../../../tests/support/world';

let owner: Session;
let a: Tenant;
let b: Tenant;

const FAMILY = 'monthly-progress';

const expectFailed = (r: Reply, status: number, message: RegExp) => {
  expect(r.status, r.body.err_msg).toBe(status);
  expect(r.body.res).toBe('FAILED');
  expect(r.body.err_msg).toMatch(message);
};
const ok = <T>(r: Reply, key: string): T => {
  expect(r.status, r.body.err_msg).toBe(200);
  expect(r.body.res).toBe('SUCCESS');
  return (r.body.data as Record<string, T>)[key] as T;
};

const setModule = async (companyId: string, moduleKey: string) => {
  const r = await post('/module/update', { companyId, moduleKey, enabled: true }, owner.token);
  if (r.status !== 200) throw new Error(`module/update ${moduleKey}: ${r.body.err_msg}`);
};

interface World {
  annual: TAnnualPlan;
  corporate: TScorecard;
  corporateKpis: { revenue: string; complaints: string };
  employeeCard: string;
  kpis: { sales: string; defects: string; culture: string };
  bu: string;
  dept: string;
  current: TMonthPeriod;
  closed: TMonthPeriod;
}

/**
 * The employee's annual scorecard, made by their supervisor through employee-scorecard/add, with
 * KPIs: Sales (DESC, target 200), Defects (ASC, target 10) and Culture (qualitative: no numeric
 * target).
 */
const employeeScorecard = async (t: Tenant, employeeId: string, annual: TAnnualPlan) => {
  const scorecard = ok<{ id: string }>(
    await post(
      '/employee-scorecard/add',
      {
        annualPlanId: annual.id,
        employeeId,
        name: 'My year',
        source: 'empty',
        includeKeyPerformanceArea: 'No',
      },
      t.admin.token,
    ),
    'scorecard',
  );
  const kpi = async (name: string, fields: Record<string, unknown>) =>
    ok<{ id: string }>(
      await post(
        '/employee-scorecard/save-kpi',
        { scorecardId: scorecard.id, name, ...fields },
        t.admin.token,
      ),
      'kpi',
    ).id;
  return {
    scorecardId: scorecard.id,
    kpis: {
      sales: await kpi('Sales', { target: 200, optionType: 'DESC', weight: 50 }),
      defects: await kpi('Defects', { target: 10, optionType: 'ASC', weight: 30 }),
      culture: await kpi('Culture', { kpiType: 'Qualitative', manualTarget: 'A good place', weight: 20 }),
    },
  };
};

const makeWorld = async (t: Tenant): Promise<World> => {
  await setModule(t.companyId, 'performance');
  const y = new Date().getUTCFullYear();
  const plan = await addPlan(t.admin.token, 'strategic', {
    description: unique('Vision'),
    startDate: `${y - 1}-01-01`,
    endDate: `${y + 1}-12-31`,
  });
  const annual = await addAnnualPlan(t.admin.token, plan.id, `${y}-01-01`, `${y}-12-31`);
  // the company scorecard: a strategic scorecard copied into the year's corporate one
  const strategic = await addScorecard(t.admin.token, plan, { includeKeyPerformanceArea: 'No' });
  await saveKpi(t.admin.token, 'strategic', {
    scorecardId: strategic.id,
    name: 'Revenue',
    target: 1000,
    weight: 60,
  });
  await saveKpi(t.admin.token, 'strategic', {
    scorecardId: strategic.id,
    name: 'Complaints',
    target: 5,
    optionType: 'ASC',
    weight: 40,
  });
  const corporate = ok<TScorecard>(
    await post(
      '/corporate-scorecard/add',
      { annualPlanId: annual.id, strategicScorecardId: strategic.id, name: 'Corporate year' },
      t.admin.token,
    ),
    'scorecard',
  );
  const detail = ok<{ kpiList: Array<{ id: string; name: string }> }>(
    await get('/corporate-scorecard/get', { id: corporate.id }, t.admin.token),
    'scorecard',
  );
  const corporateKpis = {
    revenue: detail.kpiList.find((k) => k.name === 'Revenue')!.id,
    complaints: detail.kpiList.find((k) => k.name === 'Complaints')!.id,
  };
  // the employee sits in a department of a business unit and reports to the administrator
  const bu = await addUnit(t.admin.token, 'business-unit', unique('Sales BU'));
  const dept = await addUnit(t.admin.token, 'department', unique('Field sales'), bu.id);
  const employeeId = t.employee.employeeId!;
  const current = ok<Record<string, unknown>>(
    await get('/employee/get-by-id', { id: employeeId }, t.admin.token),
    'employee',
  );
  const keep = [
    'firstName',
    'lastName',
    'email',
    'businessUnitHead',
    'departmentHead',
    'divisionHead',
    'sectionHead',
    'subSectionHead',
    'subSubSectionHead',
  ];
  ok(
    await post(
      '/employee/update',
      {
        ...Object.fromEntries(keep.map((k) => [k, current[k]])),
        id: employeeId,
        version: current.version,
        unitId: dept.id,
        supervisorId: t.admin.employeeId,
      },
      t.admin.token,
    ),
    'employee',
  );
  const card = await employeeScorecard(t, employeeId, annual);
  const periods = ok<TMonthPeriod[]>(
    await get(`/${FAMILY}/periods`, { annualPlanId: annual.id }, t.employee.token),
    'list',
  );
  return {
    annual,
    corporate,
    corporateKpis,
    employeeCard: card.scorecardId,
    kpis: card.kpis,
    bu: bu.id,
    dept: dept.id,
    current: periods.find((p) => p.current)!,
    closed: periods.find((p) => !p.open)!,
  };
};

let wa: World;
let wb: World;

beforeAll(async () => {
  owner = await ownerSession();
  [a, b] = await Promise.all([
    makePlanningTenant(owner, 'monthly-a'),
    makePlanningTenant(owner, 'monthly-b'),
  ]);
  [wa, wb] = await Promise.all([makeWorld(a), makeWorld(b)]);
});

const saveMine = (body: Record<string, unknown>, token = a.employee.token) =>
  post(
    `/${FAMILY}/save-employee-progress`,
    { scorecardId: wa.employeeCard, month: wa.current.month, ...body },
    token,
  );
const saveCompany = (body: Record<string, unknown>, token = a.admin.token) =>
  post(
    `/${FAMILY}/save-company-progress`,
    { scorecardId: wa.corporate.id, month: wa.current.month, ...body },
    token,
  );

/** Everything a failed call must leave alone: the tenant, both scorecards' partitions, the month's totals. */
const snapshot = async () => {
  const totals = await documentClient().send(
    new QueryCommand({
      TableName: config().TABLE_NAME,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: {
        ':pk': `$stratum#companyid_${a.companyId.toLowerCase()}#annualplanid_${wa.annual.id.toLowerCase()}#month_${wa.current.month}`,
      },
    }),
  );
  return JSON.stringify([
    await planningSnapshot(a.companyId, [wa.employeeCard, wa.corporate.id]),
    totals.Items ?? [],
  ]);
};

describe('monthly progress periods', () => {
  it('lists the twelve months with the current one open and a default grace of 7 days', async () => {
    const r = await get<TPeriods>(`/${FAMILY}/periods`, { annualPlanId: wa.annual.id }, a.employee.token);
    expect(r.status, r.body.err_msg).toBe(200);
    const { list, graceDays, version } = r.body.data;
    expect(list).toHaveLength(12);
    expect(graceDays).toBe(7);
    expect(version).toBe(0);
    expect(wa.current).toMatchObject({ open: true, current: true });
    const end = new Date(`${wa.current.endDate}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 7);
    expect(wa.current.closesOn).toBe(end.toISOString().slice(0, 10));
  });

  it('lets a Performance administrator set the grace days, versioned and audited; nobody else', async () => {
    expectFailed(
      await post(
        `/${FAMILY}/set-grace`,
        { annualPlanId: wa.annual.id, graceDays: 3, version: 0 },
        a.employee.token,
      ),
      403,
      /administrator/,
    );
    const set = await post<TPeriods>(
      `/${FAMILY}/set-grace`,
      { annualPlanId: wa.annual.id, graceDays: 3, version: 0 },
      a.admin.token,
    );
    expect(set.status, set.body.err_msg).toBe(200);
    expect(set.body.data).toMatchObject({ graceDays: 3, version: 1 });
    expectFailed(
      await post(
        `/${FAMILY}/set-grace`,
        { annualPlanId: wa.annual.id, graceDays: 9, version: 0 },
        a.admin.token,
      ),
      409,
      /changed by someone else/,
    );
    expectFailed(
      await post(
        `/${FAMILY}/set-grace`,
        { annualPlanId: wa.annual.id, graceDays: 40, version: 1 },
        a.admin.token,
      ),
      400,
      /graceDays/,
    );
    const back = await post<TPeriods>(
      `/${FAMILY}/set-grace`,
      { annualPlanId: wa.annual.id, graceDays: 7, version: 1 },
      a.admin.token,
    );
    expect(back.body.data).toMatchObject({ graceDays: 7, version: 2 });
    const trail = await get<{ list: Array<{ summary: string }> }>(
      '/company/get-audit-trails',
      { companyId: a.companyId, entityType: 'monthly-progress-periods', limit: 10 },
      owner.token,
    );
    expect(trail.body.data.list.map((e) => e.summary).join('\n')).toMatch(/stay open 3 days/);
  });

  it('answers 404 for another company’s annual plan', async () => {
    expectFailed(
      await get(`/${FAMILY}/periods`, { annualPlanId: wb.annual.id }, a.employee.token),
      404,
      /annualPlanId/,
    );
  });
});

describe('employee progress', () => {
  let sales: TMonthlyUpdate;

  it('records the employee’s progress as a percent of the target, coloured by spec §5', async () => {
    sales = ok<TMonthlyUpdate>(
      await saveMine({ kpiId: wa.kpis.sales, value: 170, comment: 'Two big orders' }),
      'update',
    );
    // 170 / 200 = 85% → warning
    expect(sales).toMatchObject({ value: 170, percent: 85, progress: 85, colour: 'warning', version: 1 });
    // ASC: 10 / 20 = 50% → danger
    const defects = ok<TMonthlyUpdate>(await saveMine({ kpiId: wa.kpis.defects, value: 20 }), 'update');
    expect(defects).toMatchObject({ percent: 50, colour: 'danger' });
  });

  it('changes an update naming its version; a stale or missing version is 409 with nothing changed', async () => {
    const before = await snapshot();
    expectFailed(await saveMine({ kpiId: wa.kpis.sales, value: 190 }), 409, /changed by someone else/);
    expectFailed(
      await saveMine({ kpiId: wa.kpis.sales, value: 190, version: 7 }),
      409,
      /changed by someone else/,
    );
    expect(await snapshot()).toBe(before);
    sales = ok<TMonthlyUpdate>(await saveMine({ kpiId: wa.kpis.sales, value: 190, version: 1 }), 'update');
    expect(sales).toMatchObject({ percent: 95, colour: 'success', version: 2, comment: '' });
  });

  it('refuses a closed month, a month outside the plan, a KPI without a numeric target and bad input, changing nothing', async () => {
    const before = await snapshot();
    expectFailed(
      await saveMine({ kpiId: wa.kpis.sales, value: 1, month: wa.closed.month }),
      409,
      /^Period is closed$/,
    );
    expectFailed(
      await saveMine({ kpiId: wa.kpis.sales, value: 1, month: '1999-01' }),
      422,
      /^month: 1999-01 is not a month/,
    );
    expectFailed(
      await saveMine({ kpiId: wa.kpis.culture, value: 1 }),
      422,
      /kpiId: “Culture” has no numeric target/,
    );
    expectFailed(await saveMine({ kpiId: wa.kpis.sales, value: -1 }), 400, /value must be 0 or more/);
    expectFailed(await saveMine({ kpiId: wa.kpis.sales, value: 1, month: '2026-13' }), 400, /month/);
    expectFailed(await saveMine({ kpiId: wa.kpis.sales, value: 'lots' }), 400, /value/);
    expect(await snapshot()).toBe(before);
  });

  it('lets only the scorecard’s employee record on it; another company’s scorecard is 404', async () => {
    const before = await snapshot();
    expectFailed(
      await saveMine({ kpiId: wa.kpis.sales, value: 5, version: 2 }, a.admin.token),
      403,
      /Only the employee/,
    );
    expectFailed(
      await post(
        `/${FAMILY}/save-employee-progress`,
        { scorecardId: wb.employeeCard, kpiId: wb.kpis.sales, month: wb.current.month, value: 5 },
        a.employee.token,
      ),
      404,
      /scorecardId/,
    );
    expectFailed(
      await saveMine({ scorecardId: wa.corporate.id, kpiId: wa.corporateKpis.revenue, value: 5 }),
      404,
      /scorecardId/,
    );
    expect(await snapshot()).toBe(before);
  });

  it('shows the month to the employee (editable) and their supervisor (read only), not to others', async () => {
    const mine = ok<TProgressSheet>(
      await get(
        `/${FAMILY}/employee-progress`,
        { annualPlanId: wa.annual.id, month: wa.current.month },
        a.employee.token,
      ),
      'progress',
    );
    expect(mine.canEdit).toBe(true);
    expect(mine.scorecards).toHaveLength(1);
    const kpis = mine.scorecards[0]!.kpis;
    expect(kpis.map((k) => [k.name, k.measurable, k.update?.percent ?? null])).toEqual([
      ['Culture', false, null],
      ['Defects', true, 50],
      ['Sales', true, 95],
    ]);
    // (95 + 50) / 2
    expect(mine).toMatchObject({ average: 72.5, count: 2, colour: 'warning' });

    const seen = ok<TProgressSheet>(
      await get(
        `/${FAMILY}/employee-progress`,
        { annualPlanId: wa.annual.id, month: wa.current.month, employeeId: a.employee.employeeId! },
        a.admin.token,
      ),
      'progress',
    );
    expect(seen).toMatchObject({ canEdit: false, average: 72.5 });

    expectFailed(
      await get(
        `/${FAMILY}/employee-progress`,
        { annualPlanId: wa.annual.id, month: wa.current.month, employeeId: a.admin.employeeId! },
        a.employee.token,
      ),
      403,
      /yourself and of the people who report to you/,
    );
    expectFailed(
      await get(
        `/${FAMILY}/employee-progress`,
        { annualPlanId: wa.annual.id, month: wa.current.month, employeeId: b.employee.employeeId! },
        a.admin.token,
      ),
      404,
      /employeeId/,
    );
  });

  it('lists a supervisor’s reports with their averages', async () => {
    const list = ok<TSubordinateProgress[]>(
      await get(
        `/${FAMILY}/subordinate-progresses`,
        { annualPlanId: wa.annual.id, month: wa.current.month },
        a.admin.token,
      ),
      'list',
    );
    expect(list).toEqual([
      {
        employeeId: a.employee.employeeId,
        fullName: expect.any(String),
        average: 72.5,
        count: 2,
        colour: 'warning',
      },
    ]);
    const none = ok<TSubordinateProgress[]>(
      await get(
        `/${FAMILY}/subordinate-progresses`,
        { annualPlanId: wa.annual.id, month: wa.current.month },
        a.employee.token,
      ),
      'list',
    );
    expect(none).toEqual([]);
  });

  it('audits each update in its transaction', async () => {
    const trail = await get<{ list: Array<{ summary: string; action: string }> }>(
      '/company/get-audit-trails',
      { companyId: a.companyId, entityType: 'employee-monthly-progress', limit: 10 },
      owner.token,
    );
    const summaries = trail.body.data.list.map((e) => `${e.action}: ${e.summary}`);
    expect(summaries).toHaveLength(3);
    expect(summaries.join('\n')).toMatch(
      /update: .* progress of KPI “Sales” of “My year” changed: 190 \(95%\)/,
    );
  });
});

describe('company and organisational progress', () => {
  it('lets administrators record company progress; employees read it only', async () => {
    const before = await snapshot();
    expectFailed(
      await saveCompany({ kpiId: wa.corporateKpis.revenue, value: 900 }, a.employee.token),
      403,
      /administrator/,
    );
    expect(await snapshot()).toBe(before);
    // 900 / 1000 = 90% → success; ASC 5 / 0 → beyond every finite percent: a full bar
    expect(
      ok<TMonthlyUpdate>(await saveCompany({ kpiId: wa.corporateKpis.revenue, value: 900 }), 'update'),
    ).toMatchObject({
      percent: 90,
      colour: 'success',
    });
    expect(
      ok<TMonthlyUpdate>(await saveCompany({ kpiId: wa.corporateKpis.complaints, value: 0 }), 'update'),
    ).toMatchObject({
      percent: null,
      progress: 100,
      colour: 'success',
    });
    const sheet = ok<TProgressSheet>(
      await get(
        `/${FAMILY}/company-progress`,
        { annualPlanId: wa.annual.id, month: wa.current.month },
        a.employee.token,
      ),
      'progress',
    );
    expect(sheet).toMatchObject({ canEdit: false, average: 95, count: 2, colour: 'success', employee: null });
    expect(sheet.scorecards.map((s) => s.name)).toEqual(['Corporate year']);
    const adminSheet = ok<TProgressSheet>(
      await get(
        `/${FAMILY}/company-progress`,
        { annualPlanId: wa.annual.id, month: wa.current.month },
        a.admin.token,
      ),
      'progress',
    );
    expect(adminSheet.canEdit).toBe(true);
  });

  it('averages the month by business unit and department from the running totals', async () => {
    const progress = ok<TOrganisationalProgress>(
      await get(
        `/${FAMILY}/organisational-progress`,
        { annualPlanId: wa.annual.id, month: wa.current.month },
        a.employee.token,
      ),
      'progress',
    );
    expect(progress.employees).toEqual({ average: 72.5, count: 2, colour: 'warning' });
    expect(progress.company).toEqual({ average: 95, count: 2, colour: 'success' });
    expect(progress.businessUnits.find((u) => u.unitId === wa.bu)).toMatchObject({ average: 72.5, count: 2 });
    expect(progress.departments.find((u) => u.unitId === wa.dept)).toMatchObject({ average: 72.5, count: 2 });

    // a change moves the totals by the difference: Defects 20 → 10 (100%): (95 + 100) / 2
    ok(await saveMine({ kpiId: wa.kpis.defects, value: 10, version: 1 }), 'update');
    const after = ok<TOrganisationalProgress>(
      await get(
        `/${FAMILY}/organisational-progress`,
        { annualPlanId: wa.annual.id, month: wa.current.month },
        a.admin.token,
      ),
      'progress',
    );
    expect(after.employees).toEqual({ average: 97.5, count: 2, colour: 'success' });
    expect(after.departments.find((u) => u.unitId === wa.dept)).toMatchObject({ average: 97.5, count: 2 });

    // another company's month is its own
    const theirs = ok<TOrganisationalProgress>(
      await get(
        `/${FAMILY}/organisational-progress`,
        { annualPlanId: wb.annual.id, month: wb.current.month },
        b.admin.token,
      ),
      'progress',
    );
    expect(theirs.employees).toEqual({ average: null, count: 0, colour: 'danger' });
  });
});
