import { NOBODY, type TInboxRecord } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { actsOn, dayOf } from '../../organisation';
import { fullNameOf } from '../../organisation';
import type { EmployeeItem } from '../../organisation';
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

/** A record as an inbox shows it; `names` are the employees' full names by id. */
export const toRecord = (
  r: PerformanceRecordItem,
  names: ReadonlyMap<string, string>,
  actingFor: EmployeeItem | null,
): TInboxRecord => {
  return {
    scorecardId: r.scorecardId,
    annualScorecardId: r.annualScorecardId,
    employeeId: r.employeeId,
    employeeName: names.get(r.employeeId) ?? '',
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

export const byName = (a: { employeeName: string }, b: { employeeName: string }) =>
  a.employeeName.localeCompare(b.employeeName);

/** The query of what waits on the caller (gsi2), optionally inside one annual plan. */
export const awaitingQuery = (companyId: string, me: string, annualPlanId?: string) =>
  db().entities.performanceRecord.query.byAwaiting(
    annualPlanId ? { companyId, awaitingId: me, annualPlanId } : { companyId, awaitingId: me },
  );

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
