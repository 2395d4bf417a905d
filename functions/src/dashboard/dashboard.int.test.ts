import type {
  TAdminFigures,
  TAnnualPlan,
  TDashboardTasks,
  TDashboardTeam,
  TPerformanceReport,
  TPlan,
  TPlatformFigures,
} from '@stratum/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, type Session } from '../../../tests/support/api';
import {
  addPerson,
  agreeQuarter,
  employeeScorecard,
  enablePerformance,
  performanceYear,
  type Who,
} from '../../../tests/support/performance';
import { setPlanning } from '../../../tests/support/planning';
import { makeTenant, ownerSession, type Tenant } from '../../../tests/support/world';

/**
 * The per-role dashboards (docs/dashboard.md): what waits on a person across their company's
 * modules, a supervisor's team in the quarter today falls in, and the platform owner's figures —
 * nothing from a module that is off, nothing of another company.
 */

let owner: Session;
let a: Tenant;
/** a company with Performance Management off */
let off: Tenant;
let boss: Who;
let report: Who;
let quarter: number;

const read = async <T>(action: string, token: string): Promise<T> => {
  const r = await get<T>(`/dashboard/${action}`, {}, token);
  expect(r.status, r.body.err_msg).toBe(200);
  expect(r.body.res).toBe('SUCCESS');
  return r.body.data;
};

beforeAll(async () => {
  owner = await ownerSession();
  [a, off] = await Promise.all([makeTenant(owner, 'dash-a'), makeTenant(owner, 'dash-off')]);
  await Promise.all([setPlanning(owner, a.companyId), setPlanning(owner, off.companyId)]);
  await enablePerformance(owner, a);
  boss = await addPerson(a, 'Boss');
  report = await addPerson(a, 'Report', { supervisorId: boss.employeeId });
  const year = await performanceYear(a.admin.token);
  quarter = year.quarter;
  const { periodicId } = await employeeScorecard(report, year.annualPlanId, quarter);
  await agreeQuarter(report, periodicId!);
}, 120_000);

describe('dashboard/my-tasks', () => {
  it('counts the agreement waiting on the supervisor, and sends them to their inbox', async () => {
    const tasks = await read<TDashboardTasks>('my-tasks', boss.token);
    expect(tasks.list).toEqual([{ module: 'performance', count: 1, link: '/app/my-inbox/main' }]);
    expect(tasks.total).toBe(1);
  });

  it('leaves out a module with nothing waiting: the employee who submitted has nothing to do', async () => {
    expect(await read<TDashboardTasks>('my-tasks', report.token)).toEqual({ list: [], total: 0 });
  });

  it('reads nothing of a module the company has off', async () => {
    expect(await read<TDashboardTasks>('my-tasks', off.admin.token)).toEqual({ list: [], total: 0 });
  });
});

describe('dashboard/my-team', () => {
  it('shows the supervisor the current quarter’s records of their reports, and how many wait on them', async () => {
    const team = await read<TDashboardTeam>('my-team', boss.token);
    const today = new Date().toISOString().slice(0, 10);
    expect(team.period).not.toBeNull();
    expect(team.period!.startDate <= today && today <= team.period!.endDate).toBe(true);
    expect(team.list.map((r) => [r.employeeId, r.employeeName, r.awaitingStep])).toEqual([
      [report.employeeId, 'Report Tester', 'agreement-review'],
    ]);
    expect(team.total).toBe(1);
    expect(team.awaitingMe).toBe(1);
  });

  it('is empty for a person nobody reports to, and for a company without Performance Management', async () => {
    const mine = await read<TDashboardTeam>('my-team', report.token);
    expect(mine.list).toEqual([]);
    expect(mine.awaitingMe).toBe(0);
    expect(await read<TDashboardTeam>('my-team', off.admin.token)).toEqual({
      period: null,
      list: [],
      total: 0,
      awaitingMe: 0,
    });
  });
});

describe('dashboard/platform', () => {
  it('counts companies, modules in use and active people, and a new company moves each', async () => {
    const before = await read<TPlatformFigures>('platform', owner.token);
    const performanceOf = (f: TPlatformFigures) =>
      f.modules.find((m) => m.moduleKey === 'performance')!.companies;
    const organisationOf = (f: TPlatformFigures) =>
      f.modules.find((m) => m.moduleKey === 'organisation')!.companies;
    expect(before.companies.total).toBeGreaterThanOrEqual(2);
    expect(organisationOf(before)).toBe(before.companies.total);
    expect(performanceOf(before)).toBeGreaterThanOrEqual(1);
    expect(performanceOf(before)).toBeLessThanOrEqual(before.companies.total);
    // a company with its administrator and one employee signed up, Performance Management on
    const c = await makeTenant(owner, 'dash-new');
    await enablePerformance(owner, c);
    const after = await read<TPlatformFigures>('platform', owner.token);
    expect(after.companies.total).toBeGreaterThanOrEqual(before.companies.total + 1);
    expect(after.companies.active).toBeGreaterThanOrEqual(before.companies.active + 1);
    expect(performanceOf(after)).toBeGreaterThanOrEqual(performanceOf(before) + 1);
    expect(after.activePeople).toBeGreaterThanOrEqual(before.activePeople + 2);
  });

  it('is the platform owner’s only: a company administrator is refused', async () => {
    const r = await get('/dashboard/platform', {}, a.admin.token);
    expect(r.status).toBe(403);
    expect(r.body.res).toBe('FAILED');
  });
});

describe('dashboard/admin-figures', () => {
  it('gives the Performance and Planning administrators figures that recount from the records', async () => {
    const figures = await read<TAdminFigures>('admin-figures', a.admin.token);
    const period = figures.performance?.period;
    expect(period).toMatchObject({ quarter });
    // Recount the running quarter from the agreement report of the same quarter.
    const agreements = (
      await get<{ report: TPerformanceReport }>(
        '/performance-report/agreements',
        { annualPlanId: period!.annualPlanId, quarter },
        a.admin.token,
      )
    ).body.data.report;
    const agreedThere = agreements.byStatus.find((s) => s.status === 'Agreed')!.count;
    expect(figures.performance).toMatchObject({ total: agreements.total, agreed: agreedThere });
    expect(figures.performance).toMatchObject({ total: 1, agreed: 0, assessed: 0, agreedPercent: 0 });

    // A second report whose agreement the supervisor agrees: the figures move with the records.
    const other = await addPerson(a, 'Other', { supervisorId: boss.employeeId });
    const { periodicId } = await employeeScorecard(other, period!.annualPlanId, quarter);
    await agreeQuarter(other, periodicId!, boss);
    const after = await read<TAdminFigures>('admin-figures', a.admin.token);
    expect(after.performance).toMatchObject({ total: 2, agreed: 1, agreedPercent: 50, assessed: 0 });

    // Planning: recounted from the plan lists (Active strategic plans and annual plans holding today).
    const today = new Date().toISOString().slice(0, 10);
    const plans = (await get<{ list: TPlan[] }>('/strategic-plan/all', {}, a.admin.token)).body.data.list;
    const running = plans.filter((p) => p.status === 'Active' && p.startDate <= today && p.endDate >= today);
    const years = (
      await Promise.all(
        running.map(
          async (p) =>
            (await get<{ list: TAnnualPlan[] }>('/annual-plan/all', { strategicPlanId: p.id }, a.admin.token))
              .body.data.list,
        ),
      )
    )
      .flat()
      .filter((y) => y.startDate <= today && y.endDate >= today);
    const corporate = await Promise.all(
      years.map(
        async (y) =>
          (await get<{ list: unknown[] }>('/corporate-scorecard/all', { annualPlanId: y.id }, a.admin.token))
            .body.data.list.length,
      ),
    );
    expect(after.planning).toEqual({
      strategicPlansRunning: running.length,
      annualPlansRunning: years.length,
      corporateScorecards: corporate.reduce((sum, n) => sum + n, 0),
    });
    expect(after.planning!.strategicPlansRunning).toBe(1);
  });

  it('shows nothing to an employee who administers neither, nor of a module that is off', async () => {
    expect(await read<TAdminFigures>('admin-figures', report.token)).toEqual({
      performance: null,
      planning: null,
    });
    // Performance is off there; Planning is on, with no plan yet.
    expect(await read<TAdminFigures>('admin-figures', off.admin.token)).toEqual({
      performance: null,
      planning: { strategicPlansRunning: 0, annualPlansRunning: 0, corporateScorecards: 0 },
    });
  });
});
