import { Entity, type EntityItem } from 'electrodb';
import { PLAN_KINDS } from '@stratum/contracts';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

/**
 * A strategic or operational plan (spec §3). The counts of what hangs under it are kept in the
 * same transactions that add or remove those children, so deleting a plan is conditional on all
 * of them being 0: no race can leave an orphan. `annualPlanRev` moves on every change to the
 * plan's annual plans, so their no-overlap check and the plan's date change cannot race.
 */
export const PlanEntity = new Entity({
  model: { entity: 'plan', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    planId: { type: 'string', required: true, readOnly: true },
    kind: { type: PLAN_KINDS, required: true, readOnly: true },
    description: { type: 'string', required: true },
    /** YYYY-MM-DD */
    startDate: { type: 'string', required: true },
    endDate: { type: 'string', required: true },
    status: { type: ['Active', 'Inactive'] as const, required: true, default: 'Active' },
    perspectiveCount: { type: 'number', required: true, default: 0 },
    ratingScaleCount: { type: 'number', required: true, default: 0 },
    scorecardCount: { type: 'number', required: true, default: 0 },
    annualPlanCount: { type: 'number', required: true, default: 0 },
    annualPlanRev: { type: 'number', required: true, default: 0 },
    /** 3 or 5: the company's rating scale option when the plan was made (absent on older plans: 5) */
    ratingPoints: { type: 'number' },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['planId'] },
    },
    byKind: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId', 'kind'] },
      sk: { field: 'gsi1sk', composite: ['planId'] },
    },
  },
});

export type PlanItem = EntityItem<typeof PlanEntity>;
