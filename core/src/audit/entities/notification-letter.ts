import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '../../kernel/entity';

/**
 * A notification letter as sent (spec §2 `manage/{id}/notification-letter`): the template's text
 * filled in for the audit, its PDF in S3 and the auditee contacts it was mailed to, each with the
 * outbox mail that carried it. Written once, with the mails, in one transaction; never edited — a
 * corrected letter is sent as a new one. Keyed under the audit, so its letters are one Query.
 */
export const AuditNotificationLetterEntity = new Entity({
  model: { entity: 'auditNotificationLetter', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    auditId: { type: 'string', required: true, readOnly: true },
    /** a ULID: newest last in the audit's Query */
    letterId: { type: 'string', required: true, readOnly: true },
    templateId: { type: 'string', required: true, readOnly: true },
    templateName: { type: 'string', required: true, readOnly: true },
    subject: { type: 'string', required: true, readOnly: true },
    body: { type: 'string', required: true, readOnly: true },
    fileKey: { type: 'string', required: true, readOnly: true },
    fileName: { type: 'string', required: true, readOnly: true },
    recipients: {
      type: 'list',
      required: true,
      readOnly: true,
      items: {
        type: 'map',
        properties: {
          name: { type: 'string', required: true },
          email: { type: 'string', required: true },
          mailId: { type: 'string', required: true },
        },
      },
    },
    sentAt: { type: 'string', required: true, readOnly: true },
    /** the user who sent it, and their name then */
    sentBy: { type: 'string', required: true, readOnly: true },
    sentByName: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byAudit: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['auditId', 'letterId'] },
    },
  },
});

export type AuditNotificationLetterItem = EntityItem<typeof AuditNotificationLetterEntity>;
