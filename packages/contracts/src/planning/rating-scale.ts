import { z } from 'zod';
import { ZId, ZIsoDateTime, ZVersion } from '../common';
import { EXACTLY_ONE_PLAN, exactlyOnePlan, ZPlanOfChild, ZPlanRefFields } from './plan';
import { defineRoute } from '../route';

/** A plan has at most this many rating scale entries, one per rating 1..5 (spec §5). */
export const MAX_RATING_BANDS = 5;
/** The highest target a band may have, in percent. */
export const MAX_RATING_TARGET = 1000;

/** "#10B981": a colour as the palette writes it. */
export const ZColorValue = z
  .string()
  .trim()
  .regex(/^#[0-9A-Fa-f]{6}$/, 'must be a colour like #10B981')
  .transform((v) => v.toUpperCase());

export const ZRatingTarget = z.coerce
  .number({ error: 'target must be a number' })
  .int('target must be a whole number')
  .min(1, 'target must be more than 0')
  .max(MAX_RATING_TARGET, `target must be at most ${MAX_RATING_TARGET}`);

export const ZRatingDescription = z
  .string({ error: 'description is required' })
  .trim()
  .min(1, 'description is required')
  .max(120, 'description must be at most 120 characters');

/**
 * One rating scale entry of a plan, with the band the rating engine derives from the plan's
 * entries (spec §3, §5): `rating` 1..5 by target order, `min` 0 for the first and the previous
 * target + 1 after, `max` its target, `colorValue` its own colour or the rating's default.
 */
export const ZRatingBandSchema = z.object({
  id: ZId,
  ...ZPlanOfChild,
  description: z.string(),
  target: z.number().int(),
  rating: z.number().int().min(1).max(5),
  min: z.number(),
  max: z.number(),
  /** the colour shown: the entry's own, or the rating's default */
  colorValue: z.string(),
  /** the colour the entry was given; null when it uses the default */
  ownColorValue: z.string().nullable(),
  version: z.number().int(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TRatingBand = z.infer<typeof ZRatingBandSchema>;

/** spec §3: score_N_min and score_N_max for N 1 to 5. */
export const ZRatingScaleSchema = z.object({
  score_1_min: z.number(),
  score_1_max: z.number(),
  score_2_min: z.number(),
  score_2_max: z.number(),
  score_3_min: z.number(),
  score_3_max: z.number(),
  score_4_min: z.number(),
  score_4_max: z.number(),
  score_5_min: z.number(),
  score_5_max: z.number(),
});
export type TRatingScale = z.infer<typeof ZRatingScaleSchema>;

const ownColour = ZColorValue.nullable().optional();

export const ZAddRatingScaleRequestSchema = z
  .object({
    ...ZPlanRefFields,
    description: ZRatingDescription,
    target: ZRatingTarget,
    colorValue: ownColour,
  })
  .refine(exactlyOnePlan, EXACTLY_ONE_PLAN);
export const ZUpdateRatingScaleRequestSchema = z.object({
  id: ZId,
  version: ZVersion,
  description: ZRatingDescription,
  target: ZRatingTarget,
  colorValue: ownColour,
});

const item = z.object({ item: ZRatingBandSchema });

export const listRatingScales = defineRoute({
  family: 'rating-scale',
  action: 'all',
  method: 'GET',
  path: '/rating-scale/all',
  summary:
    'The rating scale of one plan: its entries as bands (rating, min, max, colour) by target, and the score_N_min/max scale once all five are set',
  input: z.object(ZPlanRefFields).refine(exactlyOnePlan, EXACTLY_ONE_PLAN),
  output: z.object({
    list: z.array(ZRatingBandSchema),
    scale: ZRatingScaleSchema.nullable(),
    /** the plan's rating points: how many bands make it complete (docs/planning.md "Three-point scales") */
    points: z.union([z.literal(3), z.literal(5)]),
  }),
  access: ['employee'],
  module: 'planning',
  errorTitle: 'Get Rating Scale Failed',
  mutates: false,
});

export const addRatingScale = defineRoute({
  family: 'rating-scale',
  action: 'add',
  method: 'POST',
  path: '/rating-scale/add',
  summary: `Add a rating scale entry to a plan: at most ${MAX_RATING_BANDS}, each with its own target`,
  input: ZAddRatingScaleRequestSchema,
  output: item,
  access: ['employee'],
  module: 'planning',
  errorTitle: 'Add Rating Scale Failed',
  mutates: true,
});

export const updateRatingScale = defineRoute({
  family: 'rating-scale',
  action: 'update',
  method: 'POST',
  path: '/rating-scale/update',
  summary: 'Change a rating scale entry’s description, target or colour',
  input: ZUpdateRatingScaleRequestSchema,
  output: item,
  access: ['employee'],
  module: 'planning',
  errorTitle: 'Update Rating Scale Failed',
  mutates: true,
});

export const deleteRatingScale = defineRoute({
  family: 'rating-scale',
  action: 'delete',
  method: 'POST',
  path: '/rating-scale/delete',
  summary: 'Delete a rating scale entry',
  input: z.object({ id: ZId, version: ZVersion }),
  output: item,
  access: ['employee'],
  module: 'planning',
  errorTitle: 'Delete Rating Scale Failed',
  mutates: true,
});

export const ratingScaleRoutes = [
  listRatingScales,
  addRatingScale,
  updateRatingScale,
  deleteRatingScale,
] as const;
