import { Entity, type EntityItem } from 'electrodb';
import { PLAN_KINDS } from '@stratum/contracts';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

/**
 * One rating scale entry of a plan (spec §3, §5): a band's description, its target (an integer
 * percent, unique within the plan: a unique claim) and its own colour, if any. The band's rating,
 * min and max follow from the plan's entries in target order (`bandsOf`).
 */
export const RatingScaleEntity = new Entity({
  model: { entity: 'ratingScale', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    ratingScaleId: { type: 'string', required: true, readOnly: true },
    planId: { type: 'string', required: true, readOnly: true },
    planKind: { type: PLAN_KINDS, required: true, readOnly: true },
    description: { type: 'string', required: true },
    target: { type: 'number', required: true },
    /** "#10B981"; absent = the rating's default colour */
    colorValue: { type: 'string' },
    /** the plan's rating points (3 or 5) when the entry was added; absent on older entries: 5 */
    points: { type: 'number' },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['ratingScaleId'] },
    },
    byPlan: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId', 'planId'] },
      sk: { field: 'gsi1sk', composite: ['ratingScaleId'] },
    },
  },
});

export type RatingScaleItem = EntityItem<typeof RatingScaleEntity>;
