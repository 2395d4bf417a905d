import {
  addEmployee,
  addEmployeePeriodicScorecard,
  addEmployeeScorecard,
  UNIT_ROUTES,
} from '@stratum/contracts';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiAs, chooseOption, newCompany, seriousViolations, signIn, unique } from '../journeys';
import { performanceYear } from './set-up';

/*
 * spec §2 /app/performance review-cycles, employee-reviews and company-reviews (docs/performance.md
 * "Review administration"): in a fresh company with two employees' quarters (Ann in Sales, Ben in
 * no unit; both agreements Draft), the administrator reads the plan's review cycles (the quarter:
 * 0 of 2 agreed), the employee reviews of the quarter narrowed to Sales and exported to CSV, and
 * the company reviews by quarter (none assessed yet).
 */
test('an administrator follows the review cycles, the employee reviews (filtered, exported) and the company reviews', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { admin } = await newCompany('Review admin co', {
    modules: ['planning', 'performance'],
    activate: true,
  });
  const api = await apiAs(admin);
  const { annual, quarter } = await performanceYear(api, (q) => q.open.pmAgreement);
  const label = `Q${quarter.quarter + 1}`;
  const { business_unit: sales } = await api.call(UNIT_ROUTES['business-unit'].add, {
    name: 'Sales',
    status: 'Active',
    strategyPlanOwner: 'No',
  });
  for (const [first, unitId] of [
    ['Ann', sales.id],
    ['Ben', undefined],
  ] as const) {
    const { employee } = await api.call(addEmployee, {
      firstName: first,
      lastName: 'Tester',
      email: `${unique(first.toLowerCase()).replace(' ', '-')}@example.com`,
      ...(unitId ? { unitId } : {}),
    });
    const { scorecard } = await api.call(addEmployeeScorecard, {
      annualPlanId: annual.id,
      employeeId: employee.id,
      name: `${first} year`,
      source: 'empty',
      includeKeyPerformanceArea: 'No',
      ratingMode: 'automatic',
    });
    await api.call(addEmployeePeriodicScorecard, {
      annualScorecardId: scorecard.id,
      quarter: quarter.quarter,
    });
  }

  await page.setViewportSize({ width: 1500, height: 950 });
  await signIn(page, admin);

  // the dashboard's figures: the running quarter, none of its two agreements agreed yet
  await expect(page.getByRole('heading', { name: /^Performance reviews · / })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Agreements agreed of 2 (0%)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Strategic plans running' })).toBeVisible();

  // review cycles: the running quarter, none of its two agreements agreed yet
  await page.goto(`/app/performance/review-cycles?annualPlanId=${annual.id}`);
  await expect(page.getByRole('heading', { name: 'Review cycles' })).toBeVisible();
  const cycles = page.getByRole('table', { name: /^Review cycles of/ });
  const row = cycles.getByRole('row', { name: new RegExp(`^${label} `) });
  await expect(row).toContainText('Running');
  await expect(row).toContainText('0 / 2 (0%)');
  await expect(page.getByLabel(`${label}: 0 of 2 agreements agreed`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // employee reviews of the quarter, narrowed to Sales and to Draft agreements, exported
  await page.goto(`/app/performance/employee-reviews?annualPlanId=${annual.id}&quarter=${label}`);
  await expect(page.getByRole('heading', { name: 'All employee reviews' })).toBeVisible();
  const reviews = page.getByRole('table', { name: `Employee reviews of ${label}` });
  await expect(reviews).toContainText('Ann Tester');
  await expect(reviews).toContainText('Ben Tester');
  await chooseOption(page, 'Business unit', 'Sales');
  await expect(page).toHaveURL(new RegExp(`businessUnitId=${sales.id}`));
  await expect(reviews).not.toContainText('Ben Tester');
  await chooseOption(page, 'Agreement status', 'Draft');
  await expect(page).toHaveURL(/agreementStatus=Draft/);
  await expect(page.getByText('1 of 1 employees shown')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  expect(csv).toContain('Ann Tester');
  expect(csv).not.toContain('Ben Tester');
  expect(csv).toContain('Draft');

  // company reviews: no quarter assessed yet (no periodic corporate scorecards)
  await page.goto(`/app/performance/company-reviews?annualPlanId=${annual.id}`);
  await expect(page.getByRole('heading', { name: 'Company reviews by quarter' })).toBeVisible();
  const company = page.getByRole('table', { name: /^Company reviews of/ });
  await expect(company.getByRole('row', { name: new RegExp(`^${label} `) })).toContainText(
    'No periodic corporate scorecard',
  );
  expect(await seriousViolations(page)).toEqual([]);
});
