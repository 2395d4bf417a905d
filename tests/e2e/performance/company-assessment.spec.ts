import {
  addAnnualPlan,
  addCorporateScorecard,
  addPeriodicScorecard,
  addRatingScale,
  getCorporateScorecard,
  listQuarters,
  PLAN_ROUTES,
  strategicScorecardRoutes,
  updateCorporateActual,
  updateQuarter,
  type TQuarter,
} from '@stratum/contracts';
import { expect, test, type Page } from '@playwright/test';
import { apiAs, newCompany, signIn, toasts, unique } from '../journeys';

/*
 * The company's quarter (docs/performance.md "Company assessment"), as a new company's administrator,
 * on a plan set up through the API: the quarter's periodic corporate scorecard has
 * Revenue 275 of 250 (110% → 4) at 60% and Complaints 8 against 10, lower is better (125% → 5) at
 * 40%: 4 × 0.6 + 5 × 0.4 = 4.4. The corporate agreement goes Submitted → Agreed; the company
 * assessment is added (4.4), adjusted (4.25) and completed; once the quarter's agreement window is
 * shut, setting the agreement status shows “Period is closed”.
 */
const BANDS: [string, number][] = [
  ['Unacceptable', 59],
  ['Below expectations', 79],
  ['Meets expectations', 99],
  ['Exceeds expectations', 119],
  ['Outstanding', 149],
];

const panel = (page: Page) => page.locator('.corporate-agreement').first();

test('the corporate agreement is agreed, the quarter assessed, adjusted and completed; a shut window says Period is closed', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1500, height: 950 });
  page.setDefaultTimeout(20_000);
  // A company of its own: a plan running today in Acme would become the demo's default plan for
  // the journeys after this one.
  const { admin } = await newCompany('Assessed Co', { modules: ['planning', 'performance'], activate: true });
  const api = await apiAs(admin);
  const today = new Date().toISOString().slice(0, 10);
  const year = today.slice(0, 4);
  const { strategic: plan } = await api.call(PLAN_ROUTES.strategic.add, {
    description: unique('Company assessed'),
    startDate: `${year}-01-01`,
    endDate: `${Number(year) + 1}-12-31`,
    status: 'Active',
  });
  for (const [description, target] of BANDS)
    await api.call(addRatingScale, { strategicPlanId: plan.id, description, target });
  const { item: annual } = await api.call(addAnnualPlan, {
    strategicPlanId: plan.id,
    startDate: `${year}-01-01`,
    endDate: `${year}-12-31`,
  });
  const quarters = (await api.call(listQuarters, { annualPlanId: annual.id })).list;
  const q = quarters.find((x) => x.startDate <= today && today <= x.endDate)!;
  const n = q.quarter + 1;
  const label = `Q${n}`;
  const setWindows = async (current: TQuarter & { version: number }, agreementOpen: boolean) =>
    api.call(updateQuarter, {
      annualPlanId: annual.id,
      quarter: current.quarter,
      version: current.version,
      startDate: current.startDate,
      endDate: current.endDate,
      assessmentStartDate: current.startDate,
      assessmentEndDate: current.endDate,
      pmAgreementStartDate: agreementOpen ? current.startDate : null,
      pmAgreementEndDate: agreementOpen ? current.endDate : null,
      pmAssessmentStartDate: current.startDate,
      pmAssessmentEndDate: current.endDate,
    });
  await setWindows(q, true);
  const { scorecard: source } = await api.call(strategicScorecardRoutes.add, {
    strategicPlanId: plan.id,
    name: unique('Source'),
    includeKeyPerformanceArea: 'No',
    ratingMode: 'automatic',
  });
  for (const [name, optionType, target, weight] of [
    ['Revenue', 'DESC', 250, 60],
    ['Complaints', 'ASC', 10, 40],
  ] as const)
    await api.call(strategicScorecardRoutes.saveKpi, {
      scorecardId: source.id,
      name,
      kpiType: 'Quantitative',
      optionType,
      [`periodicTarget${n}`]: target,
      weight,
    });
  const { scorecard: corporate } = await api.call(addCorporateScorecard, {
    annualPlanId: annual.id,
    strategicScorecardId: source.id,
    name: unique('Corporate'),
  });
  const { scorecard: periodic } = await api.call(addPeriodicScorecard, {
    annualScorecardId: corporate.id,
    quarter: q.quarter,
  });
  const { scorecard: detail } = await api.call(getCorporateScorecard, { id: periodic.id });
  for (const [name, actual] of [
    ['Revenue', 275],
    ['Complaints', 8],
  ] as const) {
    const kpi = detail.kpiList.find((k) => k.name === name)!;
    await api.call(updateCorporateActual, {
      scorecardId: periodic.id,
      kpiId: kpi.id,
      quarter: q.quarter,
      actual,
      version: kpi.version,
    });
  }

  await signIn(page, admin);
  // ---- the corporate agreement on the periodic corporate scorecard's screen
  await page.goto(`/app/annual/corporate-scorecards?annualPlanId=${annual.id}&scorecardId=${periodic.id}`);
  await expect(page.getByRole('heading', { name: 'Corporate agreement status' })).toBeVisible();
  await expect(panel(page).locator('.corporate-agreement-status')).toContainText('Draft');
  await panel(page).getByRole('button', { name: 'Submit' }).click();
  await expect(toasts(page)).toContainText('Agreement status: Submitted');
  await expect(panel(page).locator('.corporate-agreement-status')).toContainText('Submitted');
  await panel(page).getByRole('button', { name: 'Agree' }).click();
  await expect(toasts(page)).toContainText('Agreement status: Agreed');
  await expect(panel(page).locator('.corporate-agreement-status')).toContainText('Agreed');

  // ---- the quarter's company assessment
  await page.goto(`/app/performance/company-assessments?annualPlanId=${annual.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Company assessments' })).toBeVisible();
  await page.getByRole('button', { name: `Assess ${label} of the company` }).click();
  await expect(toasts(page)).toContainText(`${label} company assessment added`);
  await expect(page).toHaveURL(/\/app\/performance\/company-assessments\/edit\/[0-9A-Z]{26}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${label} company assessment`);
  const facts = page.locator('.score-facts');
  await expect(facts.locator('.score-badge').first()).toHaveText('4.4 (Exceeds expectations)');
  const kpis = page.getByRole('table', { name: `KPIs of ${periodic.name}` });
  await expect(kpis.getByRole('row').filter({ hasText: 'Revenue' })).toContainText('110%');
  await expect(kpis.getByRole('row').filter({ hasText: 'Complaints' })).toContainText('125%');

  await page.getByLabel('Adjusted score', { exact: true }).fill('4.257');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'at most two decimals' })).toBeVisible();
  await page.getByLabel('Adjusted score', { exact: true }).fill('4.25');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toasts(page)).toContainText('Company assessment saved');
  await expect(facts.locator('.score-badge').nth(1)).toHaveText('4.25 (Exceeds expectations)');
  await page.getByRole('button', { name: 'Complete', exact: true }).click();
  await expect(toasts(page)).toContainText('Company assessment completed');
  await expect(page.getByText('Complete: the score is frozen. Reopen it to change it.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reopen', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Company assessments' }).first().click();
  const row = page
    .getByRole('table', { name: 'Company assessments by quarter' })
    .getByRole('row')
    .filter({ hasText: label });
  await expect(row).toContainText('4.25');
  await expect(row).toContainText('Complete');

  // ---- the quarter's agreement window shuts: setting the status shows "Period is closed"
  const now = (await api.call(listQuarters, { annualPlanId: annual.id })).list[q.quarter]!;
  await setWindows(now, false);
  await page.goto(`/app/annual/corporate-scorecards?annualPlanId=${annual.id}&scorecardId=${periodic.id}`);
  await expect(panel(page)).toContainText('The quarter’s performance agreement window is closed.');
  await panel(page).getByRole('button', { name: 'Reopen (Draft)' }).click();
  await expect(toasts(page)).toContainText('Set Performance Agreement Status Failed');
  await expect(toasts(page)).toContainText('Period is closed');
  await expect(panel(page).locator('.corporate-agreement-status')).toContainText('Period is closed');
});
