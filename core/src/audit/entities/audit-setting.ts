import { Entity, type EntityItem } from 'electrodb';
import { AUDIT_SETTING_KINDS } from '@stratum/contracts';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

/**
 * One item of the audit settings (spec §2 `settings`): an audit type, standard, rating
 * definition, MR owner, template or audit team member. The kinds share this one shape — each
 * uses the fields its kind needs (contracts `AUDIT_SETTING_FIELDS`) — and one kind's items are
 * one query of the company's partition.
 */
export const AuditSettingEntity = new Entity({
  model: { entity: 'auditSetting', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    kind: { type: AUDIT_SETTING_KINDS, required: true, readOnly: true },
    settingId: { type: 'string', required: true, readOnly: true },
    /** the name; for a person kind the employee's name when it was saved (the view reads it fresh) */
    name: { type: 'string', required: true },
    /** the lower-cased name, or the employee id, claimed unique in the kind */
    nameKey: { type: 'string', required: true },
    description: { type: 'string' },
    colour: { type: 'string' },
    level: { type: 'string' },
    employeeId: { type: 'string' },
    roles: { type: 'list', items: { type: 'string' } },
    items: { type: 'list', items: { type: 'string' } },
    subject: { type: 'string' },
    body: { type: 'string' },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byKind: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['kind', 'settingId'] },
    },
  },
});

export type AuditSettingItem = EntityItem<typeof AuditSettingEntity>;
