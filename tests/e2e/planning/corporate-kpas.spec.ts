import {
  addAnnualPlan,
  addCorporateScorecard,
  strategicPlanRoutes,
  strategicScorecardRoutes,
} from '@stratum/contracts';
import { expect, test } from '@playwright/test';
import { apiAs, chooseOption, newCompany, seriousViolations, signIn, toasts, unique } from '../journeys';

/*
 * docs/planning.md "Corporate scorecards: KPAs and KPIs": in a fresh company whose annual corporate
 * scorecard was copied from a strategic one (set up through the API), the administrator adds a key
 * performance area and a KPI under it on the corporate scorecard, sees the weights go past 100, is
 * told the area is in use while it has the KPI, then deletes the KPI and the area.
 */
test('an administrator adds, renames and deletes a corporate scorecard’s own KPA and KPI', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1500, height: 950 });
  const { admin } = await newCompany('Corporate KPAs co', { modules: ['planning'], activate: true });
  const api = await apiAs(admin);
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
    includeKeyPerformanceArea: 'Yes',
    ratingMode: 'automatic',
  });
  const { kpa } = await api.call(strategicScorecardRoutes.addKpa, { scorecardId: source.id, name: 'Growth' });
  await api.call(strategicScorecardRoutes.saveKpi, {
    scorecardId: source.id,
    kpaId: kpa.id,
    name: 'Market share',
    target: 20,
    weight: 100,
  });
  const { item: year } = await api.call(addAnnualPlan, {
    strategicPlanId: strategic.id,
    startDate: `${y}-01-01`,
    endDate: `${y}-12-31`,
  });
  const { scorecard } = await api.call(addCorporateScorecard, {
    annualPlanId: year.id,
    strategicScorecardId: source.id,
    name: `Corporate ${y}`,
  });

  await signIn(page, admin);
  await page.goto(`/app/annual/corporate-scorecards?annualPlanId=${year.id}&scorecardId=${scorecard.id}`);
  const panel = page.getByRole('region', { name: 'Key performance areas and KPIs' });
  await expect(panel).toContainText('Growth');
  await expect(panel).toContainText('1 KPI, weights 100%');

  // a key performance area of its own, and a KPI under it
  await panel.getByLabel('New key performance area').fill('Customers');
  await panel.getByRole('button', { name: 'Add key performance area' }).click();
  await expect(toasts(page)).toContainText('Key performance area “Customers” added');
  await panel.getByLabel('New KPI').fill('Retention');
  await chooseOption(page, 'Key performance area', 'Customers');
  await panel.getByLabel('Weight %').fill('20');
  await panel.getByRole('button', { name: 'Add KPI' }).click();
  await expect(toasts(page)).toContainText('KPI “Retention” added');
  await expect(page.getByRole('table', { name: `KPIs of Corporate ${y}` })).toContainText('Retention');
  // 100 + 20: the weights are said to be wrong, as on a strategic scorecard
  await expect(page.getByText('120 of 100')).toBeVisible();
  await expect(page.getByText('the weights must add up to 100')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // renamed in place
  await panel.getByRole('button', { name: 'Rename Customers' }).click();
  await panel.getByLabel('Name', { exact: true }).fill('Clients');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel).toContainText('Clients');

  // in use while the KPI is under it
  await panel.getByRole('button', { name: 'Delete Clients' }).click();
  await page.getByRole('dialog', { name: 'Delete Clients?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toasts(page)).toContainText('is in use: 1 KPI is filed under it');

  // the KPI, then the area
  await page.getByRole('button', { name: 'Delete Retention' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Retention?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toasts(page)).toContainText('KPI “Retention” deleted');
  await expect(page.getByText('100 of 100')).toBeVisible();
  await panel.getByRole('button', { name: 'Delete Clients' }).click();
  await page.getByRole('dialog', { name: 'Delete Clients?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toasts(page)).toContainText('Key performance area “Clients” deleted');
  await expect(panel).not.toContainText('Clients');
});
