import type { TInboxReview } from '@stratum/contracts';
import type { Band } from '@stratum/rules';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { fullNameOf } from '../../organisation';
import { loadAnnualPlan } from '../../planning';
import { ratingScaleOf } from '../../scorecard';
import { planCompetencyScores, type PlanCompetencyScores } from '../../surveys';
import type { PerformanceRecordItem } from '../entities/performance-record';
import { employeesById } from '../qa/qa-view';
import { byNameThenQuarter, toReview } from './reviews-view';

/** The plan's bands (its strategic plan's rating scale), after the plan is found in the caller's company (404). */
export const planBands = async (ctx: Ctx, annualPlanId: string): Promise<Band[]> => {
  const plan = await loadAnnualPlan(ctx, annualPlanId);
  return (await ratingScaleOf(tenantOf(ctx), plan.strategicPlanId)).bands as Band[];
};

/**
 * The plan's 360 competency review part the rows' final scores take in, as the reports read it
 * (`planCompetencyScores`: nothing beyond the plan's set-up at weight 0 or with qualitative
 * measurement off).
 */
export const planCompetency = (ctx: Ctx, annualPlanId: string): Promise<PlanCompetencyScores> =>
  planCompetencyScores(tenantOf(ctx), annualPlanId);

/** Rows of records with the names of their employees and supervisors (one BatchGet). */
export const reviewsOf = async (
  companyId: string,
  found: ReadonlyArray<{
    record: PerformanceRecordItem;
    actingFor: { employeeId: string; firstName: string; lastName: string } | null;
  }>,
  bands: readonly Band[],
  competency: PlanCompetencyScores,
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
        competency,
      ),
    )
    .sort(byNameThenQuarter);
};
