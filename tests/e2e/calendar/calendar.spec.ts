import {
  addActivity,
  addAnnualPlan,
  COMPLIANCE_SETUP_ROUTES,
  createApiClient,
  listQuarters,
  login,
  PLAN_ROUTES,
  updateQuarter,
} from '@stratum/contracts';
import { parseIcal } from '@stratum/rules';
import { expect, test } from '@playwright/test';
import { API_ORIGIN, apiAs, newCompany, seriousViolations, signIn, unique } from '../journeys';

/*
 * The calendar (docs/calendar.md): in a fresh company with Strategic Planning and
 * Compliance Management, the month view shows this quarter's assessment deadline and an activity's
 * compliance date, each linking to its screen, the month in the URL; the person makes a calendar
 * feed link, the .ics it opens parses and holds the deadline; once withdrawn, the link is refused.
 * The plan, quarter windows and activity are set up through the API (their screens have journeys).
 */

test('the month view shows a quarter deadline and a compliance date; the feed link opens an .ics until withdrawn', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 1000 });

  const { admin } = await newCompany('Calendar co', { modules: ['planning', 'compliance'], activate: true });
  const { user } = await createApiClient({ baseUrl: API_ORIGIN }).call(login, {
    email: admin.email,
    password: admin.password,
  });
  const api = await apiAs(admin);
  const today = new Date().toISOString().slice(0, 10);
  const year = today.slice(0, 4);
  const month = today.slice(0, 7);
  const deadline = `${month}-20`;
  const { strategic: plan } = await api.call(PLAN_ROUTES.strategic.add, {
    description: unique('Calendar plan'),
    startDate: `${year}-01-01`,
    endDate: `${year}-12-31`,
    status: 'Active',
  });
  const { item: annual } = await api.call(addAnnualPlan, {
    strategicPlanId: plan.id,
    startDate: `${year}-01-01`,
    endDate: `${year}-12-31`,
  });
  const q = (await api.call(listQuarters, { annualPlanId: annual.id })).list.find(
    (x) => x.startDate <= today && today <= x.endDate,
  )!;
  await api.call(updateQuarter, {
    annualPlanId: annual.id,
    quarter: q.quarter,
    version: q.version,
    startDate: q.startDate,
    endDate: q.endDate,
    assessmentStartDate: q.startDate,
    assessmentEndDate: deadline,
  });
  const { item: regulation } = await api.call(COMPLIANCE_SETUP_ROUTES.regulation.add, {
    name: unique('VAT Act'),
    source: 'Tax office',
    reference: 's. 12',
  });
  const team = (name: string) => ({ name: unique(name), memberIds: [user.employeeId!] });
  const { item: doers } = await api.call(COMPLIANCE_SETUP_ROUTES.complying.add, team('Finance'));
  const { item: reviewers } = await api.call(COMPLIANCE_SETUP_ROUTES.compliance.add, team('Tax desk'));
  const activityName = unique('VAT return filed');
  await api.call(addActivity, {
    name: activityName,
    description: null,
    regulationId: regulation.id,
    complyingTeamId: doers.id,
    complianceTeamId: reviewers.id,
    recurrence: 'once',
    rule: null,
    startDate: `${month}-12`,
    graceDays: 0,
  });

  // ---- the month view, from the Dashboard's section menu
  await signIn(page, admin);
  await page.goto('/app/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  const grid = page.getByRole('table', { name: /What is due in/ });
  const deadlineLink = grid.getByRole('link', { name: `${year} Q${q.quarter + 1}: assessments due` });
  await expect(deadlineLink).toBeVisible();
  await expect(grid.getByRole('cell', { name: new RegExp(`^${deadline}:`) })).toContainText(
    'assessments due',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page).toHaveURL(/\/app\/calendar\?month=\d{4}-\d{2}$/);
  await expect(deadlineLink).toBeHidden();
  await page.getByRole('button', { name: 'This month' }).click();
  await expect(page).toHaveURL(new RegExp(`month=${month}$`));
  await grid.getByRole('link', { name: `Compliance due: ${activityName}` }).click();
  await expect(page).toHaveURL(/\/app\/compliance-management\/activity\/[0-9A-Z]+$/);
  await page.goBack();

  // ---- the feed link: made, read by a mail program, withdrawn
  await page.getByRole('button', { name: 'Make a calendar feed link' }).click();
  const address = page.getByLabel('Your private calendar address');
  await expect(address).toHaveValue(/\/api\/v1\/events\/feed\?token=/);
  const url = await address.inputValue();
  const feed = await page.request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  const events = parseIcal(await feed.text());
  const held = events.find((e) => e.DTSTART === deadline.replace(/-/g, ''));
  expect(held?.SUMMARY).toBe(`${year} Q${q.quarter + 1}: assessments due`);
  expect(events.map((e) => e.SUMMARY)).toContain(`Compliance due: ${activityName}`);

  await page.getByRole('button', { name: 'Withdraw link' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Withdraw link' }).click();
  await expect(page.getByRole('button', { name: 'Make a calendar feed link' })).toBeVisible();
  const refused = await page.request.get(url);
  expect(refused.status()).toBe(401);
  expect(await refused.text()).not.toContain('VCALENDAR');
});
