import { Entity, type EntityItem } from 'electrodb';
import { MEETING_ATTENDEE_KINDS } from '@stratum/contracts';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

/**
 * The audit's entrance meeting (spec §2 `manage/{id}/entrance-meeting`): one per audit — its date,
 * who attended (the audit team by employee, the auditee's people by name and address), the
 * minutes as sanitised rich text (`minutesHtml`; minutes saved before that are plain text, shown
 * escaped) and the files attached. Every write is conditional on `version`.
 */
export const AuditEntranceMeetingEntity = new Entity({
  model: { entity: 'auditEntranceMeeting', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    auditId: { type: 'string', required: true, readOnly: true },
    date: { type: 'string', required: true },
    attendees: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          kind: { type: MEETING_ATTENDEE_KINDS, required: true },
          employeeId: { type: 'string' },
          name: { type: 'string', required: true },
          email: { type: 'string' },
        },
      },
    },
    minutes: { type: 'string', required: true, default: '' },
    /** the minutes are sanitised HTML (every save since they became rich text) */
    minutesHtml: { type: 'boolean' },
    files: {
      type: 'list',
      required: true,
      default: () => [],
      items: {
        type: 'map',
        properties: {
          id: { type: 'string', required: true },
          name: { type: 'string', required: true },
          key: { type: 'string', required: true },
          type: { type: 'string', required: true },
          size: { type: 'number', required: true },
          uploadedAt: { type: 'string', required: true },
        },
      },
    },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byAudit: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['auditId'] },
    },
  },
});

export type AuditEntranceMeetingItem = EntityItem<typeof AuditEntranceMeetingEntity>;
