import { Entity, type EntityItem } from 'electrodb';
import { AUDIT_FINDING_LEVELS, RETEST_RESULTS } from '@stratum/contracts';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';
import { byEngagement, reviewAttributes } from './review-attributes';

/**
 * A follow-up audit (docs/audit.md "Follow-up audits"), started from a follow-up entry of the
 * plan: its key is the entry's id, so an entry is followed up once (the start's create fails on a
 * second). It names the engagement followed up and the final report version in force then.
 * Choosing retests moves its version.
 */
export const AuditFollowUpAuditEntity = new Entity({
  model: { entity: 'auditFollowUpAudit', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    followUpId: { type: 'string', required: true, readOnly: true },
    engagementId: { type: 'string', required: true, readOnly: true },
    engagementTitle: { type: 'string', required: true, readOnly: true },
    finalReportVersion: { type: 'number', required: true, readOnly: true },
    title: { type: 'string', required: true, readOnly: true },
    startedById: { type: 'string', required: true, readOnly: true },
    startedByName: { type: 'string', required: true, readOnly: true },
    startedAt: { type: 'string', required: true, readOnly: true },
    /** the newest follow-up report version made; 0 before the first */
    lastReportVersion: { type: 'number', required: true, default: 0 },
    /** the newest version when it was recalled (0 otherwise): no report is in force then */
    recalledReportVersion: { type: 'number', required: true, default: 0 },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['followUpId'] },
    },
    byEngagement: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId', 'engagementId'] },
      sk: { field: 'gsi1sk', composite: ['followUpId'] },
    },
  },
});
export type AuditFollowUpAuditItem = EntityItem<typeof AuditFollowUpAuditEntity>;

/**
 * A follow-up working paper: the retest of one management action, an artefact of the engagement
 * followed up (kind `retest`), reviewed and signed off like its working papers. The action is
 * kept as it stood when chosen; evidence files live at `<companyId>/audit-follow-ups/<id>/…`.
 */
export const AuditRetestEntity = new Entity({
  model: { entity: 'auditRetest', version: '1', service: SERVICE },
  attributes: {
    ...reviewAttributes,
    followUpId: { type: 'string', required: true, readOnly: true },
    actionId: { type: 'string', required: true, readOnly: true },
    actionTitle: { type: 'string', required: true, readOnly: true },
    findingTitle: { type: 'string', required: true, readOnly: true },
    rating: { type: AUDIT_FINDING_LEVELS, required: true, readOnly: true },
    ownerName: { type: 'string', required: true, readOnly: true },
    dueOn: { type: 'string', required: true, readOnly: true },
    actionStatus: { type: 'string', required: true, readOnly: true },
    /** '' until the auditor records a result */
    result: { type: ['', ...RETEST_RESULTS] as const, required: true, default: '' },
    notes: { type: 'string', required: true, default: '' },
    files: {
      type: 'list',
      required: true,
      default: () => [],
      items: {
        type: 'map',
        properties: {
          fileId: { type: 'string', required: true },
          filename: { type: 'string', required: true },
          contentType: { type: 'string', required: true },
          size: { type: 'number', required: true },
          key: { type: 'string', required: true },
          uploadedAt: { type: 'string', required: true },
        },
      },
    },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byEngagement,
    byFollowUp: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId', 'followUpId'] },
      sk: { field: 'gsi1sk', composite: ['artefactId'] },
    },
  },
});
export type AuditRetestItem = EntityItem<typeof AuditRetestEntity>;

/**
 * One version of a follow-up report, made once (create: attribute_not_exists on its number); a
 * recall sets who, when and why on it (on its version) and it stays in the history, as a final
 * report's version does. Its frozen content, PDF and DOCX are files under
 * `<companyId>/audit-follow-ups/` (versions made before the DOCX have none).
 */
export const AuditFollowUpReportEntity = new Entity({
  model: { entity: 'auditFollowUpReport', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    followUpId: { type: 'string', required: true, readOnly: true },
    reportVersion: { type: 'number', required: true, readOnly: true },
    contentKey: { type: 'string', required: true, readOnly: true },
    pdfKey: { type: 'string', required: true, readOnly: true },
    pdfName: { type: 'string', required: true, readOnly: true },
    pdfSize: { type: 'number', required: true, readOnly: true },
    docxKey: { type: 'string', readOnly: true },
    docxName: { type: 'string', readOnly: true },
    docxSize: { type: 'number', readOnly: true },
    madeById: { type: 'string', required: true, readOnly: true },
    madeByName: { type: 'string', required: true, readOnly: true },
    madeAt: { type: 'string', required: true, readOnly: true },
    recalledById: { type: 'string' },
    recalledByName: { type: 'string' },
    recalledAt: { type: 'string' },
    recallReason: { type: 'string' },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byFollowUp: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['followUpId', 'reportVersion'] },
    },
  },
});
export type AuditFollowUpReportItem = EntityItem<typeof AuditFollowUpReportEntity>;
