import type { TPerformanceRecord } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { actsOn } from '../../organisation/acting-supervisor/rules';
import { findQuarter } from '../../planning/quarter/quarter-store';
import { todayOf } from '../../planning/quarter/quarter-view';
import type { PerformanceRecordItem } from '../entities/performance-record';
import { findRecordFor, rolesOf, windowsOf } from './review-store';
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
const viewsOf = async (ctx: Ctx, records: PerformanceRecordItem[]): Promise<TPerformanceRecord[]> => {
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

/** One record the caller takes part in (404 otherwise). */
export const getReview = async (ctx: Ctx, input: { scorecardId: string }): Promise<TPerformanceRecord> => {
  const { record, roles } = await findRecordFor(ctx, input.scorecardId);
  const [view] = await viewsOf(ctx, [record]);
  return { ...view!, roles };
};

/**
 * The caller's quarters of an annual plan (`as: employee`: gsi3, one query), or those of the
 * people they supervise or act for today (`as: supervisor`: gsi1 by key prefix per quarter and
 * supervisor — their own, and each supervisor an arrangement in force has them act for).
 * An annual plan that is not the company's is 404 `annualPlanId: …`.
 */
export const listReviews = async (
  ctx: Ctx,
  input: { as: 'employee' | 'supervisor'; annualPlanId: string; quarter?: number | undefined },
): Promise<TPerformanceRecord[]> => {
  const companyId = tenantOf(ctx);
  const me = ctx.employeeId;
  if (!me) return [];
  // another company's annual plan (or none) is 404 naming the field, like every list of a plan
  await findQuarter(companyId, input.annualPlanId, input.quarter ?? 0);
  if (input.as === 'employee') {
    const { data } = await db()
      .entities.performanceRecord.query.byEmployee({
        companyId,
        employeeId: me,
        annualPlanId: input.annualPlanId,
        ...(input.quarter === undefined ? {} : { quarter: input.quarter }),
      })
      .go({ pages: 'all' });
    return viewsOf(ctx, data);
  }
  const today = todayOf(ctx.now);
  const arrangements = (
    await db()
      .entities.actingSupervisor.query.byActing({ companyId, actingSupervisorId: me })
      .go({ pages: 'all' })
  ).data.filter((a) => actsOn(a, today));
  const supervisors = [me, ...arrangements.map((a) => a.supervisorId)];
  const quarters = input.quarter === undefined ? [0, 1, 2, 3] : [input.quarter];
  const pages = await Promise.all(
    quarters.flatMap((quarter) =>
      supervisors.map((supervisorId) =>
        db()
          .entities.performanceRecord.query.byPeriod({
            companyId,
            annualPlanId: input.annualPlanId,
            quarter,
            supervisorId,
          })
          .go({ pages: 'all' }),
      ),
    ),
  );
  return viewsOf(
    ctx,
    pages.flatMap((p) => p.data),
  );
};
