import type { TPerformanceRecord } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import type { PerformanceRecordItem } from '../entities/performance-record';
import { rolesOf, windowsOf } from './review-store';
import { namesOf, scorecardNamesOf, toRecord } from './review-view';

/**
 * The performance record of a periodic employee scorecard of the caller's company, or null (no
 * access check: for use cases that have already checked theirs, e.g. the scorecard views).
 */
export const findRecord = async (ctx: Ctx, scorecardId: string): Promise<PerformanceRecordItem | null> =>
  (
    await db()
      .entities.performanceRecord.get({ companyId: tenantOf(ctx), scorecardId })
      .go()
  ).data;

/** Records as the API shows them, for a caller (names in one batch, each quarter's windows once). */
export const viewsOf = async (ctx: Ctx, records: PerformanceRecordItem[]): Promise<TPerformanceRecord[]> => {
  if (records.length === 0) return [];
  const companyId = tenantOf(ctx);
  const quarters = new Map<string, Promise<{ pmAgreement: boolean; pmAssessment: boolean }>>();
  for (const r of records) {
    const k = `${r.annualPlanId}#${r.quarter}`;
    if (!quarters.has(k)) quarters.set(k, windowsOf(ctx, r));
  }
  const [names, scorecardNames, roles] = await Promise.all([
    namesOf(
      companyId,
      records.flatMap((r) => [r.employeeId, r.supervisorId, r.awaitingId]),
    ),
    scorecardNamesOf(
      companyId,
      records.map((r) => r.scorecardId),
    ),
    Promise.all(records.map((r) => rolesOf(ctx, r))),
  ]);
  return Promise.all(
    records.map(async (r, i) =>
      toRecord(r, roles[i]!, await quarters.get(`${r.annualPlanId}#${r.quarter}`)!, names, scorecardNames),
    ),
  );
};
