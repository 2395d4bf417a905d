import {
  addAnnualPlan,
  addEmployee,
  businessUnitRoutes,
  strategicPlanRoutes,
  strategicScorecardRoutes,
} from '@stratum/contracts';
import { createApiClient, resetPassword } from '@stratum/contracts';
import { expect, test, type Page } from '@playwright/test';
import {
  API_ORIGIN,
  apiAs,
  chooseOption,
  invitationLink,
  latestMailTo,
  newCompany,
  seriousViolations,
  signIn,
  toasts,
  unique,
} from '../journeys';
import { invitedPerson, pageFor, type Api } from '../performance/set-up';

/*
 * spec §2 my inbox annual-corporate-scorecards and periodic-corporate-scorecards, docs/planning.md
 * "Corporate scorecards in my inbox": in a fresh company, the head of the business unit that owns
 * the strategy plan builds the year's annual corporate scorecard from a strategic scorecard, then
 * its Q1 scorecard, from their inbox; a plain employee reads the list, is offered no change, and
 * the add page makes no call they may not make. The plan and its strategic scorecard are set up
 * through the API (their own screens have journeys of their own).
 */

/** A person placed in a unit as its head, who set their password from the invitation. */
const unitHead = async (api: Api, first: string, unitId: string) => {
  const email = `${unique(first.toLowerCase()).replace(' ', '-')}@example.com`;
  await api.call(addEmployee, {
    firstName: first,
    lastName: 'Tester',
    email,
    giveAccess: true,
    unitId,
    businessUnitHead: 'Yes',
  });
  const authKey = new URL(invitationLink(await latestMailTo(email, /invited/))).searchParams.get('authKey');
  const password = `${first}!2026pass`;
  await createApiClient({ baseUrl: API_ORIGIN }).call(resetPassword, {
    email,
    password,
    authKey: authKey ?? '',
  });
  return { email, password, home: /\/app\/dashboard$/ };
};

/** Every refused call the page makes (a screen must not make calls its user may not make). */
const refusedCalls = (page: Page) => {
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/v1/') && r.status() === 403) refused.push(r.url());
  });
  return refused;
};

test('the head of the business unit owning the strategy plan builds the annual and a periodic corporate scorecard from my inbox; an employee only reads', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1500, height: 950 });

  // ---- set-up through the API: the company, its owning business unit and head, the plan
  const { admin } = await newCompany('Inbox corporate co', { modules: ['planning'], activate: true });
  const api = await apiAs(admin);
  const { business_unit: unit } = await api.call(businessUnitRoutes.add, {
    name: 'Head office',
    strategyPlanOwner: 'Yes',
    status: 'Active',
  });
  const bea = await unitHead(api, 'Bea', unit.id);
  const pat = await invitedPerson(api, 'Pat');
  const y = new Date().getUTCFullYear();
  const { strategic } = await api.call(strategicPlanRoutes.add, {
    description: unique('Vision'),
    startDate: `${y}-01-01`,
    endDate: `${y + 2}-12-31`,
    status: 'Active',
  });
  const { scorecard: source } = await api.call(strategicScorecardRoutes.add, {
    strategicPlanId: strategic.id,
    name: 'Group strategy',
    includeKeyPerformanceArea: 'No',
    ratingMode: 'automatic',
  });
  for (const [name, periodicTarget1, weight] of [
    ['Market share', 20, 60],
    ['Net promoter score', 40, 40],
  ] as const)
    await api.call(strategicScorecardRoutes.saveKpi, {
      scorecardId: source.id,
      name,
      kpiType: 'Quantitative',
      optionType: 'DESC',
      periodicTarget1,
      weight,
    });
  await api.call(addAnnualPlan, {
    strategicPlanId: strategic.id,
    startDate: `${y}-01-01`,
    endDate: `${y}-12-31`,
  });

  // ---- Bea builds the annual scorecard from her inbox
  await signIn(page, bea);
  const refusedBea = refusedCalls(page);
  await page.goto('/app/my-inbox/annual-corporate-scorecards');
  await expect(page).toHaveURL(/\/annual-corporate-scorecards\/list\?annualPlanId=/);
  await expect(page.getByRole('heading', { name: 'My annual corporate scorecards' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('as head of Head office');
  await expect(page.getByText('No corporate scorecards yet')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Create annual scorecard' }).click();
  await expect(page).toHaveURL(/\/annual-corporate-scorecards\/add\?annualPlanId=/);
  await chooseOption(page, 'Strategic scorecard', 'Group strategy');
  await page.getByLabel('Name', { exact: true }).fill(`Corporate ${y}`);
  await page.getByRole('button', { name: 'Create annual scorecard' }).click();
  await expect(toasts(page)).toContainText(`Corporate ${y}`);
  await expect(page).toHaveURL(/\/annual-corporate-scorecards\/edit\/[0-9A-Z]{26}\?annualPlanId=/);
  const kpis = page.getByRole('table', { name: `KPIs of Corporate ${y}` });
  await expect(kpis).toContainText('Market share');
  await expect(kpis).toContainText('Net promoter score');
  await expect(
    page.getByRole('button', { name: 'Edit the targets and weight of Market share' }),
  ).toBeVisible();
  // its progress report, as a PDF (spec §7 progress-report)
  const progress = page.getByRole('group', { name: /^Progress report/ });
  const popup = page.waitForEvent('popup');
  await progress.getByRole('button', { name: 'Export to PDF' }).click();
  await (await popup).close();
  await expect(
    progress.getByRole('link', { name: /scorecard-progress-corporate-\d{4}-.+\.pdf/ }),
  ).toBeVisible();

  // ---- and its Q1 scorecard
  await page.goto('/app/my-inbox/periodic-corporate-scorecards');
  await expect(page.getByRole('heading', { name: 'My periodic corporate scorecards' })).toBeVisible();
  await page.getByRole('link', { name: 'Create periodic scorecard' }).click();
  await expect(page).toHaveURL(/\/periodic-corporate-scorecards\/add-periodic\?annualPlanId=/);
  await page.getByRole('button', { name: 'Create Q1 scorecard' }).click();
  await expect(page).toHaveURL(/\/periodic-corporate-scorecards\/edit-periodic\/[0-9A-Z]{26}/);
  await expect(page.getByRole('table', { name: `KPIs of Corporate ${y} (Q1)` })).toContainText(
    'Market share',
  );
  await page.goto('/app/my-inbox/periodic-corporate-scorecards/list');
  await expect(page.getByRole('button', { name: `Corporate ${y} (Q1)` })).toBeVisible();
  expect(refusedBea).toEqual([]);

  // ---- Pat reads, is offered no change, and the add page calls nothing Pat may not call
  const patPage = await pageFor(browser, pat);
  const refusedPat = refusedCalls(patPage);
  await patPage.goto('/app/my-inbox/annual-corporate-scorecards/list');
  await expect(patPage.getByRole('button', { name: `Corporate ${y}`, exact: true })).toBeVisible();
  await expect(patPage.getByRole('note')).toContainText('You can read the corporate scorecards');
  await expect(patPage.getByRole('button', { name: 'Create annual scorecard' })).toHaveCount(0);
  await patPage.getByRole('button', { name: `Corporate ${y}`, exact: true }).click();
  await expect(patPage.getByRole('table', { name: `KPIs of Corporate ${y}` })).toContainText('Market share');
  await expect(
    patPage.getByRole('button', { name: 'Edit the targets and weight of Market share' }),
  ).toHaveCount(0);
  await patPage.goto('/app/my-inbox/annual-corporate-scorecards/add');
  await expect(patPage.getByText('Not yours to change')).toBeVisible();
  await expect(patPage.getByLabel('Strategic scorecard')).toHaveCount(0);
  expect(refusedPat).toEqual([]);
});
