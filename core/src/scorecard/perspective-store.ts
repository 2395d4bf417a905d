import { db } from '../db';
import { tenantOf, type Ctx } from '../kernel/ctx';
import { AppError } from '../kernel/errors';
import type { PerspectiveItem } from './entities/perspective';
import type { TxEntities } from '../kernel/transact';

/** A perspective's name as the plan compares it: case and surrounding space do not make another. */
export const perspectiveNameKey = (name: string): string => name.trim().toLowerCase();

/** The unique-claim scope of the perspective names of one plan. */
export const perspectiveNameScope = (companyId: string, planId: string): string =>
  `perspective#${companyId}#${planId}`;

/** One perspective of the company; anything else is 404 naming `field`. */
export const findPerspective = async (
  companyId: string,
  perspectiveId: string,
  field = 'id',
): Promise<PerspectiveItem> => {
  const { data } = await db().entities.perspective.get({ companyId, perspectiveId }).go();
  if (!data) throw new AppError('NOT_FOUND', `${field}: no such perspective in your company`);
  return data;
};

/** The caller's company's perspective (404 naming `field`, default `perspectiveId`). */
export const loadPerspective = (ctx: Ctx, perspectiveId: string, field = 'perspectiveId') =>
  findPerspective(tenantOf(ctx), perspectiveId, field);

/** Every perspective of a plan (one gsi1 query). */
export const perspectivesOf = async (companyId: string, planId: string): Promise<PerspectiveItem[]> =>
  (await db().entities.perspective.query.byPlan({ companyId, planId }).go({ pages: 'all' })).data;

/**
 * The transaction item that counts the KPIs/KPAs filed under a perspective: `+1` when one is
 * filed under it (conditional on the perspective still being there), `-1` when it leaves. A
 * perspective with a count above 0 cannot be deleted.
 */
export const perspectiveUseUpdate = (
  tx: TxEntities,
  companyId: string,
  perspectiveId: string,
  delta: number,
) => tx.perspective.patch({ companyId, perspectiveId }).add({ useCount: delta }).commit();
