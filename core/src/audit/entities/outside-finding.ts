import { Entity, type EntityItem } from 'electrodb';
import { AUDIT_FINDING_LEVELS, OUTSIDE_FINDING_SOURCES, ROOT_CAUSE_CATEGORIES } from '@stratum/contracts';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

/**
 * A finding raised outside an engagement (docs/audit.md "Findings outside an engagement"): an
 * external auditor's, a regulator's or a special review's, with the engagement finding's fields
 * (no working papers) and where it comes from. Its management response and actions are stored as
 * an engagement finding's are, with the finding's own id in the engagement's place, so the
 * tracker, the issue status and the reminders take them as they are.
 */
export const AuditOutsideFindingEntity = new Entity({
  model: { entity: 'auditOutsideFinding', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    findingId: { type: 'string', required: true, readOnly: true },
    source: { type: OUTSIDE_FINDING_SOURCES, required: true },
    reference: { type: 'string', required: true },
    unitId: { type: 'string', required: true, default: '' },
    raisedOn: { type: 'string', required: true },
    title: { type: 'string', required: true },
    criteria: { type: 'string', required: true },
    condition: { type: 'string', required: true },
    cause: { type: 'string', required: true, default: '' },
    effect: { type: 'string', required: true, default: '' },
    rootCauses: {
      type: 'list',
      required: true,
      default: () => [],
      items: {
        type: 'map',
        properties: {
          id: { type: 'string', required: true },
          category: { type: ROOT_CAUSE_CATEGORIES, required: true },
          description: { type: 'string', required: true },
        },
      },
    },
    rating: { type: AUDIT_FINDING_LEVELS, required: true },
    recommendation: { type: 'string', required: true },
    risks: {
      type: 'list',
      required: true,
      default: () => [],
      items: {
        type: 'map',
        properties: {
          riskId: { type: 'string', required: true },
          title: { type: 'string', required: true },
          controlIds: { type: 'list', required: true, items: { type: 'string' } },
        },
      },
    },
    mrOwnerIds: { type: 'list', required: true, default: () => [], items: { type: 'string' } },
    raisedById: { type: 'string', required: true, default: '' },
    raisedByName: { type: 'string', required: true },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['findingId'] },
    },
  },
});

export type AuditOutsideFindingItem = EntityItem<typeof AuditOutsideFindingEntity>;
