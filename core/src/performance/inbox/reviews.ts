import type { TInboxCompanyReview, TInboxReview } from '@stratum/contracts';
import type { Band } from '@stratum/rules';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { fullNameOf } from '../../organisation/employee/derive';
import { loadAnnualPlan } from '../../planning/annual-plan/annual-plan-store';
import { ratingScaleOf } from '../../planning/rating-scale/rating-scale-store';
import { assessmentsOf } from '../company/store';
import type { PerformanceRecordItem } from '../entities/performance-record';
import { employeesById } from '../qa/qa-view';
import { subordinateItems } from './inbox';
import { byNameThenQuarter, toCompanyReviews, toReview } from './reviews-view';

const QUARTERS = [0, 1, 2, 3] as const;

/** The plan's bands (its strategic plan's rating scale), after the plan is found in the caller's company (404). */
const planBands = async (ctx: Ctx, annualPlanId: string): Promise<Band[]> => {
  const plan = await loadAnnualPlan(ctx, annualPlanId);
  return (await ratingScaleOf(tenantOf(ctx), plan.strategicPlanId)).bands as Band[];
};

/** Rows of records with the names of their employees and supervisors (one BatchGet). */
const reviewsOf = async (
  companyId: string,
  found: ReadonlyArray<{
    record: PerformanceRecordItem;
    actingFor: { employeeId: string; firstName: string; lastName: string } | null;
  }>,
  bands: readonly Band[],
): Promise<TInboxReview[]> => {
  const people = await employeesById(
    companyId,
    found.flatMap((f) => [f.record.employeeId, f.record.supervisorId]),
  );
  const names = new Map([...people].map(([id, e]) => [id, fullNameOf(e)]));
  return found
    .map((f) =>
      toReview(
        f.record,
        names,
        bands,
        f.actingFor ? { id: f.actingFor.employeeId, name: fullNameOf(f.actingFor) } : null,
      ),
    )
    .sort(byNameThenQuarter);
};

/**
 * GET company-reviews: the annual plan's Complete company assessments, by quarter — every employee
 * of the company may read them; Drafts stay with the administrators. ONE key-prefix Query of the
 * company's partition (the company assessment store's).
 */
export const companyReviews = async (
  ctx: Ctx,
  input: { annualPlanId: string },
): Promise<{ list: TInboxCompanyReview[]; total: number }> => {
  const bands = await planBands(ctx, input.annualPlanId);
  const list = toCompanyReviews(await assessmentsOf(tenantOf(ctx), input.annualPlanId), bands);
  return { list, total: list.length };
};

/**
 * GET employee-reviews: the caller's own quarters of the annual plan (their performance records:
 * ONE gsi3 `byEmployee` Query by key prefix), with statuses, scores and their supervisor's name.
 */
export const employeeReviews = async (
  ctx: Ctx,
  input: { annualPlanId: string },
): Promise<{ list: TInboxReview[]; total: number }> => {
  const companyId = tenantOf(ctx);
  const bands = await planBands(ctx, input.annualPlanId);
  const me = ctx.employeeId;
  if (!me) return { list: [], total: 0 };
  const { data } = await db()
    .entities.performanceRecord.query.byEmployee({
      companyId,
      employeeId: me,
      annualPlanId: input.annualPlanId,
    })
    .go({ pages: 'all' });
  const list = await reviewsOf(
    companyId,
    // the key prefix of plan "X" must not pick up a plan whose id merely starts with X
    data.filter((r) => r.annualPlanId === input.annualPlanId).map((record) => ({ record, actingFor: null })),
    bands,
  );
  return { list, total: list.length };
};

/**
 * GET subordinate-employee-reviews: the quarters (one, or all four) of the people who report to the
 * caller, and to each supervisor they act for today — the inbox's subordinate reading (gsi1
 * `byPeriod` per line and quarter), rows of the latter naming whom the caller acts for.
 */
export const subordinateEmployeeReviews = async (
  ctx: Ctx,
  input: { annualPlanId: string; quarter?: number | undefined },
): Promise<{ list: TInboxReview[]; total: number }> => {
  const bands = await planBands(ctx, input.annualPlanId);
  const found = await subordinateItems(
    ctx,
    input.annualPlanId,
    input.quarter === undefined ? QUARTERS : [input.quarter],
  );
  const list = await reviewsOf(tenantOf(ctx), found, bands);
  return { list, total: list.length };
};
