import { CORE_MODULES, MODULE_KEYS, ROUTES, type ModuleKey, type RouteDef } from '@stratum/contracts';
import { demoLogins } from '../../packages/local/src/seed';
import { call, get, post } from '../support/api';
import { makeTenant, ownerSession, type Person } from '../support/world';
import { withOrg, type OrgTenant } from '../support/org';
import { sdkWrites } from '../support/writes';
import { PDF } from './http';
import { seedPlanning } from './fixtures-planning';
import { seedReports } from './fixtures-report';
import { seedScorecards } from './fixtures-scorecard';
import { seedRisk } from './fixtures-risk';
import { seedAuditPlan } from './fixtures-audit-plan';
import { seedAuditEngagement } from './fixtures-audit-engagement';
import { seedAuditFindings } from './fixtures-audit-findings';
import { seedCompliance } from './fixtures-compliance';
import { seedMonthly } from './fixtures-monthly';
import { seedEmployeeReviews } from './fixtures-employee-review';
import { seedQa } from './fixtures-qa';
import { seedCompanyAssessments } from './fixtures-company-assessment';
import { outreachSeedOf, seedAuditOutreach } from './fixtures-audit-outreach';
import { seedAuditSurvey, surveySeedOf } from './fixtures-audit-survey';
import { seedAuditChecklist } from './fixtures-audit-checklist';
import { orgSurveyLinkOf, seedSurveys, surveysLinkOf } from './fixtures-surveys';
import { embedLinkOf, eventsLinkOf, seedEmbed, seedEvents } from './fixtures-events';

/**
 * The callers the suites play. `admin` and `employee` are tenant A's people; the holder is the
 * platform owner. Routes a link token opens (`RouteDef.link`, role `questionnaire`) admit none of
 * them: their caller is the link's holder (`linkOf`), and auth.test.ts walks them with forged,
 * expired, other-target and session tokens.
 */
export const CALLERS = ['holder', 'admin', 'employee'] as const;
export type Caller = (typeof CALLERS)[number];

export interface SecurityWorld {
  owner: Person;
  /** the tenant every fixture's own data belongs to; the route's modules are enabled for it */
  a: OrgTenant;
  /** the other tenant: its ids are the "foreign" ones, its modules stay off */
  b: OrgTenant;
  /** platform content: user manuals the owner published */
  manuals: {
    /** for a module tenant A has on */
    readable: Manual;
    /** for a module no tenant has on: hidden from company people */
    hidden: Manual;
  };
  /** one outbox mail of each tenant (its administrator's invitation), by company id */
  mails: Record<string, string>;
}

export interface Manual {
  id: string;
  version: number;
  moduleKey: ModuleKey;
}

/** The module of the manual tenant A may read. */
const READABLE_MODULE: ModuleKey = 'risk';

/** Modules a permitted caller must have on to get past the gate of some route. */
export const gatedModules = (): ModuleKey[] => [
  ...new Set([
    READABLE_MODULE,
    ...ROUTES.flatMap((r) => (r.module && !CORE_MODULES.includes(r.module) ? [r.module] : [])),
  ]),
];

export const publishManual = async (token: string, moduleKey: ModuleKey): Promise<Manual> => {
  const form = new FormData();
  form.set('moduleKey', moduleKey);
  form.set('title', `Guide to ${moduleKey}`);
  form.set('document', new Blob([PDF], { type: 'application/pdf' }), 'guide.pdf');
  const r = await call<{ item: Manual }>('POST', '/user-manual/add', { token, raw: form });
  if (r.status !== 200) throw new Error(`publishing a ${moduleKey} manual: ${r.status} ${r.body.err_msg}`);
  return { id: r.body.data.item.id, version: r.body.data.item.version, moduleKey };
};

/**
 * Owner, tenants A and B through the API, A's gated modules switched on by the owner, and two user
 * manuals: one of a module A has, one of a module nobody has.
 */
export const buildWorld = async (label: string): Promise<SecurityWorld> => {
  const session = await ownerSession();
  const owner: Person = { ...session, email: demoLogins().owner.email };
  const [a, b] = await Promise.all([
    makeTenant(session, `${label}-a`).then(withOrg),
    makeTenant(session, `${label}-b`).then(withOrg),
  ]);
  for (const moduleKey of gatedModules()) {
    const r = await post('/module/update', { companyId: a.companyId, moduleKey, enabled: true }, owner.token);
    if (r.status !== 200)
      throw new Error(`enabling ${moduleKey} for tenant A: ${r.status} ${r.body.err_msg}`);
  }
  // Planning data for both tenants (B's through core: its module is off), named by the fixtures.
  await Promise.all([a, b].map(seedPlanning));
  await Promise.all([a, b].map(seedReports));
  await Promise.all([a, b].map(seedScorecards));
  // Risk data for both tenants (B's through core: its module is off), named by the fixtures.
  await Promise.all([a, b].map(seedRisk));
  await Promise.all([a, b].map(seedAuditPlan));
  await Promise.all([a, b].map(seedAuditEngagement));
  await Promise.all([a, b].map(seedAuditFindings));
  await Promise.all([a, b].map(seedCompliance));
  await Promise.all([a, b].map(seedMonthly));
  await Promise.all([a, b].map(seedEmployeeReviews));
  await Promise.all([a, b].map(seedQa));
  await Promise.all([a, b].map(seedCompanyAssessments));
  await Promise.all([a, b].map(seedAuditOutreach));
  await Promise.all([a, b].map(seedAuditSurvey));
  await Promise.all([a, b].map(seedAuditChecklist));
  await Promise.all([a, b].map(seedSurveys));
  await Promise.all([a, b].map(seedEvents));
  await Promise.all([seedEmbed(owner.token, a, false), seedEmbed(owner.token, b, true)]);
  const hiddenModule = MODULE_KEYS.find((k) => !CORE_MODULES.includes(k) && !gatedModules().includes(k));
  if (!hiddenModule)
    throw new Error('every module is enabled for tenant A: none is left to hide a manual in');
  const manuals = {
    readable: await publishManual(owner.token, READABLE_MODULE),
    hidden: await publishManual(owner.token, hiddenModule),
  };
  const mails: Record<string, string> = {};
  for (const t of [a, b]) {
    const r = await get<{ list: { id: string }[] }>('/company/mails', { limit: 1 }, t.admin.token);
    const id = r.body.data.list?.[0]?.id;
    if (r.status !== 200 || !id) throw new Error(`no outbox mail for ${t.companyName}: ${r.body.err_msg}`);
    mails[t.companyId] = id;
  }
  // Building the world wrote plenty: if none was counted, the counter sees nothing, and every
  // "nothing changed" check would pass on a reused read (state.ts).
  if (sdkWrites() === 0) throw new Error('building the world sent no counted write: SDK writes go uncounted');
  return { owner, a, b, manuals, mails };
};

/** Whether the route table lets this caller in (an administrator is also an employee). */
export const permits = (route: RouteDef, caller: Caller): boolean => {
  if (route.access === 'public') return true;
  if (caller === 'holder') return route.access.includes('holder');
  if (caller === 'admin') return route.access.includes('admin') || route.access.includes('employee');
  return route.access.includes('employee');
};

/**
 * The callers a route admits. A non-public route none of them may call (say, questionnaire-only)
 * gets an empty list here and fails the coverage check in roles.test.ts until the world can play it.
 */
export const permittedCallers = (route: RouteDef): Caller[] =>
  route.access === 'public' || route.link ? [] : CALLERS.filter((c) => permits(route, c));

/** The permitted callers who belong to a company (tenant A's people). */
export const companyCallers = (route: RouteDef): Exclude<Caller, 'holder'>[] =>
  permittedCallers(route).filter((c) => c !== 'holder');

/** A session on a link route is no link at all: a 401 (auth.test.ts), not a role refusal. */
export const refusedCallers = (route: RouteDef): Caller[] =>
  route.access === 'public' || route.link ? [] : CALLERS.filter((c) => !permits(route, c));

/** The link token that opens a link route for tenant A's own data (its purpose's seed). */
export const linkOf = (w: SecurityWorld, route: RouteDef, tenant: OrgTenant = w.a): string => {
  if (route.link === 'audit-questionnaire') return outreachSeedOf(tenant).link;
  if (route.link === 'audit-customer-survey') return surveySeedOf(tenant).link;
  if (route.link === 'survey-review') return surveysLinkOf(tenant);
  if (route.link === 'org-survey-review') return orgSurveyLinkOf(tenant);
  if (route.link === 'calendar-feed') return eventsLinkOf(tenant);
  if (route.link === 'embed') return embedLinkOf(tenant);
  throw new Error(`${route.path}: no seeded link of purpose ${String(route.link)}`);
};

export const personOf = (w: SecurityWorld, caller: Caller): Person =>
  caller === 'holder' ? w.owner : w.a[caller];

/** The world as another tenant's people see it: a fixture's "own data" becomes that tenant's. */
export const seenBy = (w: SecurityWorld, tenant: OrgTenant): SecurityWorld => ({ ...w, a: tenant, b: w.a });
