import { createEmbedLink, createFeedLink } from '@stratum/core/dashboard';
import { post } from '../support/api';
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

/** Each tenant's embed link of its risk figures, by company. */
const embeds = new Map<string, { id: string; token: string }>();

const setRisk = async (ownerToken: string, companyId: string, enabled: boolean) => {
  const r = await post('/module/update', { companyId, moduleKey: 'risk', enabled }, ownerToken);
  if (r.status !== 200) throw new Error(`module/update risk: ${r.status} ${r.body.err_msg}`);
};

/**
 * Makes the tenant's embed link of its risk figures through core. Tenant B's modules stay off, so
 * its Risk Management is on only while its link is made (its id is the foreign one).
 */
export const seedEmbed = async (ownerToken: string, t: Tenant, modulesOff: boolean): Promise<void> => {
  if (modulesOff) await setRisk(ownerToken, t.companyId, true);
  const { item } = await createEmbedLink(tenantAdminCtx(t), {
    view: 'risk-summary',
    title: 'Risk at a glance',
    language: 'en',
  });
  if (modulesOff) await setRisk(ownerToken, t.companyId, false);
  embeds.set(t.companyId, { id: item.id, token: item.token });
};

const embedIdOf = (t: OrgTenant): string => embeds.get(t.companyId)?.id ?? 'no-link';

/** The link that opens tenant A's embedded figures (world.ts linkOf). */
export const embedLinkOf = (t: OrgTenant): string => embeds.get(t.companyId)?.token ?? 'no-link';

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
  'dashboard.admin-figures': { valid: () => ({}) },
  'embed-creation.list': { valid: () => ({}) },
  'embed-creation.create': {
    valid: () => ({ view: 'risk-summary', title: 'Risk on the intranet' }),
  },
  'embed-creation.revoke': {
    // tenant A's own link: the suites check the route with it, foreign ids answer 404
    valid: (w) => ({ id: embedIdOf(w.a) }),
    foreign: (w) => ({ id: embedIdOf(w.b) }),
  },
  'embed-creation.view': { valid: () => ({}) },
};
