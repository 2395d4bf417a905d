import { Entity, type EntityItem } from 'electrodb';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

/**
 * One entity of an annual plan: a universe process (its name, unit and risk score as they were
 * when it was planned) or an audit added by hand. Read by plan (gsi1) and by id.
 */
export const PlannedAuditEntity = new Entity({
  model: { entity: 'plannedAudit', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    plannedAuditId: { type: 'string', required: true, readOnly: true },
    planId: { type: 'string', required: true, readOnly: true },
    processId: { type: 'string', readOnly: true },
    title: { type: 'string', required: true },
    businessUnitId: { type: 'string' },
    riskScore: { type: 'number', required: true },
    quarter: { type: 'number', required: true },
    included: { type: 'boolean', required: true },
    reason: { type: 'string' },
    leadId: { type: 'string' },
    memberIds: { type: 'list', items: { type: 'string' } },
    budgetDays: { type: 'number', required: true, default: 0 },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['plannedAuditId'] },
    },
    byPlan: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId', 'planId'] },
      sk: { field: 'gsi1sk', composite: ['plannedAuditId'] },
    },
  },
});

export type PlannedAuditItem = EntityItem<typeof PlannedAuditEntity>;
