import { Entity, type EntityItem } from 'electrodb';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

/**
 * A key performance area of a scorecard (spec §1, §3), stored in the scorecard's partition.
 * `kpiCount` counts the KPIs under it (kept by their writes), so it cannot be deleted while it
 * has any.
 */
export const ScorecardKpaEntity = new Entity({
  model: { entity: 'scorecardKpa', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    scorecardId: { type: 'string', required: true, readOnly: true },
    kpaId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    perspectiveId: { type: 'string' },
    order: { type: 'number', required: true, default: 0 },
    kpiCount: { type: 'number', required: true, default: 0 },
    /** the KPA it was copied from (corporate scorecards) */
    sourceKpaId: { type: 'string', readOnly: true },
    buildId: { type: 'string', readOnly: true },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      collection: 'scorecardItems',
      pk: { field: 'pk', composite: ['companyId', 'scorecardId'] },
      sk: { field: 'sk', composite: ['kpaId'] },
    },
  },
});

export type ScorecardKpaItem = EntityItem<typeof ScorecardKpaEntity>;
