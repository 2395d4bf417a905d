import { FEED_LANGUAGES } from '@stratum/rules';
import { z } from 'zod';
import { ZDay, ZIsoDateTime } from '../common';
import { defineRoute, familyRoutes, type RouteDef } from '../route';

/**
 * The calendar (spec §7 `events`, docs/calendar.md): one list of what is due across the modules a
 * person's company has on and the person may see — quarter windows and the performance deadlines
 * of Strategic Planning's quarters, compliance activities' next compliance dates — a month at a
 * time for the month view, and the same events as a personal iCalendar feed that a mail program
 * subscribes to through a signed, revocable link (docs/calendar.md).
 */

/** The modules an event can come from (each colours the month view). */
export const EVENT_MODULES = ['planning', 'performance', 'compliance'] as const;
export const ZEventModule = z.enum(EVENT_MODULES);
export type TEventModule = z.infer<typeof ZEventModule>;

/** What an event is: the month view names it in the reader's language from this and `subject`. */
export const EVENT_KINDS = [
  'quarter',
  'assessment-deadline',
  'agreement-deadline',
  'pm-assessment-deadline',
  'compliance-due',
] as const;
export const ZEventKind = z.enum(EVENT_KINDS);
export type TEventKind = z.infer<typeof ZEventKind>;

export const ZCalendarEventSchema = z.object({
  /** stable across reads: the iCalendar UID is made from it */
  id: z.string(),
  kind: ZEventKind,
  module: ZEventModule,
  /** the day it is due, or the first day of a range */
  date: ZDay,
  /** the last day of a range (both ends included); absent for one day */
  endDate: ZDay.optional(),
  /** what it is about: the annual plan and quarter ("FY2026 Q1"), the activity's name */
  subject: z.string(),
  /** the title in English (the feed's SUMMARY) */
  title: z.string(),
  /** the screen in the app, a path under /app */
  link: z.string(),
});
export type TCalendarEvent = z.infer<typeof ZCalendarEventSchema>;

export const ZEventMonthSchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM'),
});
export type TEventMonth = z.infer<typeof ZEventMonthSchema>;

export const ZEventListSchema = z.object({ list: z.array(ZCalendarEventSchema) });

/** The person's calendar feed link: the token (the app builds the URL), or none. */
export const ZFeedLinkSchema = z.object({
  link: z
    .object({
      token: z.string(),
      createdAt: ZIsoDateTime,
      /** epoch ms */
      expiresAt: z.number(),
    })
    .nullable(),
});
export type TFeedLink = z.infer<typeof ZFeedLinkSchema>;

/** The public feed's path; the token travels in its `token` query parameter (a mail program sends no headers). */
export const EVENT_FEED_PATH = '/events/feed';
export const FEED_TOKEN_PARAM = 'token';

const route = familyRoutes('events', 'dashboard');

export const listEvents = route(
  'list',
  'GET',
  'What is due in a month across the modules the caller may see',
  ZEventMonthSchema,
  ZEventListSchema,
  'Get Calendar Failed',
);
export const getFeedLink = route(
  'feed-link',
  'GET',
  'The caller’s calendar feed link, if they made one',
  z.object({}),
  ZFeedLinkSchema,
  'Get Calendar Feed Link Failed',
);
export const createFeedLink = route(
  'create-feed-link',
  'POST',
  'Makes the caller a new calendar feed link, withdrawing the one they had; its events are titled in `language`',
  z.object({
    language: z
      .enum(FEED_LANGUAGES, { error: `language must be one of ${FEED_LANGUAGES.join(', ')}` })
      .default('en'),
  }),
  ZFeedLinkSchema,
  'Create Calendar Feed Link Failed',
);
export const revokeFeedLink = route(
  'revoke-feed-link',
  'POST',
  'Withdraws the caller’s calendar feed link: it answers nothing from now on',
  z.object({}),
  ZFeedLinkSchema,
  'Revoke Calendar Feed Link Failed',
);

/** The feed itself: iCalendar text (RFC 5545), opened by the person's feed link, no session. */
export const eventFeed = defineRoute({
  family: 'events',
  action: 'feed',
  method: 'GET',
  path: EVENT_FEED_PATH,
  summary: 'The link holder’s calendar as iCalendar text (opened by their feed link)',
  input: z.object({}),
  output: z.string(),
  access: ['questionnaire'],
  link: 'calendar-feed',
  linkParam: FEED_TOKEN_PARAM,
  contentType: 'text/calendar; charset=utf-8',
  errorTitle: 'Calendar Feed Failed',
  mutates: false,
});

export const eventRoutes: RouteDef[] = [listEvents, getFeedLink, createFeedLink, revokeFeedLink, eventFeed];
