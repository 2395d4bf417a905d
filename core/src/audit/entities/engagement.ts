import { Entity, type EntityItem } from 'electrodb';
import { ENGAGEMENT_STATUSES } from '@stratum/contracts';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

/**
 * An audit engagement (spec §2 `audits`, `manage/{id}`): what is audited, when, and its own team —
 * the lead, the performers and the reviewers chosen when it is opened. Who may do what in its
 * fieldwork comes from these fields. `byStatus` (gsi1) pages the open or the closed ones.
 */
export const AuditEngagementEntity = new Entity({
  model: { entity: 'auditEngagement', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    engagementId: { type: 'string', required: true, readOnly: true },
    title: { type: 'string', required: true },
    auditArea: { type: 'string', required: true, default: '' },
    /** the audit plan's planned audit it was opened from; '' when none */
    plannedAuditId: { type: 'string', required: true, default: '' },
    leadId: { type: 'string', required: true },
    performerIds: { type: 'list', items: { type: 'string' }, required: true },
    reviewerIds: { type: 'list', items: { type: 'string' }, required: true },
    startDate: { type: 'string', required: true },
    endDate: { type: 'string', required: true },
    status: { type: ENGAGEMENT_STATUSES, required: true, default: 'Open' },
    /** how many working papers it has, kept in each paper's adding transaction: the list's total */
    paperCount: { type: 'number' },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['engagementId'] },
    },
    byStatus: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId', 'status'] },
      sk: { field: 'gsi1sk', composite: ['engagementId'] },
    },
  },
});

export type AuditEngagementItem = EntityItem<typeof AuditEngagementEntity>;
