import { Entity, type EntityItem } from 'electrodb';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

/** A follow-up entry of an annual plan: the planned follow-up of an earlier audit's actions. */
export const AuditFollowUpEntity = new Entity({
  model: { entity: 'auditFollowUp', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    followUpId: { type: 'string', required: true, readOnly: true },
    planId: { type: 'string', required: true, readOnly: true },
    plannedAuditId: { type: 'string' },
    title: { type: 'string', required: true },
    quarter: { type: 'number', required: true },
    dueDate: { type: 'string' },
    leadId: { type: 'string' },
    budgetDays: { type: 'number', required: true, default: 0 },
    notes: { type: 'string' },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['followUpId'] },
    },
    byPlan: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId', 'planId'] },
      sk: { field: 'gsi1sk', composite: ['followUpId'] },
    },
  },
});

export type AuditFollowUpItem = EntityItem<typeof AuditFollowUpEntity>;
