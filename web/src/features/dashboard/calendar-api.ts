import {
  createFeedLink,
  EVENT_FEED_PATH,
  FEED_TOKEN_PARAM,
  getFeedLink,
  listEvents,
  revokeFeedLink,
  API_BASE,
} from '@stratum/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeKey, routeQueryOptions, useRouteMutation } from '../../lib/query';

/** The person's events meeting a month (YYYY-MM). */
export const useEvents = (month: string) => useQuery(routeQueryOptions(listEvents, { month }));

/** The person's calendar feed link, or none. */
export const useFeedLink = () => useQuery(routeQueryOptions(getFeedLink, {}));

export const useCreateFeedLink = () =>
  useRouteMutation(createFeedLink, { invalidates: [routeKey(getFeedLink)] });
export const useRevokeFeedLink = () =>
  useRouteMutation(revokeFeedLink, { invalidates: [routeKey(getFeedLink)] });

/** The address a mail program subscribes to: the feed, on this site, with the link's token. */
export const feedUrl = (token: string, origin = window.location.origin): string =>
  `${origin}${API_BASE}${EVENT_FEED_PATH}?${FEED_TOKEN_PARAM}=${encodeURIComponent(token)}`;
