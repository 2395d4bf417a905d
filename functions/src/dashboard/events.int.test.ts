import type { TCalendarEvent, TFeedLink, TQuarter } from '@stratum/contracts';
import { parseIcal } from '@stratum/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post, stack, type Session } from '../../../tests/support/api';
import { setCompliance, setUpActivity } from '../../../tests/support/compliance';
import { addAnnualPlan, addPlan, setPlanning } from '../../../tests/support/planning';
import { makeTenant, ownerSession, type Tenant } from '../../../tests/support/world';

/**
 * The calendar (docs/calendar.md): a person's events of a month across Strategic Planning and
 * Compliance Management, nothing from a module that is off or from another company, and the
 * iCalendar feed through a link its holder can make again or withdraw.
 */

let owner: Session;
let a: Tenant;
let b: Tenant;
/** a company with neither module on */
let off: Tenant;

const today = new Date().toISOString().slice(0, 10);
const year = today.slice(0, 4);
const month = today.slice(0, 7);
/** the quarter (0..3) today is in, in an annual plan of the calendar year */
const qi = Math.floor((Number(today.slice(5, 7)) - 1) / 3);
const quarterStart = `${year}-${String(qi * 3 + 1).padStart(2, '0')}-01`;
const assessmentsClose = `${month}-20`;
const due = `${month}-12`;

/** The tenant's plan for this year, its current quarter's assessments closing on the 20th, and an activity due on the 12th. */
const seedTenant = async (t: Tenant, activityName: string) => {
  await Promise.all([setPlanning(owner, t.companyId), setCompliance(owner, t.companyId)]);
  const plan = await addPlan(t.admin.token, 'strategic', {
    startDate: `${Number(year) - 1}-01-01`,
    endDate: `${Number(year) + 1}-12-31`,
  });
  const annual = await addAnnualPlan(t.admin.token, plan.id, `${year}-01-01`, `${year}-12-31`);
  const quarters = await get<{ list: TQuarter[] }>(
    '/quarter/all',
    { annualPlanId: annual.id },
    t.admin.token,
  );
  const q = quarters.body.data.list[qi]!;
  const r = await post(
    '/quarter/update',
    {
      annualPlanId: annual.id,
      quarter: qi,
      version: q.version,
      startDate: q.startDate,
      endDate: q.endDate,
      assessmentStartDate: quarterStart,
      assessmentEndDate: assessmentsClose,
    },
    t.admin.token,
  );
  expect(r.status, r.body.err_msg).toBe(200);
  const { activity } = await setUpActivity(t, { recurrence: 'once', startDate: due });
  await post('/compliance/update-activity', { ...activity, name: activityName }, t.admin.token);
  return { annualPlanId: annual.id };
};

const events = async (token: string, m = month): Promise<TCalendarEvent[]> => {
  const r = await get<{ list: TCalendarEvent[] }>('/events/list', { month: m }, token);
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data.list;
};

const feed = async (token: string) => {
  const res = await fetch(`${stack().url}/api/v1/events/feed?token=${encodeURIComponent(token)}`);
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
};

const feedLink = async (
  token: string,
  action: 'create-feed-link' | 'revoke-feed-link',
  body: Record<string, unknown> = {},
) => {
  const r = await post<TFeedLink>(`/events/${action}`, body, token);
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data.link;
};

let aPlan: string;

beforeAll(async () => {
  owner = await ownerSession();
  [a, b, off] = await Promise.all([
    makeTenant(owner, 'events-a'),
    makeTenant(owner, 'events-b'),
    makeTenant(owner, 'events-off'),
  ]);
  [{ annualPlanId: aPlan }] = await Promise.all([
    seedTenant(a, 'Alpha filing'),
    seedTenant(b, 'Beta filing'),
  ]);
});

describe('a month of events', () => {
  it('holds the quarter, its assessment close and the compliance due date, each with its module and screen', async () => {
    const list = await events(a.employee.token);
    const quarter = list.find((e) => e.kind === 'quarter');
    expect(quarter).toMatchObject({ module: 'planning', link: '/app/annual/manage-quarters' });
    expect(quarter!.id).toContain(aPlan);
    expect(list.find((e) => e.kind === 'assessment-deadline')).toMatchObject({
      module: 'planning',
      date: assessmentsClose,
    });
    // the employee is in the activity's complying team
    const compliance = list.find((e) => e.kind === 'compliance-due');
    expect(compliance).toMatchObject({ module: 'compliance', date: due, subject: 'Alpha filing' });
    expect(compliance!.link).toMatch(/^\/app\/compliance-management\/activity\//);
    // the administrator (every activity) sees it too
    expect((await events(a.admin.token)).map((e) => e.subject)).toContain('Alpha filing');
  });

  it('never shows another company’s events', async () => {
    const list = await events(a.admin.token);
    expect(list.map((e) => e.subject)).not.toContain('Beta filing');
    expect(list.every((e) => !e.id.includes(b.companyId))).toBe(true);
    expect((await events(b.admin.token)).map((e) => e.subject)).not.toContain('Alpha filing');
  });

  it('gives nothing from modules that are off', async () => {
    expect(await events(off.admin.token)).toEqual([]);
  });

  it('refuses a month that is not YYYY-MM', async () => {
    const r = await get('/events/list', { month: '2026-13' }, a.admin.token);
    expect(r.status).toBe(400);
    expect(r.body.err_msg).toMatch(/month/);
  });
});

describe('the calendar feed', () => {
  it('answers iCalendar through the link; a new link withdraws the old; a withdrawn link answers nothing', async () => {
    const none = await get<TFeedLink>('/events/feed-link', {}, a.employee.token);
    expect(none.body.data.link).toBeNull();

    const first = (await feedLink(a.employee.token, 'create-feed-link'))!;
    const shown = await get<TFeedLink>('/events/feed-link', {}, a.employee.token);
    expect(shown.body.data.link?.token).toBe(first.token);

    const ok = await feed(first.token);
    expect(ok.status).toBe(200);
    expect(ok.type).toMatch(/^text\/calendar/);
    expect(ok.text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const parsed = parseIcal(ok.text);
    const close = parsed.find((e) => e.DTSTART === assessmentsClose.replace(/-/g, ''));
    expect(close?.SUMMARY).toMatch(/assessments due/);
    expect(close?.URL).toMatch(/\/app\/annual\/manage-quarters$/);
    expect(parsed.map((e) => e.SUMMARY)).toContain('Compliance due: Alpha filing');
    expect(ok.text).not.toContain('Beta filing');

    const second = (await feedLink(a.employee.token, 'create-feed-link'))!;
    expect(second.token).not.toBe(first.token);
    const old = await feed(first.token);
    expect(old.status).toBe(401);
    expect(old.text).not.toContain('VCALENDAR');
    expect((await feed(second.token)).status).toBe(200);

    expect(await feedLink(a.employee.token, 'revoke-feed-link')).toBeNull();
    const revoked = await feed(second.token);
    expect(revoked.status).toBe(401);
    expect(revoked.text).not.toContain('Alpha filing');
    expect((await get<TFeedLink>('/events/feed-link', {}, a.employee.token)).body.data.link).toBeNull();
  });

  it('titles the feed’s events in the language chosen when the link was made', async () => {
    const german = (await feedLink(b.employee.token, 'create-feed-link', { language: 'de' }))!;
    const titles = parseIcal((await feed(german.token)).text).map((e) => e.SUMMARY);
    expect(titles).toContain('Compliance fällig: Beta filing');
    expect(titles.some((t) => /Bewertungen fällig$/.test(t ?? ''))).toBe(true);
    const refused = await post<TFeedLink>('/events/create-feed-link', { language: 'fr' }, b.employee.token);
    expect(refused.status).toBe(400);
    expect(refused.body.err_msg).toMatch(/language must be one of en, de, bn/);
    // the refused call changed nothing: the German link still opens the feed
    expect((await feed(german.token)).status).toBe(200);
  });

  it('refuses a feed without a link, or with a session token', async () => {
    expect((await feed('')).status).toBe(401);
    expect((await feed(a.employee.token)).status).toBe(401);
  });
});

describe('a module switched off', () => {
  it('takes its events away and leaves the others', async () => {
    await setPlanning(owner, a.companyId, false);
    try {
      const list = await events(a.admin.token);
      expect(list.filter((e) => e.module === 'planning')).toEqual([]);
      expect(list.map((e) => e.subject)).toContain('Alpha filing');
    } finally {
      await setPlanning(owner, a.companyId, true);
    }
  });
});
