import { db } from '../../db';
import { AppError } from '../../kernel/errors';
import type { PlanItem } from '../entities/plan';
import { type RatingScaleItem, ratingTargetScope } from '../../scorecard';

export interface PlanRefInput {
  strategicPlanId?: string | undefined;
  operationalPlanId?: string | undefined;
}

export interface EntryFields {
  description: string;
  target: number;
  colorValue?: string | null | undefined;
}

/** 409 when another entry of the plan already has the target. */
export const checkTargetFree = async (plan: PlanItem, target: number, ratingScaleId: string | null) => {
  const claim = await db()
    .entities.unique.get({ scope: ratingTargetScope(plan.companyId, plan.planId), value: String(target) })
    .go();
  if (claim.data && claim.data.ownerId !== ratingScaleId) {
    throw new AppError(
      'CONFLICT',
      `target: the rating scale of “${plan.description}” already has an entry with a target of ${target}%.`,
    );
  }
};

export const audited = (e: Pick<RatingScaleItem, 'description' | 'target' | 'colorValue'>) => ({
  description: e.description,
  target: e.target,
  colorValue: e.colorValue ?? null,
});

export const checkVersion = (e: RatingScaleItem, version: number) => {
  if (e.version !== version) {
    throw new AppError(
      'CONFLICT',
      'This rating scale entry was changed by someone else since you opened it. Reload it and try again.',
    );
  }
};
