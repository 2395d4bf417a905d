import { db } from '../../db';
import { AppError } from '../../kernel/errors';
import { type PerspectiveItem, perspectiveNameKey, perspectiveNameScope } from '../../scorecard';
import type { PlanItem } from '../entities/plan';
import { planNoun } from '../plan/plan-store';

export interface PlanRefInput {
  strategicPlanId?: string | undefined;
  operationalPlanId?: string | undefined;
}

/** 409 when another perspective of the plan already has the name (any case). */
export const checkNameFree = async (plan: PlanItem, name: string, perspectiveId: string | null) => {
  const claim = await db()
    .entities.unique.get({
      scope: perspectiveNameScope(plan.companyId, plan.planId),
      value: perspectiveNameKey(name),
    })
    .go();
  if (claim.data && claim.data.ownerId !== perspectiveId) {
    throw new AppError(
      'CONFLICT',
      `name: the ${planNoun(plan.kind)} “${plan.description}” already has a perspective named “${name}”.`,
    );
  }
};

export const audited = (p: Pick<PerspectiveItem, 'name' | 'planId'>) => ({ name: p.name, planId: p.planId });

export const checkVersion = (p: PerspectiveItem, version: number) => {
  if (p.version !== version) {
    throw new AppError(
      'CONFLICT',
      'This perspective was changed by someone else since you opened it. Reload it and try again.',
    );
  }
};
