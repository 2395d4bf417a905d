import type {
  TAssessment,
  TEmployeeScorecard,
  TPerformanceRecord,
  TQuarter,
  TRatingBand,
} from '@stratum/contracts';
import { expect } from 'vitest';
import { get, post, type Reply, type Session } from './api';
import { addAnnualPlan, addPlan, addRatingEntry } from './planning';
import { acceptMailedCode, unique, type Person, type Tenant } from './world';

/*
 * Set-up of a performance quarter through the APIs, shared by the performance integration tests:
 * people with logins, a strategic plan with the scale 0–59 → 1, 60–79 → 2, 80–99 → 3,
 * 100–119 → 4, 120–149 → 5, an annual plan of this year and its open quarter, employee scorecards
 * (Calls 60 % quantitative, Attitude 40 % qualitative), agreements and assessments.
 */

export type Who = Person & { employeeId: string; email: string };

export const ok = <T>(r: Reply, key: string): T => {
  expect(r.status, r.body.err_msg).toBe(200);
  expect(r.body.res).toBe('SUCCESS');
  return (r.body.data as Record<string, T>)[key] as T;
};

export const expectFailed = (r: Reply, status: number, message: RegExp): void => {
  expect(r.status, r.body.err_msg).toBe(status);
  expect(r.body.res).toBe('FAILED');
  expect(r.body.err_msg).toMatch(message);
};

/** Turns Performance Management on for the tenants (the owner's call). */
export const enablePerformance = async (owner: Session, ...tenants: Tenant[]): Promise<void> => {
  for (const t of tenants) {
    const r = await post(
      '/module/update',
      { companyId: t.companyId, moduleKey: 'performance', enabled: true },
      owner.token,
    );
    expect(r.status, r.body.err_msg).toBe(200);
  }
};

/** Sets the company's performance committee function (the owner's call). */
export const setCommittee = async (owner: Session, companyId: string, value: 'Yes' | 'No'): Promise<void> => {
  const c = await get<{ company: { version: number } }>('/company/get-by-id', { id: companyId }, owner.token);
  expect(c.status, c.body.err_msg).toBe(200);
  const r = await post(
    '/company/update-performance-committee-function',
    { id: companyId, version: c.body.data.company.version, performanceCommitteeFunction: value },
    owner.token,
  );
  expect(r.status, r.body.err_msg).toBe(200);
};

/** An employee on the tenant's records (first name `label`, last name Tester) who has signed up. */
export const addPerson = async (
  t: Tenant,
  label: string,
  fields: { supervisorId?: string; unitId?: string; businessUnitHead?: 'Yes' | 'No' } = {},
): Promise<Who> => {
  const email = `${unique(label.toLowerCase())}@example.com`;
  const added = await post<{ employee: { id: string } }>(
    '/employee/add',
    { firstName: label, lastName: 'Tester', email, ...fields },
    t.admin.token,
  );
  expect(added.status, added.body.err_msg).toBe(200);
  expect((await post('/auth/sign-up', { email })).status).toBe(200);
  return { ...(await acceptMailedCode(email, /signing up/)), employeeId: added.body.data.employee.id, email };
};

/** A strategic plan with the five-band scale, an annual plan of this year and its quarter with open windows. */
export const performanceYear = async (
  adminToken: string,
): Promise<{ bands: TRatingBand[]; annualPlanId: string; quarter: number }> => {
  const y = new Date().getUTCFullYear();
  const plan = await addPlan(adminToken, 'strategic', {
    description: unique('Plan'),
    startDate: `${y - 1}-01-01`,
    endDate: `${y + 2}-12-31`,
  });
  const bands: TRatingBand[] = [];
  for (const target of [59, 79, 99, 119, 149]) bands.push(await addRatingEntry(adminToken, plan, target));
  const annualPlanId = (await addAnnualPlan(adminToken, plan.id, `${y}-01-01`, `${y}-12-31`)).id;
  const quarters = (await get<{ list: TQuarter[] }>('/quarter/all', { annualPlanId }, adminToken)).body.data
    .list;
  const quarter = quarters.find((q) => q.open.pmAgreement && q.open.pmAssessment)!.quarter;
  return { bands, annualPlanId, quarter };
};

/**
 * The employee's annual scorecard — Calls (quantitative, weight `callsWeight`, quarter target 100)
 * and, unless `attitude` is false, Attitude (qualitative, weight 40) — and, with `periodic`, its
 * quarter. Answers the annual scorecard and the periodic one's id (null without).
 */
export const employeeScorecard = async (
  who: Who,
  annualPlanId: string,
  quarter: number,
  opts: { periodic?: boolean; callsWeight?: number; attitude?: boolean } = {},
): Promise<{ annual: TEmployeeScorecard; periodicId: string | null }> => {
  const sc = (action: string, body: Record<string, unknown>) =>
    post(`/employee-scorecard/${action}`, body, who.token);
  const annual = ok<TEmployeeScorecard>(
    await sc('add', { annualPlanId, name: unique('Year'), includeKeyPerformanceArea: 'No' }),
    'scorecard',
  );
  ok(
    await sc('save-kpi', {
      scorecardId: annual.id,
      name: 'Calls',
      target: 400,
      weight: opts.callsWeight ?? 60,
      [`periodicTarget${quarter + 1}`]: 100,
    }),
    'kpi',
  );
  if (opts.attitude !== false) {
    ok(
      await sc('save-kpi', {
        scorecardId: annual.id,
        name: 'Attitude',
        kpiType: 'Qualitative',
        manualTarget: 'Helpful',
        weight: 40,
      }),
      'kpi',
    );
  }
  if (opts.periodic === false) return { annual, periodicId: null };
  const periodic = ok<TEmployeeScorecard>(
    await sc('add-periodic', { annualScorecardId: annual.id, quarter }),
    'scorecard',
  );
  return { annual, periodicId: periodic.id };
};

export const review = (action: string, body: Record<string, unknown>, token: string) =>
  post(`/employee-review/${action}`, body, token);
export const recordOf = async (id: string, token: string) =>
  ok<TPerformanceRecord>(await get('/employee-review/get', { scorecardId: id }, token), 'record');
export const assessmentOf = async (id: string, token: string) =>
  ok<TAssessment>(await get('/employee-review/scores', { scorecardId: id }, token), 'assessment');

/** The employee submits the agreement; with a `supervisor`, they agree to it. */
export const agreeQuarter = async (who: Who, id: string, supervisor?: Who): Promise<void> => {
  let r = await recordOf(id, who.token);
  r = ok(
    await review(
      'set-agreement-status',
      { scorecardId: id, version: r.version, action: 'submit' },
      who.token,
    ),
    'record',
  );
  if (supervisor) {
    ok(
      await review(
        'set-agreement-status',
        { scorecardId: id, version: r.version, action: 'agree' },
        supervisor.token,
      ),
      'record',
    );
  }
};

/**
 * Calls' actual, the employee's self scores (3 each) and self assessment, then the supervisor's
 * scores (Attitude `attitude`; Calls adjusted to `callsAdjusted` if given) and supervisor assessment.
 */
export const assessQuarter = async (
  who: Who,
  supervisor: Who,
  id: string,
  actual: number,
  attitude: number,
  callsAdjusted?: number,
): Promise<void> => {
  let s = await assessmentOf(id, who.token);
  const calls = s.kpis.find((k) => k.name === 'Calls')!;
  const att = s.kpis.find((k) => k.name === 'Attitude')!;
  s = ok(
    await review(
      'update-actual',
      { scorecardId: id, kpiId: calls.kpiId, version: calls.version, actual },
      who.token,
    ),
    'assessment',
  );
  for (const k of s.kpis) {
    s = ok(
      await review(
        'save-score',
        { scorecardId: id, kpiId: k.kpiId, version: k.version, score: 3 },
        who.token,
      ),
      'assessment',
    );
  }
  ok(
    await review(
      'set-assessment-status',
      { scorecardId: id, version: s.record.version, action: 'self-assess' },
      who.token,
    ),
    'record',
  );
  s = await assessmentOf(id, supervisor.token);
  const attNow = s.kpis.find((k) => k.kpiId === att.kpiId)!;
  s = ok(
    await review(
      'save-score',
      { scorecardId: id, kpiId: attNow.kpiId, version: attNow.version, score: attitude },
      supervisor.token,
    ),
    'assessment',
  );
  if (callsAdjusted !== undefined) {
    const callsNow = s.kpis.find((k) => k.kpiId === calls.kpiId)!;
    s = ok(
      await review(
        'save-score',
        {
          scorecardId: id,
          kpiId: callsNow.kpiId,
          version: callsNow.version,
          score: null,
          adjustedScore: callsAdjusted,
        },
        supervisor.token,
      ),
      'assessment',
    );
  }
  ok(
    await review(
      'set-assessment-status',
      { scorecardId: id, version: s.record.version, action: 'supervisor-assess' },
      supervisor.token,
    ),
    'record',
  );
};
