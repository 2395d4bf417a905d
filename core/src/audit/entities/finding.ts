import { Entity, type EntityItem } from 'electrodb';
import { AUDIT_FINDING_LEVELS, ROOT_CAUSE_CATEGORIES } from '@stratum/contracts';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';
import { byEngagement, reviewAttributes } from './review-attributes';

/**
 * A finding of an engagement (IIA 14.2–14.4), reviewed like the other artefacts. The risks it
 * concerns keep their title as it was when linked, so the finding still reads if the risk is later
 * deleted; their level is always read from the register.
 */
export const AuditFindingEntity = new Entity({
  model: { entity: 'auditFinding', version: '1', service: SERVICE },
  attributes: {
    ...reviewAttributes,
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
    paperIds: { type: 'list', required: true, default: () => [], items: { type: 'string' } },
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
    /** the management-response owners (employee ids); not part of the reviewed content */
    mrOwnerIds: { type: 'list', required: true, default: () => [], items: { type: 'string' } },
    ...versioned,
    ...timestamps,
  },
  indexes: { byEngagement },
});

export type AuditFindingItem = EntityItem<typeof AuditFindingEntity>;
