import { listAnnualPlans } from '@stratum/contracts';
import { expect, test } from '@playwright/test';
import { ADMIN, apiAs, openHome, seriousViolations } from '../journeys';

// Starts signed in (sign-in.setup.ts): signing in is not what this journey tests.
test.use({ storageState: ADMIN.state });

/*
 * The company reports (docs/performance.md "Company reports") as the Acme administrator on the demo
 * data: the 2026 annual plan's corporate scorecard (Q1 and Q2 actuals; scale 0–59 → 1, 60–79 → 2,
 * 80–99 → 3, 100–119 → 4, 120–149 → 5). Q1 by hand:
 *   Revenue growth 3.4 / 3 = 113% → 4 × 20% = 0.8; Operating margin 16.2 / 16 = 101% → 4 × 15% = 0.6;
 *   Customer satisfaction 81 / 80 = 101% → 4 × 15% = 0.6; Complaints (lower is better) 20 / 18 =
 *   111% → 4 × 10% = 0.4; Lead time 7 / 6.5 = 108% → 4 × 10% = 0.4; Defects 3 / 3.1 = 97% → 3 × 10%
 *   = 0.3; Trained 30 / 25 = 120% → 5 × 10% = 0.5; Leadership culture scored 4 × 10% = 0.4 → 4.00.
 * Q2: 0.6 + 0.45 + 0.6 + 0.2 + 0.4 + 0.4 + 0.3 + 0.4 = 3.35; Q3 and Q4 have no actuals yet; to
 * date after Q2: (4 + 3.35) / 2 = 3.68 (3.675 rounded half up).
 */
test('the company, progressive and CEO reports of the demo year show the scored KPIs, the chart and the quarters, and export', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1500, height: 950 });
  const api = await apiAs(ADMIN);
  const plan = (await api.call(listAnnualPlans, {})).list.find(
    (a) => a.strategicPlanDescription === 'Acme Strategy 2025–2029' && a.startDate === '2026-01-01',
  )!;
  await openHome(page, ADMIN);

  await page.goto(`/app/reports/company-performance-reports?annualPlanId=${plan.id}&quarter=Q1`);
  await expect(page.getByRole('heading', { name: 'Company performance report' })).toBeVisible();
  const kpis = page.getByRole('table', { name: /: KPI$/ }).first();
  await expect(kpis.getByRole('row', { name: /Revenue growth/ })).toContainText('113%');
  await expect(kpis.getByRole('row', { name: /Production defect rate/ })).toContainText('97%');
  await expect(page.getByTestId('scorecard-total').first()).toHaveText('4.00');
  await expect(page.getByTestId('company-score')).toHaveText('4.00');
  await expect(page.getByRole('table', { name: 'Employees' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/^company-performance-q1-.+\.xlsx$/);

  await page.goto(`/app/reports/company-performance-progressive-reports?annualPlanId=${plan.id}`);
  await expect(page.getByRole('heading', { name: 'Company performance progressive report' })).toBeVisible();
  await expect(
    page.getByRole('img', {
      name: /Company score per quarter and to date.*Q1: 4\.00 \/ 4\.00 .*Q2: 3\.35 \/ 3\.68/,
    }),
  ).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Company score' }).getByRole('row', { name: /Company score/ }),
  ).toContainText('3.35');
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`/app/reports/ceo-performance-reports?annualPlanId=${plan.id}`);
  await expect(page.getByRole('heading', { name: 'CEO performance report' })).toBeVisible();
  // Acme's top: Ada Admin (Active, reports to nobody; Grace Okafor reports to her)
  await expect(page.getByRole('heading', { name: 'Ada Admin (the chief executive)' })).toBeVisible();
  const quarters = page.getByRole('table', { name: 'Quarters' });
  for (const q of ['Q1', 'Q2', 'Q3', 'Q4'])
    await expect(quarters.getByRole('row', { name: new RegExp(`^${q}`) })).toBeVisible();
  await expect(quarters.getByRole('row', { name: /^Q1/ })).toContainText('4.00');
  await expect(quarters.getByRole('row', { name: /^Q2/ })).toContainText('3.35');
  // another employee, chosen with the picker and kept in the URL
  await page.getByLabel('Employee', { exact: true }).fill('Grace');
  await page.getByRole('option', { name: /Grace Okafor/ }).click();
  await expect(page).toHaveURL(/employeeId=/);
  await expect(page.getByRole('heading', { name: /^Grace Okafor/ })).toBeVisible();
  await expect(quarters.getByRole('row', { name: /^Q1/ })).toContainText('4.00');
  expect(await seriousViolations(page)).toEqual([]);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Export to PDF' }).click();
  await (await popup).close();
  await expect(page.getByRole('link', { name: /ceo-performance-.+\.pdf/ })).toBeVisible();
});
