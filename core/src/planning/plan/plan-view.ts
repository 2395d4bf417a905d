import type { TPlan } from '@stratum/contracts';
import { formatDate, type RatingPoints } from '@stratum/rules';
import type { PlanItem } from '../entities/plan';

/** A plan as the API shows it, with its dates also formatted for display ("Jan 5th 2024"). */
export const toPlan = (p: PlanItem): TPlan => ({
  id: p.planId,
  kind: p.kind,
  description: p.description,
  startDate: p.startDate,
  endDate: p.endDate,
  d_startDate: formatDate(p.startDate),
  d_endDate: formatDate(p.endDate),
  status: p.status,
  perspectiveCount: p.perspectiveCount,
  ratingScaleCount: p.ratingScaleCount,
  ratingPoints: planPoints(p),
  scorecardCount: p.scorecardCount,
  annualPlanCount: p.annualPlanCount,
  version: p.version,
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
});

/** How many bands the plan's rating scale has (the company's option when it was made; 5 before). */
export const planPoints = (p: Pick<PlanItem, 'ratingPoints'>): RatingPoints => (p.ratingPoints === 3 ? 3 : 5);
