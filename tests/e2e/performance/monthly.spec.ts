import {
  addAnnualPlan,
  addCorporateScorecard,
  addEmployee,
  addEmployeeScorecard,
  createApiClient,
  resetPassword,
  saveEmployeeKpi,
  strategicPlanRoutes,
  strategicScorecardRoutes,
} from '@stratum/contracts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  API_ORIGIN,
  apiAs,
  invitationLink,
  latestMailTo,
  newCompany,
  seriousViolations,
  signIn,
  toasts,
  unique,
} from '../journeys';

/*
 * Monthly progress: an employee records this month's figure on a KPI of their annual
 * scorecard and the bar takes the colour of spec §5 (under 60 red, under 90 amber, else green);
 * an administrator records the company scorecard's progress, and the company progress page and
 * the monthly progress report show it.
 *
 *   KPI            target  figure  percent          colour
 *   Sales (DESC)   200     100     100/200 = 50%    red (danger)
 *   Sales (DESC)   200     190     190/200 = 95%    green (success)
 *   Revenue (DESC) 1000    700     700/1000 = 70%   amber (warning)
 */

const RED = 'rgb(239, 68, 68)';
const AMBER = 'rgb(245, 158, 11)';
const GREEN = 'rgb(16, 185, 129)';

const rowOf = (page: Page, table: string, text: string) =>
  page.getByRole('table', { name: table, exact: true }).getByRole('row').filter({ hasText: text });

const expectBar = async (bar: Locator, text: string, colour: string) => {
  await expect(bar).toContainText(text);
  await expect(bar.locator('.p-progressbar-value')).toHaveCSS('background-color', colour);
};

test('an employee records a monthly update, the bar changes colour, and the company progress shows', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  const { admin } = await newCompany('Monthly Co', { modules: ['planning', 'performance'], activate: true });
  const api = await apiAs(admin);
  const y = new Date().getUTCFullYear();
  const planName = unique('Vision');
  const { strategic } = await api.call(strategicPlanRoutes.add, {
    description: planName,
    startDate: `${y}-01-01`,
    endDate: `${y + 2}-12-31`,
    status: 'Active',
  });
  const { item: annual } = await api.call(addAnnualPlan, {
    strategicPlanId: strategic.id,
    startDate: `${y}-01-01`,
    endDate: `${y}-12-31`,
  });
  const { scorecard: source } = await api.call(strategicScorecardRoutes.add, {
    strategicPlanId: strategic.id,
    name: 'Strategy',
    includeKeyPerformanceArea: 'No',
    ratingMode: 'automatic',
  });
  await api.call(strategicScorecardRoutes.saveKpi, {
    scorecardId: source.id,
    name: 'Revenue',
    target: 1000,
    weight: 100,
  });
  await api.call(addCorporateScorecard, {
    annualPlanId: annual.id,
    strategicScorecardId: source.id,
    name: 'Company year',
  });

  // the employee, invited by the administrator, with an annual scorecard holding one KPI
  const email = `${unique('seller').replace(' ', '-')}@example.com`;
  const { employee } = await api.call(addEmployee, {
    firstName: 'Sal',
    lastName: 'Esman',
    email,
    giveAccess: true,
  });
  const authKey = new URL(invitationLink(await latestMailTo(email, /invited/))).searchParams.get('authKey');
  const seller = { email, password: 'Seller!2026pass', home: /\/app\/dashboard$/ };
  await createApiClient({ baseUrl: API_ORIGIN }).call(resetPassword, {
    email,
    password: seller.password,
    authKey: authKey ?? '',
  });
  const { scorecard } = await api.call(addEmployeeScorecard, {
    annualPlanId: annual.id,
    employeeId: employee.id,
    name: 'Sales year',
    source: 'empty',
    includeKeyPerformanceArea: 'No',
    ratingMode: 'automatic',
  });
  await api.call(saveEmployeeKpi, { scorecardId: scorecard.id, name: 'Sales', target: 200, weight: 100 });

  // the employee records this month's figure
  await signIn(page, seller);
  await page.goto('/app/my-inbox/monthly-progress/employee-progresses');
  await expect(page.getByRole('heading', { name: 'Employee monthly progress' })).toBeVisible();
  await expect(page).toHaveURL(/annualPlanId=.*month=\d{4}-\d{2}/);
  const sales = rowOf(page, 'KPIs of Sales year', 'Sales');
  await expect(sales).toContainText('Nothing recorded');
  await page.getByLabel('Figure for Sales', { exact: true }).fill('100');
  await page.getByLabel('Comment on Sales', { exact: true }).fill('Slow start');
  await page.getByRole('button', { name: 'Save the figure for Sales' }).click();
  await expectBar(sales.locator('.monthly-progress'), '50%', RED);
  await expect(sales).toContainText('Slow start');

  await page.getByLabel('Figure for Sales', { exact: true }).fill('190');
  await page.getByRole('button', { name: 'Save the figure for Sales' }).click();
  await expectBar(sales.locator('.monthly-progress'), '95%', GREEN);
  await expectBar(page.locator('.monthly-average .monthly-progress'), '95%', GREEN);
  expect(await seriousViolations(page)).toEqual([]);

  // a bad figure is refused under the inputs, nothing saved
  await page.getByLabel('Figure for Sales', { exact: true }).fill('-5');
  await page.getByRole('button', { name: 'Save the figure for Sales' }).click();
  await expect(sales.getByRole('alert')).toHaveText('Enter a figure of 0 or more.');
  await expectBar(sales.locator('.monthly-progress'), '95%', GREEN);

  // the administrator records the company's progress
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await adminPage.setViewportSize({ width: 1400, height: 900 });
  await signIn(adminPage, admin);
  await adminPage.goto('/app/my-inbox/monthly-progress/company-progresses');
  await adminPage.getByLabel('Figure for Revenue', { exact: true }).fill('700');
  await adminPage.getByRole('button', { name: 'Save the figure for Revenue' }).click();
  await expectBar(
    rowOf(adminPage, 'KPIs of Company year', 'Revenue').locator('.monthly-progress'),
    '70%',
    AMBER,
  );
  await expect(toasts(adminPage).locator('.p-toast-message-error')).toHaveCount(0);

  // the monthly progress report shows both
  await adminPage.goto('/app/reports/monthly-progress');
  await expectBar(adminPage.locator('.monthly-overall .monthly-progress').first(), '95%', GREEN);
  await expectBar(adminPage.locator('.monthly-overall .monthly-progress').nth(1), '70%', AMBER);
  expect(await seriousViolations(adminPage)).toEqual([]);
  await adminContext.close();

  // the employee sees the company progress, read only
  await page.goto('/app/my-inbox/monthly-progress/company-progresses');
  const revenue = rowOf(page, 'KPIs of Company year', 'Revenue');
  await expectBar(revenue.locator('.monthly-progress'), '70%', AMBER);
  await expect(page.getByLabel('Figure for Revenue')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});
