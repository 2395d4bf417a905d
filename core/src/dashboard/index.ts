/**
 * Dashboard (ARCHITECTURE §9: families dashboard, events): the calendar of what is due across the
 * modules (docs/calendar.md). Other modules and the functions use these only.
 */
export { listEvents } from './events/list-events';
export { createFeedLink } from './events/create-feed-link';
export { getFeedLink } from './events/get-feed-link';
export { revokeFeedLink } from './events/revoke-feed-link';
export { readEventFeed } from './events/read-event-feed';
export { eventsBetween } from './events/events-between';
export { dashboardTasks } from './overview/dashboard-tasks';
export { dashboardTeam } from './overview/dashboard-team';
export { platformFigures } from './overview/platform-figures';
export { adminFigures } from './overview/admin-figures';
export { listEmbedLinks } from './embed/list-embed-links';
export { createEmbedLink } from './embed/create-embed-link';
export { revokeEmbedLink } from './embed/revoke-embed-link';
export { readEmbedView } from './embed/read-embed-view';
