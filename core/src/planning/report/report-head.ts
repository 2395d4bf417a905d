import { formatDate } from '@stratum/rules';
import type { Ctx } from '../../kernel/ctx';
import type { PlanRatingScale } from '../../scorecard';
import { rangeLabel } from '../annual-plan/rules';
import type { AnnualPlanItem } from '../entities/annual-plan';
import type { PlanItem } from '../entities/plan';

/*
 * The planning reports (docs/planning.md "Reports and exports"). Every scorecard is read the way
 * the scorecard screens read it — its record, KPAs and KPIs in one query of its partition — and
 * scored by the same view (toScorecardDetail → the rating engine); the aggregates are pure
 * (scorecard-report.ts). Hidden scorecards are left out for people who do not administer
 * Strategic Planning, as the scorecard lists leave them out.
 */

const toPlanHead = (p: PlanItem) => ({
  id: p.planId,
  description: p.description,
  startDate: p.startDate,
  endDate: p.endDate,
  d_startDate: formatDate(p.startDate),
  d_endDate: formatDate(p.endDate),
});

export const toAnnualHead = (a: AnnualPlanItem) => ({
  id: a.annualPlanId,
  label: rangeLabel(a),
  startDate: a.startDate,
  endDate: a.endDate,
  d_startDate: formatDate(a.startDate),
  d_endDate: formatDate(a.endDate),
});

const bandsOfScale = (scale: PlanRatingScale) =>
  scale.bands.map((b) => ({
    rating: b.rating,
    description: b.description,
    min: b.min,
    max: b.max,
    colorValue: b.colorValue,
  }));

/** The head every report carries: who, when, which plan, and the plan's scale. */
export const head = (companyName: string, ctx: Ctx, plan: PlanItem, scale: PlanRatingScale) => ({
  companyName,
  generatedAt: ctx.now.toISOString(),
  plan: toPlanHead(plan),
  scale: scale.scale,
  bands: bandsOfScale(scale),
});
