import { Entity, type EntityItem } from 'electrodb';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';
import { COMPLIANCE_SETUP_COLLECTION } from './compliance-setup';

/**
 * A regulation: one obligation of the register (ISO 37301 4.5). Linked risks are the risk
 * register's (through the risk module's index), their titles kept as read when linked.
 * `activityCount` and `universeCount` guard its delete.
 */
export const ComplianceRegulationEntity = new Entity({
  model: { entity: 'complianceRegulation', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    regulationId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    nameKey: { type: 'string', required: true },
    source: { type: 'string' },
    reference: { type: 'string' },
    requirement: { type: 'string' },
    categoryId: { type: 'string' },
    ownerId: { type: 'string' },
    applicability: { type: 'string' },
    /** YYYY-MM-DD */
    effectiveDate: { type: 'string' },
    riskIds: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    riskTitles: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    activityCount: { type: 'number', required: true, default: 0 },
    universeCount: { type: 'number', required: true, default: 0 },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      collection: COMPLIANCE_SETUP_COLLECTION,
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['regulationId'] },
    },
  },
});

export type ComplianceRegulationItem = EntityItem<typeof ComplianceRegulationEntity>;
