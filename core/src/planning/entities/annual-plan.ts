import { Entity, type EntityItem } from 'electrodb';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

/**
 * One year of a strategic plan (spec §3): inside the plan's dates, overlapping no other annual
 * plan of it. Its four quarters are created, re-split and deleted with it. `scorecardCount`
 * counts its corporate scorecards (kept by them), so it cannot be deleted while it has any.
 */
export const AnnualPlanEntity = new Entity({
  model: { entity: 'annualPlan', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    annualPlanId: { type: 'string', required: true, readOnly: true },
    strategicPlanId: { type: 'string', required: true, readOnly: true },
    /** YYYY-MM-DD */
    startDate: { type: 'string', required: true },
    endDate: { type: 'string', required: true },
    scorecardCount: { type: 'number', required: true, default: 0 },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['annualPlanId'] },
    },
    byPlan: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId', 'strategicPlanId'] },
      sk: { field: 'gsi1sk', composite: ['annualPlanId'] },
    },
  },
});

export type AnnualPlanItem = EntityItem<typeof AnnualPlanEntity>;
