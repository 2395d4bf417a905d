import { createFeedLink, eventFeed, getFeedLink, listEvents, revokeFeedLink } from '@stratum/contracts';
import * as dashboard from '@stratum/core/dashboard';
import { bind, bindLink } from '../http/bind';
import { familyHandler } from '../http/family';

/**
 * The calendar (docs/calendar.md): a person's events a month at a time, their feed link, and the
 * feed itself — iCalendar text opened by the feed link (in the `token` query parameter), no session.
 */
export const handler = familyHandler('events', [
  bind(listEvents, async ({ ctx, input }) => ({ list: await dashboard.listEvents(ctx, input) })),
  bind(getFeedLink, ({ ctx }) => dashboard.getFeedLink(ctx)),
  bind(createFeedLink, ({ ctx, input }) => dashboard.createFeedLink(ctx, input)),
  bind(revokeFeedLink, ({ ctx }) => dashboard.revokeFeedLink(ctx)),
  bindLink(eventFeed, ({ ctx }) => dashboard.readEventFeed(ctx)),
]);
