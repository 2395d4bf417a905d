import { Entity, type EntityItem } from 'electrodb';
import { SERVICE, timestamps, versioned } from './entity';

/**
 * The reminders engine's items (ARCHITECTURE §10), all in the company's partition.
 *
 * - `reminderMarker`: one per (kind, item, occasion, person) reminded. It is created — only if it
 *   does not exist — in the same transaction as the mail it stands for, so a run repeated, retried
 *   or overlapping another queues each reminder once, and a run cut short loses none.
 * - `reminderSetting` and `reminderOptOut`: the company's lead time for a kind, and a person's
 *   opt-out of a kind. One collection (`reminderPrefs`): the engine reads a company's with one Query.
 */
export const REMINDER_PREFS_COLLECTION = 'reminderPrefs';

/** Markers are kept this long, then DynamoDB drops them: far longer than any occasion is reminded. */
export const MARKER_DAYS = 400;

export const ReminderMarkerEntity = new Entity({
  model: { entity: 'reminderMarker', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    kind: { type: 'string', required: true, readOnly: true },
    itemId: { type: 'string', required: true, readOnly: true },
    /** what the reminder is about: the due date, the submission… one mail per occasion */
    occasion: { type: 'string', required: true, readOnly: true },
    employeeId: { type: 'string', required: true, readOnly: true },
    /** the outbox mail queued with it */
    mailId: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    ttl: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byItem: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['kind', 'itemId', 'occasion', 'employeeId'] },
    },
  },
});

export const ReminderSettingEntity = new Entity({
  model: { entity: 'reminderSetting', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    kind: { type: 'string', required: true, readOnly: true },
    leadDays: { type: 'number', required: true },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byKind: {
      collection: REMINDER_PREFS_COLLECTION,
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['kind'] },
    },
  },
});

export const ReminderOptOutEntity = new Entity({
  model: { entity: 'reminderOptOut', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    employeeId: { type: 'string', required: true, readOnly: true },
    kind: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byPerson: {
      collection: REMINDER_PREFS_COLLECTION,
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['employeeId', 'kind'] },
    },
  },
});

export type ReminderMarkerItem = EntityItem<typeof ReminderMarkerEntity>;
export type ReminderSettingItem = EntityItem<typeof ReminderSettingEntity>;
export type ReminderOptOutItem = EntityItem<typeof ReminderOptOutEntity>;
