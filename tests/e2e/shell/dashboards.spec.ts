import {
  addEmployeePeriodicScorecard,
  addEmployeeScorecard,
  getReview,
  saveEmployeeKpi,
  setAgreementStatus,
} from '@stratum/contracts';
import { expect, test } from '@playwright/test';
import { apiAs, newCompany, openHome, OWNER, seriousViolations, signIn } from '../journeys';
import { invitedPerson, performanceYear } from '../performance/set-up';

/*
 * The per-role dashboards of /app/dashboard (docs/dashboard.md). The platform owner lands on their
 * own figures. A supervisor in a fresh company finds the agreement their report submitted both in
 * "What awaits you" and in their team's table for this quarter, and follows it to the inbox.
 */

test.describe('the owner’s dashboard', () => {
  test.use({ storageState: OWNER.state });

  test('shows companies, active people and the companies using each module', async ({ page }) => {
    await openHome(page, OWNER);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Companies and people' })).toBeVisible();
    const companies = main.locator('#platform-companies');
    await expect(companies).toHaveText('Companies');
    // each figure is described by its label; at least the demo companies are counted
    await expect(main.locator('[aria-describedby="platform-companies"]')).toHaveText(/^[1-9]\d*$/);
    await expect(main.getByRole('heading', { level: 2, name: 'Companies using each module' })).toBeVisible();
    await expect(main.locator('[aria-describedby="platform-module-performance"]')).toHaveText(/^[1-9]\d*$/);
    expect(await seriousViolations(page)).toEqual([]);
    await main.getByRole('link', { name: 'Performance Management' }).click();
    await expect(page).toHaveURL(/\/app\/modules\/enable-companies\?module=performance$/);
  });
});

test('a supervisor finds their report’s agreement in what awaits them and in their team', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { admin } = await newCompany('Dash Co', { modules: ['planning', 'performance'], activate: true });
  const api = await apiAs(admin);
  const { annual, quarter } = await performanceYear(api);
  const boss = await invitedPerson(api, 'Bea');
  const report = await invitedPerson(api, 'Sam', boss.id);
  const { scorecard } = await api.call(addEmployeeScorecard, {
    annualPlanId: annual.id,
    employeeId: report.id,
    name: 'Sam’s year',
    source: 'empty',
    includeKeyPerformanceArea: 'No',
    ratingMode: 'automatic',
  });
  await api.call(saveEmployeeKpi, {
    scorecardId: scorecard.id,
    name: 'Calls',
    target: 400,
    weight: 100,
    [`periodicTarget${quarter.quarter + 1}`]: 100,
  });
  const { scorecard: periodic } = await api.call(addEmployeePeriodicScorecard, {
    annualScorecardId: scorecard.id,
    quarter: quarter.quarter,
  });
  const sam = await apiAs(report);
  const { record } = await sam.call(getReview, { scorecardId: periodic.id });
  await sam.call(setAgreementStatus, { scorecardId: periodic.id, version: record.version, action: 'submit' });

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, boss);
  const main = page.getByRole('main');
  await expect(
    main.getByRole('link', { name: 'Agreements and assessments waiting on you: 1' }),
  ).toBeVisible();
  const team = main.getByRole('region', {
    name: new RegExp(`^Your team · \\d{4}(/\\d{2})? Q${quarter.quarter + 1}$`),
  });
  await expect(team.getByRole('row', { name: /Sam Tester/ })).toContainText('Submitted');
  await expect(team.getByRole('row', { name: /Sam Tester/ })).toContainText('Review an agreement');
  expect(await seriousViolations(page)).toEqual([]);
  // the page fits a phone's width
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await main.getByRole('link', { name: '1 waits on you' }).click();
  await expect(page).toHaveURL(/\/app\/my-inbox\/main/);
});
