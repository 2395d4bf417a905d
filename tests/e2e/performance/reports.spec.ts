import {
  addEmployee,
  addEmployeePeriodicScorecard,
  addEmployeeScorecard,
  UNIT_ROUTES,
} from '@stratum/contracts';
import { expect, test } from '@playwright/test';
import { apiAs, chooseOption, newCompany, seriousViolations, signIn, unique } from '../journeys';
import { performanceYear } from './set-up';

/*
 * The performance reports: a company with two employees' quarters (one placed in
 * Sales / Retail, one in no unit), both agreements in Draft. The administrator opens the
 * agreement report for the quarter (2 Draft, 100%), narrows it to Sales (1), and opens the curve
 * report (both not rated: score 0, 100%), whose selections live in the URL, and exports it.
 */
test('an administrator reads the agreement and curve reports of a quarter, narrows them to a business unit and exports', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { admin } = await newCompany('Reports Co', { modules: ['planning', 'performance'], activate: true });
  const api = await apiAs(admin);
  const { annual, quarter } = await performanceYear(api, (q) => q.open.pmAgreement);
  const label = `Q${quarter.quarter + 1}`;
  const { business_unit: sales } = await api.call(UNIT_ROUTES['business-unit'].add, {
    name: 'Sales',
    status: 'Active',
    strategyPlanOwner: 'No',
  });
  const { department: retail } = await api.call(UNIT_ROUTES.department.add, {
    name: 'Retail',
    status: 'Active',
    businessUnitId: sales.id,
  });
  for (const [first, unitId] of [
    ['Ann', retail.id],
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
  await page.goto(`/app/reports/performance-agreement-reports?annualPlanId=${annual.id}&quarter=${label}`);
  await expect(page.getByRole('heading', { name: 'Performance agreement report' })).toBeVisible();
  const counts = page.getByRole('table', { name: 'By agreement status' });
  await expect(counts.getByRole('row', { name: /Draft/ })).toContainText('2');
  await expect(counts.getByRole('row', { name: /Draft/ })).toContainText('100%');
  const people = page.getByRole('table', { name: 'Employees' });
  await expect(people).toContainText('Ann Tester');
  await expect(people).toContainText('Ben Tester');
  expect(await seriousViolations(page)).toEqual([]);

  await chooseOption(page, 'Business unit', 'Sales');
  await expect(page).toHaveURL(new RegExp(`businessUnitId=${sales.id}`));
  await expect(people).toContainText('Ann Tester');
  await expect(people).not.toContainText('Ben Tester');
  await expect(page.getByText('1 employee in all')).toBeVisible();

  await page.goto(`/app/reports/performance-curve-reports?annualPlanId=${annual.id}&quarter=${label}`);
  await expect(page.getByRole('heading', { name: 'Performance curve report' })).toBeVisible();
  await expect(
    page.getByRole('img', { name: /Employees per score: 0: 2 \(100%\); 1: 0 \(0%\)/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Performance curve' }).getByRole('row', { name: /Not rated/ }),
  ).toContainText('100%');
  expect(await seriousViolations(page)).toEqual([]);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Export to PDF' }).click();
  await (await popup).close();
  await expect(page.getByRole('link', { name: /performance-curve-q\d-.+\.pdf/ })).toBeVisible();
});
