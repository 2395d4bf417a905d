import { Entity, type EntityItem } from 'electrodb';
import { PLAN_KINDS } from '@stratum/contracts';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

/**
 * A perspective of a plan (spec §3). Its name is claimed per plan (case-insensitive). `useCount`
 * counts the KPIs and KPAs filed under it, kept by the scorecards in their own transactions, so a
 * perspective in use cannot be deleted.
 */
export const PerspectiveEntity = new Entity({
  model: { entity: 'perspective', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    perspectiveId: { type: 'string', required: true, readOnly: true },
    planId: { type: 'string', required: true, readOnly: true },
    planKind: { type: PLAN_KINDS, required: true, readOnly: true },
    name: { type: 'string', required: true },
    nameKey: { type: 'string', required: true },
    useCount: { type: 'number', required: true, default: 0 },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['perspectiveId'] },
    },
    byPlan: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId', 'planId'] },
      sk: { field: 'gsi1sk', composite: ['perspectiveId'] },
    },
  },
});

export type PerspectiveItem = EntityItem<typeof PerspectiveEntity>;
