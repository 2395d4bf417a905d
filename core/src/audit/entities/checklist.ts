import { Entity, type EntityItem } from 'electrodb';
import { CHECKLIST_STATUSES } from '@stratum/contracts';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

/**
 * An engagement's internal audit checklist (spec §2 audit-checklist; docs/audit.md "Audit
 * checklist"): items copied from a settings checklist template when it is made, so a later change
 * to the template moves no checklist; answered by the named auditees (employees of the company).
 * The answers live on the items, so a save is one conditional write on `version`. Keyed by the
 * company (the list across audits is one Query) and by engagement (gsi1, the engagement's own).
 */
export const AuditChecklistEntity = new Entity({
  model: { entity: 'auditChecklist', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    checklistId: { type: 'string', required: true, readOnly: true },
    engagementId: { type: 'string', required: true, readOnly: true },
    engagementTitle: { type: 'string', required: true },
    title: { type: 'string', required: true },
    templateId: { type: 'string', required: true, readOnly: true },
    templateName: { type: 'string', required: true, readOnly: true },
    status: { type: CHECKLIST_STATUSES, required: true },
    auditeeIds: { type: 'list', required: true, items: { type: 'string' } },
    items: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          id: { type: 'string', required: true },
          text: { type: 'string', required: true },
          answer: { type: 'string' },
          comment: { type: 'string' },
          answeredBy: { type: 'string' },
          answeredAt: { type: 'string' },
        },
      },
    },
    files: {
      type: 'list',
      required: true,
      default: [],
      items: {
        type: 'map',
        properties: {
          fileId: { type: 'string', required: true },
          itemId: { type: 'string', required: true },
          filename: { type: 'string', required: true },
          contentType: { type: 'string', required: true },
          size: { type: 'number', required: true },
          key: { type: 'string', required: true },
          uploadedBy: { type: 'string', required: true },
          uploadedAt: { type: 'string', required: true },
        },
      },
    },
    note: { type: 'string', required: true, default: '' },
    createdById: { type: 'string', required: true, readOnly: true },
    createdByName: { type: 'string', required: true, readOnly: true },
    sentByName: { type: 'string' },
    sentAt: { type: 'string' },
    completedByName: { type: 'string' },
    completedAt: { type: 'string' },
    returnNote: { type: 'string', required: true, default: '' },
    returnedAt: { type: 'string' },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['checklistId'] },
    },
    byEngagement: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId', 'engagementId'] },
      sk: { field: 'gsi1sk', composite: ['checklistId'] },
    },
  },
});

export type AuditChecklistItem = EntityItem<typeof AuditChecklistEntity>;
