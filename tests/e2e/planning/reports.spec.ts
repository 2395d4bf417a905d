import {
  addPerspective,
  addRatingScale,
  strategicPlanRoutes,
  strategicScorecardRoutes,
} from '@stratum/contracts';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { apiAs, chooseOption, mainNav, newCompany, signIn, unique } from '../journeys';

/*
 * spec §2 /app/reports/strategic-scorecards: a strategy officer opens the report of a scorecard
 * set up through the API, sees its KPIs in their band colours and its charts, changes the period
 * (kept in the URL), and exports it to Excel; the downloaded workbook carries the same rows.
 * Scale 0–59, 60–79, 80–99, 100–119, 120–149 (red, amber, green, blue, dark blue).
 */

const table = (page: Page, name: string) => page.getByRole('table', { name });

test('the strategic scorecard report: KPIs in band colours, charts, the period in the URL, and an Excel export', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  const { admin } = await newCompany('Report Readers Co', { modules: ['planning'], activate: true });
  const api = await apiAs(admin);
  const planName = unique('Corporate strategy');
  const { strategic: plan } = await api.call(strategicPlanRoutes.add, {
    description: planName,
    startDate: '2024-01-01',
    endDate: '2028-12-31',
    status: 'Active',
  });
  const financial = (await api.call(addPerspective, { strategicPlanId: plan.id, name: 'Financial' }))
    .perspective;
  const customer = (await api.call(addPerspective, { strategicPlanId: plan.id, name: 'Customer' }))
    .perspective;
  for (const target of [59, 79, 99, 119, 149])
    await api.call(addRatingScale, { strategicPlanId: plan.id, description: `Up to ${target}%`, target });
  const { scorecard } = await api.call(strategicScorecardRoutes.add, {
    strategicPlanId: plan.id,
    name: 'Strategy 2024',
    includeKeyPerformanceArea: 'No',
    ratingMode: 'automatic',
  });
  const kpi = (fields: Record<string, unknown>) =>
    api.call(strategicScorecardRoutes.saveKpi, { scorecardId: scorecard.id, ...fields } as never);
  // Revenue 340/400 = 85% → 3 (green) × 50%; Unit cost (ASC) 40/50 = 80% → 3 × 30%;
  // Service quality rated 2 (amber) by hand × 20%: total 1.5 + 0.9 + 0.4 = 2.8.
  // Q2: Revenue 110 of 100 → 4 (blue) × 50% + Unit cost 10/12 = 83% → 3 × 30% + 0.4 = 3.3.
  await kpi({
    name: 'Revenue',
    perspectiveId: financial.id,
    target: 400,
    ytd: 340,
    weight: 50,
    periodicTarget2: 100,
    actual2: 110,
  });
  await kpi({
    name: 'Unit cost',
    perspectiveId: financial.id,
    optionType: 'ASC',
    target: 40,
    ytd: 50,
    weight: 30,
    periodicTarget2: 10,
    actual2: 12,
  });
  await kpi({
    name: 'Service quality',
    perspectiveId: customer.id,
    kpiType: 'Qualitative',
    weight: 20,
    manualRatingScore: 2,
  });

  await signIn(page, admin);
  await mainNav(page).getByRole('link', { name: 'Strategic Planning' }).click();
  // the menu opened before the navigation lands is closed by it (sidebars.ts afterNavigation)
  await expect(page).toHaveURL(/\/app\/strategic\/list$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Open the section menu' }).click();
  await page
    .getByRole('navigation', { name: 'Section navigation' })
    .getByRole('link', { name: 'Strategic scorecard report' })
    .click();
  await expect(page).toHaveURL(/\/app\/reports\/strategic-scorecards\?/);
  await expect(page).toHaveTitle(/^Strategic scorecard report · /);
  // both choices land in the URL (in either order: the plan and the scorecard are written apart)
  await expect
    .poll(() => {
      const url = new URL(page.url());
      return [url.searchParams.get('planId'), url.searchParams.get('scorecardId')];
    })
    .toEqual([plan.id, scorecard.id]);

  // ---- the KPI table, in band colours
  const kpis = table(page, 'KPIs of Strategy 2024');
  await expect(kpis.getByRole('row')).toHaveCount(1 + 3 + 1); // heading, KPIs, total
  const revenue = kpis.getByRole('row').filter({ hasText: 'Revenue' });
  await expect(revenue).toContainText('Financial');
  await expect(revenue).toContainText('85%');
  await expect(revenue.locator('.report-score').first()).toHaveText('3');
  await expect(revenue.locator('.report-score').first()).toHaveCSS('background-color', 'rgb(16, 185, 129)');
  const service = kpis.getByRole('row').filter({ hasText: 'Service quality' });
  await expect(service.locator('.report-score').first()).toHaveCSS('background-color', 'rgb(245, 158, 11)');
  await expect(kpis.getByRole('row').filter({ hasText: 'Total' })).toContainText('2.80');

  // ---- the charts draw on canvases
  const byPerspective = page.getByRole('img', { name: /^Bar chart: weighted score by perspective/ });
  await expect(byPerspective).toBeVisible();
  await expect(byPerspective).toHaveAttribute('aria-label', /Customer: 0\.40; Financial: 2\.40/);
  const quarters = page.getByRole('img', { name: /^Bar chart: target and actual per quarter/ });
  await expect(quarters).toBeVisible();
  // The canvas was really drawn on: not every pixel is transparent.
  const painted = await quarters.evaluate((c) => {
    const canvas = c as HTMLCanvasElement;
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) return true;
    return false;
  });
  expect(painted).toBe(true);

  // ---- the period, kept in the URL (a reload shows the same)
  await chooseOption(page, 'Period', 'Q2');
  await expect(page).toHaveURL(/period=Q2/);
  await expect(kpis.getByRole('row').filter({ hasText: 'Total' })).toContainText('3.30');
  await page.reload();
  await expect(kpis.getByRole('row').filter({ hasText: 'Total' })).toContainText('3.30');
  await expect(
    kpis.getByRole('row').filter({ hasText: 'Revenue' }).locator('.report-score').first(),
  ).toHaveCSS('background-color', 'rgb(0, 52, 115)');

  // ---- Export to Excel: the file is downloaded, and its rows are the report's
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^strategic-scorecard-strategy-2024-q2-\d{4}-\d{2}-\d{2}\.xlsx$/,
  );
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.getWorksheet('Report')!.eachRow((row) =>
    rows.push(Array.from((row.values as unknown[]).slice(1), (v) => (v === undefined ? null : v))),
  );
  expect(rows).toContainEqual(['Scorecard', 'Strategy 2024']);
  expect(rows).toContainEqual(['Period', 'Q2']);
  const head = rows.findIndex((r) => r[0] === 'KPI');
  expect(rows.slice(head + 1, head + 5)).toEqual([
    ['Revenue', 'Financial', null, 100, 110, 110, 4, 50, 2],
    ['Unit cost', 'Financial', null, 10, 12, 83, 3, 30, 0.9],
    ['Service quality', 'Customer', null, null, null, null, 2, 20, 0.4],
    ['Total', null, null, null, null, null, null, 100, 3.3],
  ]);
  await expect(page.getByRole('link', { name: /^If it did not open, use this link/ })).toBeVisible();
});
