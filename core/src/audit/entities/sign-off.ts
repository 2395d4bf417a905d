import { Entity, type EntityItem } from 'electrodb';
import { ARTEFACT_KINDS, ENGAGEMENT_ROLES, SIGN_OFF_DECISIONS } from '@stratum/contracts';
import { SERVICE } from '../../kernel/entity';

/**
 * A reviewer's decision on an artefact, with a SHA-256 of the artefact's content at that moment.
 * Create-only: it is written with `create` (attribute_not_exists), every attribute is read-only,
 * and no use case updates or deletes one (sign-off.test.ts holds the code to that). `byArtefact`
 * gives an artefact's history oldest first; `byPerson` (gsi1) what someone signed off.
 */
export const AuditSignOffEntity = new Entity({
  model: { entity: 'auditSignOff', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    signOffId: { type: 'string', required: true, readOnly: true },
    engagementId: { type: 'string', required: true, readOnly: true },
    kind: { type: ARTEFACT_KINDS, required: true, readOnly: true },
    artefactId: { type: 'string', required: true, readOnly: true },
    artefactTitle: { type: 'string', required: true, readOnly: true },
    artefactVersion: { type: 'number', required: true, readOnly: true },
    decision: { type: SIGN_OFF_DECISIONS, required: true, readOnly: true },
    note: { type: 'string', required: true, readOnly: true },
    byEmployeeId: { type: 'string', required: true, readOnly: true },
    byName: { type: 'string', required: true, readOnly: true },
    role: { type: ENGAGEMENT_ROLES, required: true, readOnly: true },
    at: { type: 'string', required: true, readOnly: true },
    contentHash: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byArtefact: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['engagementId', 'kind', 'artefactId', 'signOffId'] },
    },
    byPerson: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId', 'byEmployeeId'] },
      sk: { field: 'gsi1sk', composite: ['signOffId'] },
    },
  },
});

export type AuditSignOffItem = EntityItem<typeof AuditSignOffEntity>;
