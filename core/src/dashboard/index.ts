/**
 * Dashboard (ARCHITECTURE §9: families dashboard, events): the calendar of what is due across the
 * modules (docs/calendar.md). Other modules and the functions use these only.
 */
export { listEvents } from './events/list-events';
export { createFeedLink, getFeedLink, revokeFeedLink } from './events/feed-link';
export { readEventFeed } from './events/read-event-feed';
export { eventsBetween } from './events/events-between';
