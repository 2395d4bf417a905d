import { createFeedLink } from '@stratum/core/dashboard';
import type { OrgTenant } from '../support/org';
import type { Tenant } from '../support/world';
import type { Fixture } from './fixtures';
import { tenantAdminCtx } from './seeded';

/** Each tenant administrator's calendar feed link (the feed route's link holder). */
const links = new Map<string, string>();

/** Makes the tenant administrator's feed link through core. */
export const seedEvents = async (t: Tenant): Promise<void> => {
  const { link } = await createFeedLink(tenantAdminCtx(t));
  links.set(t.companyId, link!.token);
};

/** The link that opens tenant A's (or B's) administrator's feed (world.ts linkOf). */
export const eventsLinkOf = (t: OrgTenant): string => links.get(t.companyId) ?? 'no-link';

/**
 * The calendar's calls take their tenant and person from the session (or the feed's link), never
 * from the input: there is no foreign id to name.
 */
export const EVENTS_FIXTURES: Record<string, Fixture> = {
  'events.list': { valid: () => ({ month: '2026-11' }) },
  'events.feed-link': { valid: () => ({}) },
  'events.create-feed-link': { valid: () => ({}) },
  'events.revoke-feed-link': { valid: () => ({}) },
  'events.feed': { valid: () => ({}) },
  // The dashboards read the caller's own work, team and (for the owner) the platform: no ids.
  'dashboard.my-tasks': { valid: () => ({}) },
  'dashboard.my-team': { valid: () => ({}) },
  'dashboard.platform': { valid: () => ({}) },
};
