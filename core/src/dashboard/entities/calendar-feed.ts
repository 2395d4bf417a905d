import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '../../kernel/entity';

/**
 * A person's calendar feed link (docs/calendar.md): which link token is theirs now, so making a
 * new one withdraws it and the calendar screen can show it again. One per person in a company;
 * the link token's own record (kernel) says whether it still opens the feed.
 */
export const CalendarFeedEntity = new Entity({
  model: { entity: 'calendarFeed', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    employeeId: { type: 'string', required: true, readOnly: true },
    tokenId: { type: 'string', required: true },
    /** epoch ms, the token's */
    expiresAt: { type: 'number', required: true },
    createdAt: { type: 'string', required: true },
    /** the language the feed's event titles are written in, chosen when the link was made */
    language: { type: ['en', 'de', 'bn'] as const, required: true, default: 'en' },
  },
  indexes: {
    byEmployee: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['employeeId'] },
    },
  },
});

export type CalendarFeedItem = EntityItem<typeof CalendarFeedEntity>;
