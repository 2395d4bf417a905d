import { Entity, type EntityItem } from 'electrodb';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

/**
 * One version of an engagement's final report (spec §4 make and recall final report). Made once
 * (create: attribute_not_exists on its version number, so two makers never write the same N);
 * a recall sets who, when and why on it and it stays in the history. Its frozen content, PDF and
 * DOCX are files under `<companyId>/audit-reports/<engagementId>/`.
 */
export const AuditFinalReportEntity = new Entity({
  model: { entity: 'auditFinalReport', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    engagementId: { type: 'string', required: true, readOnly: true },
    reportVersion: { type: 'number', required: true, readOnly: true },
    contentKey: { type: 'string', required: true, readOnly: true },
    pdfKey: { type: 'string', required: true, readOnly: true },
    pdfName: { type: 'string', required: true, readOnly: true },
    pdfSize: { type: 'number', required: true, readOnly: true },
    docxKey: { type: 'string', required: true, readOnly: true },
    docxName: { type: 'string', required: true, readOnly: true },
    docxSize: { type: 'number', required: true, readOnly: true },
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
    byEngagement: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['engagementId', 'reportVersion'] },
    },
  },
});

export type AuditFinalReportItem = EntityItem<typeof AuditFinalReportEntity>;
