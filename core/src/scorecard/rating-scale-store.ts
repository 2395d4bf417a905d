import type { TRatingBand } from '@stratum/contracts';
import { bandsOf, scaleOf, type Band, type Scale } from '@stratum/rules';
import { db } from '../db';
import { tenantOf, type Ctx } from '../kernel/ctx';
import { AppError } from '../kernel/errors';
import type { RatingScaleItem } from './entities/rating-scale';
import { planOfChild } from './scorecard-view';

/** A plan's rating scale: its entries by target, the bands derived from them, and the scale. */
export interface PlanRatingScale {
  /** the stored entries, lowest target first */
  entries: RatingScaleItem[];
  /** `bands[i]` is `entries[i]`'s band (bandsOf) */
  bands: Band[];
  /** score_N_min/max once the plan has all its bands (five, or three on a three-point plan), else null (scores are then 0) */
  scale: Scale | null;
}

/** The unique-claim scope of the targets of one plan's rating scale. */
export const ratingTargetScope = (companyId: string, planId: string): string =>
  `rating-target#${companyId}#${planId}`;

/** A plan's rating scale, read with one gsi1 query. The plan is not checked: see loadPlan. */
export const ratingScaleOf = async (companyId: string, planId: string): Promise<PlanRatingScale> => {
  const { data } = await db().entities.ratingScale.query.byPlan({ companyId, planId }).go({ pages: 'all' });
  const entries = data.sort((a, b) => a.target - b.target || a.ratingScaleId.localeCompare(b.ratingScaleId));
  const bands = bandsOf(
    entries.map((e) => ({ description: e.description, target: e.target, colorValue: e.colorValue ?? null })),
    entries[0]?.points === 3 ? 3 : 5,
  );
  return { entries, bands, scale: scaleOf(bands) };
};

/** The caller's company's rating scale of a plan (the scorecards score their KPIs against it). */
export const findRatingScale = (ctx: Ctx, planId: string): Promise<PlanRatingScale> =>
  ratingScaleOf(tenantOf(ctx), planId);

/** One rating scale entry of the company; anything else is 404 naming `field`. */
export const findRatingScaleEntry = async (
  companyId: string,
  ratingScaleId: string,
  field = 'id',
): Promise<RatingScaleItem> => {
  const { data } = await db().entities.ratingScale.get({ companyId, ratingScaleId }).go();
  if (!data) throw new AppError('NOT_FOUND', `${field}: no such rating scale entry in your company`);
  return data;
};

/** Every entry of a scale as the API shows it, with its derived band. */
export const toRatingBands = (s: PlanRatingScale): TRatingBand[] =>
  s.entries.flatMap((e, i) => {
    const band = s.bands[i];
    return band
      ? [
          {
            id: e.ratingScaleId,
            ...planOfChild(e),
            description: e.description,
            target: e.target,
            rating: band.rating,
            min: band.min,
            max: band.max,
            colorValue: band.colorValue,
            ownColorValue: e.colorValue ?? null,
            version: e.version,
            createdAt: e.createdAt,
            updatedAt: e.updatedAt,
          },
        ]
      : [];
  });

/** One entry's band, read with the rest of its plan's scale. */
export const ratingBandOf = async (entry: RatingScaleItem): Promise<TRatingBand> => {
  const band = toRatingBands(await ratingScaleOf(entry.companyId, entry.planId)).find(
    (b) => b.id === entry.ratingScaleId,
  );
  if (!band) throw new Error(`rating scale entry ${entry.ratingScaleId} has no band`);
  return band;
};
