import { Entity, type EntityItem } from 'electrodb';
import { AUDIT_ACTION_STATES, AUDIT_PROGRESS_STATES } from '@stratum/rules';
import { AUDIT_FINDING_LEVELS, AUDIT_RESPONSE_STATES } from '@stratum/contracts';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

/**
 * A finding's management response (spec §4 "request and cancel management responses", "submit
 * management response"): who was asked, by whom, and what one of them answered. One per finding,
 * keyed by the engagement so an engagement's responses are one Query.
 */
export const AuditResponseEntity = new Entity({
  model: { entity: 'auditResponse', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    engagementId: { type: 'string', required: true, readOnly: true },
    findingId: { type: 'string', required: true, readOnly: true },
    state: { type: AUDIT_RESPONSE_STATES, required: true },
    ownerIds: { type: 'list', required: true, items: { type: 'string' } },
    note: { type: 'string', required: true, default: '' },
    requestedBy: { type: 'string', required: true },
    requestedAt: { type: 'string', required: true },
    cancelReason: { type: 'string', required: true, default: '' },
    response: { type: 'string', required: true, default: '' },
    respondedBy: { type: 'string', required: true, default: '' },
    respondedAt: { type: 'string', required: true, default: '' },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byEngagement: {
      pk: { field: 'pk', composite: ['companyId', 'engagementId'] },
      sk: { field: 'sk', composite: ['findingId'] },
    },
  },
});
export type AuditResponseItem = EntityItem<typeof AuditResponseEntity>;

/**
 * A management action of a response. What the tracker filters on is kept on it (the engagement,
 * its audited unit, the finding's rating, the owner), so the tracker is one Query of the company's
 * open (or closed) actions in due-date order (`tracker`, gsi1), filtered, never a Scan or a read
 * per row. `open` (gsi2) holds only open actions across companies by due date: the reminders'
 * one Query.
 */
export const AuditActionEntity = new Entity({
  model: { entity: 'auditAction', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    actionId: { type: 'string', required: true, readOnly: true },
    engagementId: { type: 'string', required: true, readOnly: true },
    engagementTitle: { type: 'string', required: true },
    unitId: { type: 'string', required: true, default: '' },
    findingId: { type: 'string', required: true, readOnly: true },
    findingTitle: { type: 'string', required: true },
    rating: { type: AUDIT_FINDING_LEVELS, required: true },
    title: { type: 'string', required: true },
    ownerId: { type: 'string', required: true },
    ownerName: { type: 'string', required: true },
    dueOn: { type: 'string', required: true },
    state: { type: AUDIT_ACTION_STATES, required: true },
    /** 'open' until the auditor closes it, then 'closed': the tracker's two views */
    view: { type: ['open', 'closed'] as const, required: true },
    validationNote: { type: 'string', required: true, default: '' },
    validatedBy: { type: 'string', required: true, default: '' },
    validatedAt: { type: 'string', required: true, default: '' },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['actionId'] },
    },
    tracker: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId', 'view'] },
      sk: { field: 'gsi1sk', composite: ['dueOn', 'actionId'] },
    },
    byEngagement: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['companyId', 'engagementId'] },
      sk: { field: 'gsi3sk', composite: ['findingId', 'actionId'] },
    },
    open: {
      index: 'gsi2',
      condition: (attr) => attr.view === 'open',
      pk: { field: 'gsi2pk', composite: ['view'] },
      sk: { field: 'gsi2sk', composite: ['dueOn', 'companyId', 'actionId'] },
    },
  },
});
export type AuditActionItem = EntityItem<typeof AuditActionEntity>;

/** A progress record on an action: create-only, with who and when. */
export const AuditActionProgressEntity = new Entity({
  model: { entity: 'auditActionProgress', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    actionId: { type: 'string', required: true, readOnly: true },
    progressId: { type: 'string', required: true, readOnly: true },
    note: { type: 'string', required: true, readOnly: true },
    status: { type: AUDIT_PROGRESS_STATES, required: true, readOnly: true },
    files: {
      type: 'list',
      required: true,
      readOnly: true,
      items: {
        type: 'map',
        properties: {
          fileId: { type: 'string', required: true },
          filename: { type: 'string', required: true },
          contentType: { type: 'string', required: true },
          size: { type: 'number', required: true },
          key: { type: 'string', required: true },
        },
      },
    },
    byId: { type: 'string', required: true, readOnly: true },
    byName: { type: 'string', required: true, readOnly: true },
    at: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byAction: {
      pk: { field: 'pk', composite: ['companyId', 'actionId'] },
      sk: { field: 'sk', composite: ['progressId'] },
    },
  },
});
export type AuditActionProgressItem = EntityItem<typeof AuditActionProgressEntity>;
