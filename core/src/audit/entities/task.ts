import { Entity, type EntityItem } from 'electrodb';
import { ARTEFACT_STATUSES, AUDIT_TASK_KINDS, AUDIT_TASK_ROLES } from '@stratum/contracts';
import { SERVICE } from '../../kernel/entity';

/**
 * Something that waits on one person in one role (my-task): written and removed in the very
 * transaction that moves the artefact, so the list and its count are one Query on `byPerson`
 * (gsi1) and never drift from the artefacts.
 */
export const AuditTaskEntity = new Entity({
  model: { entity: 'auditTask', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    employeeId: { type: 'string', required: true, readOnly: true },
    role: { type: AUDIT_TASK_ROLES, required: true, readOnly: true },
    kind: { type: AUDIT_TASK_KINDS, required: true, readOnly: true },
    artefactId: { type: 'string', required: true, readOnly: true },
    engagementId: { type: 'string', required: true, readOnly: true },
    engagementTitle: { type: 'string', required: true },
    artefactTitle: { type: 'string', required: true },
    status: { type: ARTEFACT_STATUSES, required: true },
    since: { type: 'string', required: true },
  },
  indexes: {
    byArtefact: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['artefactId', 'employeeId', 'role'] },
    },
    byPerson: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId', 'employeeId'] },
      sk: { field: 'gsi1sk', composite: ['role', 'since', 'artefactId'] },
    },
  },
});

export type AuditTaskItem = EntityItem<typeof AuditTaskEntity>;

/**
 * How many tasks wait on one person in one role: moved by the same transactions that write and
 * remove their task items, so my-task's total and the inbox badge are one read, never a count of
 * the tasks.
 */
export const AuditTaskCountEntity = new Entity({
  model: { entity: 'auditTaskCount', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    employeeId: { type: 'string', required: true, readOnly: true },
    role: { type: AUDIT_TASK_ROLES, required: true, readOnly: true },
    n: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    byPerson: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['employeeId', 'role'] },
    },
  },
});

export type AuditTaskCountItem = EntityItem<typeof AuditTaskCountEntity>;
