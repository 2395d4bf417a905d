import {
  AWAITING_STEPS,
  NOBODY,
  type TInboxEmployee,
  type TInboxRecord,
  type TInboxReport,
  type TAwaitingStep,
} from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { countOf } from '../../kernel/paging';
import { actsOn, dayOf } from '../../organisation/acting-supervisor/rules';
import { fullNameOf } from '../../organisation/employee/derive';
import type { EmployeeItem } from '../../organisation/entities/employee';
import { loadAnnualPlan } from '../../planning/annual-plan/annual-plan-store';
import type { PerformanceRecordItem } from '../entities/performance-record';
import { employeesById } from '../qa/qa-view';

/** Whose reports the caller sees: their own, and those of each supervisor they act for today. */
export interface Line {
  supervisorId: string;
  /** null for the caller's own reports */
  actingFor: EmployeeItem | null;
}

export const linesOf = async (ctx: Ctx): Promise<Line[]> => {
  const companyId = tenantOf(ctx);
  const me = ctx.employeeId;
  if (!me) return [];
  const today = dayOf(ctx.now);
  const { data } = await db()
    .entities.actingSupervisor.query.byActing({ companyId, actingSupervisorId: me })
    .go({ pages: 'all' });
  const current = data.filter((a) => actsOn(a, today));
  const supervisors = await employeesById(
    companyId,
    current.map((a) => a.supervisorId),
  );
  return [
    { supervisorId: me, actingFor: null },
    ...current.flatMap((a) => {
      const s = supervisors.get(a.supervisorId);
      return s ? [{ supervisorId: a.supervisorId, actingFor: s }] : [];
    }),
  ];
};

const toRecord = (
  r: PerformanceRecordItem,
  people: ReadonlyMap<string, EmployeeItem>,
  actingFor: EmployeeItem | null,
): TInboxRecord => {
  const e = people.get(r.employeeId);
  return {
    scorecardId: r.scorecardId,
    annualScorecardId: r.annualScorecardId,
    employeeId: r.employeeId,
    employeeName: e ? fullNameOf(e) : '',
    annualPlanId: r.annualPlanId,
    quarter: r.quarter,
    supervisorId: r.supervisorId === NOBODY ? null : r.supervisorId,
    actingForId: actingFor?.employeeId ?? null,
    actingForName: actingFor ? fullNameOf(actingFor) : null,
    agreementStatus: r.agreementStatus,
    agreementType: r.agreementType,
    assessmentStatus: r.assessmentStatus,
    qaStatus: r.qaStatus,
    reviewComplete: r.reviewComplete,
    awaitingStep: r.awaitingStep ?? null,
    totalScore: r.totalScore ?? null,
    version: r.version,
    updatedAt: r.updatedAt,
  };
};

const byName = (a: { employeeName: string }, b: { employeeName: string }) =>
  a.employeeName.localeCompare(b.employeeName);

/** The query of what waits on the caller (gsi2), optionally inside one annual plan. */
const awaitingQuery = (companyId: string, me: string, annualPlanId?: string) =>
  db().entities.performanceRecord.query.byAwaiting(
    annualPlanId ? { companyId, awaitingId: me, annualPlanId } : { companyId, awaitingId: me },
  );

/**
 * What waits on the caller, grouped by step in workflow order (steps with nothing waiting left
 * out). One gsi2 Query: the cost grows with the caller's own queue, not the company.
 */
export const requiredMyActions = async (
  ctx: Ctx,
  input: { annualPlanId?: string | undefined },
): Promise<{
  groups: Array<{ step: TAwaitingStep; count: number; list: TInboxRecord[] }>;
  total: number;
}> => {
  const companyId = tenantOf(ctx);
  const me = ctx.employeeId;
  if (!me) return { groups: [], total: 0 };
  if (input.annualPlanId) await loadAnnualPlan(ctx, input.annualPlanId);
  const { data } = await awaitingQuery(companyId, me, input.annualPlanId).go({ pages: 'all' });
  const people = await employeesById(
    companyId,
    data.map((r) => r.employeeId),
  );
  const rows = data.map((r) => toRecord(r, people, null)).sort(byName);
  const groups = AWAITING_STEPS.map((step) => {
    const list = rows.filter((r) => r.awaitingStep === step);
    return { step, count: list.length, list };
  }).filter((g) => g.count > 0);
  return { groups, total: rows.length };
};

/** How many records wait on the caller (the sidebar badge): a COUNT Query, no items read. */
export const requiredMyActionsCount = async (ctx: Ctx): Promise<{ count: number }> => {
  const me = ctx.employeeId;
  if (!me) return { count: 0 };
  return { count: await countOf(awaitingQuery(tenantOf(ctx), me)) };
};

/**
 * The quarter's records of the people who report to the caller, and — while they act — to each
 * supervisor they act for: one gsi1 Query per line, by key prefix (supervisor), so the cost grows
 * with the reports, not the company.
 */
export const subordinateRecords = async (
  ctx: Ctx,
  input: { annualPlanId: string; quarter: number },
): Promise<{ list: TInboxRecord[]; total: number }> => {
  const companyId = tenantOf(ctx);
  await loadAnnualPlan(ctx, input.annualPlanId);
  const found = await subordinateItems(ctx, input.annualPlanId, [input.quarter]);
  const people = await employeesById(
    companyId,
    found.map((f) => f.record.employeeId),
  );
  const list = found.map((f) => toRecord(f.record, people, f.actingFor));
  list.sort(byName);
  return { list, total: list.length };
};

/**
 * The records of the quarters given of the people who report to the caller (and to each supervisor
 * they act for today), each with whom the caller acts for: one gsi1 `byPeriod` Query per line and
 * quarter, by key prefix (supervisor). The caller checks the annual plan first.
 */
export const subordinateItems = async (
  ctx: Ctx,
  annualPlanId: string,
  quarters: readonly number[],
): Promise<Array<{ record: PerformanceRecordItem; actingFor: EmployeeItem | null }>> => {
  const companyId = tenantOf(ctx);
  const lines = await linesOf(ctx);
  const found = await Promise.all(
    lines.flatMap((line) =>
      quarters.map(async (quarter) => ({
        line,
        records: (
          await db()
            .entities.performanceRecord.query.byPeriod({
              companyId,
              annualPlanId,
              quarter,
              supervisorId: line.supervisorId,
            })
            .go({ pages: 'all' })
        ).data,
      })),
    ),
  );
  const seen = new Set<string>();
  const out: Array<{ record: PerformanceRecordItem; actingFor: EmployeeItem | null }> = [];
  for (const { line, records } of found) {
    for (const r of records) {
      // the prefix query of "X" must not pick up a supervisor whose id merely starts with X
      if (r.supervisorId !== line.supervisorId || seen.has(r.scorecardId)) continue;
      seen.add(r.scorecardId);
      out.push({ record: r, actingFor: line.actingFor });
    }
  }
  return out;
};

/**
 * The active people who report to the caller (and to each supervisor they act for today), for
 * their annual scorecards of the plan. The company's people are read once with a filter (employees
 * keep no index by supervisor; a company's list is bounded by its own size).
 */
export const subordinateEmployees = async (
  ctx: Ctx,
  input: { annualPlanId: string },
): Promise<{ list: TInboxEmployee[]; total: number }> => {
  const companyId = tenantOf(ctx);
  await loadAnnualPlan(ctx, input.annualPlanId);
  const lines = await linesOf(ctx);
  if (lines.length === 0) return { list: [], total: 0 };
  const bySupervisor = new Map(lines.map((l) => [l.supervisorId, l]));
  const { data } = await db()
    .entities.employee.query.byName({ companyId })
    .where((a, op) => lines.map((l) => op.eq(a.supervisorId, l.supervisorId)).join(' OR '))
    .go({ pages: 'all' });
  const list = data
    .filter((e) => e.status === 'Active' && e.employeeId !== ctx.employeeId)
    .map((e) => {
      const line = bySupervisor.get(e.supervisorId ?? '');
      return {
        employeeId: e.employeeId,
        name: fullNameOf(e),
        jobTitle: e.jobTitle ?? null,
        email: e.email,
        actingForId: line?.actingFor?.employeeId ?? null,
        actingForName: line?.actingFor ? fullNameOf(line.actingFor) : null,
      };
    });
  return { list, total: list.length };
};

/** Agreement and assessment completion of the caller's reports for a quarter (inbox reports). */
export const inboxReport = async (
  ctx: Ctx,
  input: { annualPlanId: string; quarter: number; type: 'agreements-assessments' },
): Promise<{ report: TInboxReport }> => {
  const { list } = await subordinateRecords(ctx, input);
  const agreements = { Draft: 0, Submitted: 0, Disputed: 0, Agreed: 0 };
  const assessments = {
    'Not Started': 0,
    'Self Assessed': 0,
    Returned: 0,
    'Supervisor Assessed': 0,
    Complete: 0,
  };
  for (const r of list) {
    agreements[r.agreementStatus] += 1;
    assessments[r.assessmentStatus] += 1;
  }
  const pct = (n: number) => (list.length === 0 ? 0 : Math.round((n * 100) / list.length));
  return {
    report: {
      type: input.type,
      total: list.length,
      agreements,
      assessments,
      agreementCompletion: pct(agreements.Agreed),
      assessmentCompletion: pct(assessments.Complete),
    },
  };
};
