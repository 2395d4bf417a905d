import { addAnnualPlan, listQuarters, strategicScorecardRoutes, updateQuarter } from '@stratum/contracts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, apiAs, chooseOption, openHome, seriousViolations, toasts, unique } from '../journeys';

// Starts signed in (sign-in.setup.ts): signing in is not what this journey tests.
test.use({ storageState: ADMIN.state });

/*
 * The scorecard journey: a strategic plan with perspectives and a five-band rating
 * scale, a scorecard with two key performance areas and three KPIs (one lower-is-better), actuals
 * for a quarter, and the scores and band colours the screen shows checked against a table worked
 * out by hand from spec §5 and docs/planning.md "The rating engine" (not by the engine).
 *
 * The scale (targets 59, 79, 99, 119, 149; default colours):
 *   1 Unacceptable 0–59 red #EF4444 · 2 Below 60–79 amber #F59E0B · 3 Meets 80–99 green #10B981
 *   4 Exceeds 100–119 blue #003473 · 5 Outstanding 120–149 dark blue #0B8C8C · above 149: 6
 *
 * Q1 (periodicTarget1 against actual1):
 *   KPI                     better  target  actual  percent               score  colour     weight  × weight
 *   Revenue growth          DESC    200     170     170/200 = 85%         3      green      40      1.20
 *   Cost per unit           ASC     50      40      50/40  = 125%         5      dark blue  35      1.75
 *   Customer satisfaction   DESC    90      45      45/90  = 50%          1      red        25      0.25
 *   total = 3.20 → rounds to 3 → green (Meets expectations); weights 100
 *
 * The year (target against ytd): only Revenue growth has both, 800 and 680 → 85% → 3; the others
 * score 0. Total = 3 × 40 / 100 = 1.2 → rounds to 1 → red.
 */

const RED = 'rgb(239, 68, 68)';
const GREEN = 'rgb(16, 185, 129)';
const DARK_BLUE = 'rgb(11, 140, 140)';

const BANDS: [string, string][] = [
  ['Unacceptable', '59'],
  ['Below expectations', '79'],
  ['Meets expectations', '99'],
  ['Exceeds expectations', '119'],
  ['Outstanding', '149'],
];

const table = (page: Page, name: string) => page.getByRole('table', { name, exact: true });
const rowOf = (page: Page, tableName: string, text: string) =>
  table(page, tableName).getByRole('row').filter({ hasText: text });
const cellInput = (page: Page, field: string, kpi: string) =>
  page.getByLabel(`${field} of ${kpi}`, { exact: true });
/** A row being edited: its name is in an input, so it is found by one of its inputs. */
const editingRow = (page: Page, tableName: string, kpi: string) =>
  table(page, tableName)
    .getByRole('row')
    .filter({ has: cellInput(page, 'KPI', kpi) });
/** axe on the screen as loaded afresh (no toast over it), once `ready` shows it is drawn. */
const freshViolations = async (page: Page, ready: Locator) => {
  await page.reload();
  await expect(ready).toBeVisible();
  return seriousViolations(page);
};
const summary = (page: Page) => page.locator('.score-summary');

/** A score badge: its number and band (the band's name is read out after it), on the band's colour. */
const expectBadge = async (badge: Locator, text: string, colour: string) => {
  await expect(badge).toHaveText(text);
  await expect(badge).toHaveCSS('background-color', colour);
};

/** A strategic plan through its screens: perspectives, and the five bands of the rating scale. */
const setUpPlan = async (page: Page, plan: string): Promise<string> => {
  await page.goto('/app/strategic/add');
  await page.getByLabel('Description', { exact: true }).fill(plan);
  await page.getByLabel('Start date', { exact: true }).fill('2026-01-01');
  await page.getByLabel('End date', { exact: true }).fill('2028-12-31');
  await page.getByRole('button', { name: 'Add strategic plan' }).click();
  await expect(toasts(page)).toContainText(`${plan} added`);
  await rowOf(page, 'Strategic plans', plan)
    .getByRole('link', { name: `Perspectives: ${plan}` })
    .click();
  await expect(page).toHaveURL(/\/app\/strategic\/perspectives\?planId=/);
  const planId = new URL(page.url()).searchParams.get('planId') ?? '';
  for (const name of ['Financial', 'Customer']) {
    await page.getByLabel('New perspective', { exact: true }).fill(name);
    await page.getByRole('button', { name: 'Add perspective' }).click();
    await expect(toasts(page)).toContainText(`Perspective “${name}” added`);
  }
  await page.goto(`/app/strategic/rating-scales?planId=${planId}`);
  for (const [description, target] of BANDS) {
    await page.getByLabel('Description', { exact: true }).fill(description);
    await page.getByLabel('Target (%)', { exact: true }).fill(target);
    await page.getByRole('button', { name: 'Add band' }).click();
    await expect(toasts(page)).toContainText(`Band “${description}” added`);
  }
  return planId;
};

/** Adds a KPI in the table of a key performance area, with the fields given (labels as the table names them). */
const addKpi = async (
  page: Page,
  kpa: string,
  name: string,
  fields: Record<string, string>,
  better?: string,
) => {
  await page.getByRole('button', { name: `Add KPI to ${kpa}` }).click();
  await cellInput(page, 'KPI', 'new KPI').fill(name);
  if (better) await chooseOption(page, `Better when of ${name}`, better);
  for (const [field, value] of Object.entries(fields)) await cellInput(page, field, name).fill(value);
  await page.getByRole('button', { name: `Save ${name}` }).click();
  await expect(toasts(page)).toContainText(`KPI “${name}” added`);
  await expect(rowOf(page, kpa, name)).toBeVisible();
};

test('an administrator builds a scorecard, enters a quarter’s actuals and sees the scores and colours of the rating scale', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1500, height: 950 });
  page.setDefaultTimeout(20_000);
  await openHome(page, ADMIN);
  const plan = unique('Scored strategy');
  const scorecard = unique('Corporate scorecard');
  const planId = await setUpPlan(page, plan);

  // ---- the scorecards of the plan, from the sidebar
  await page.goto(`/app/strategic/list`);
  await page.getByRole('button', { name: 'Open the section menu' }).click();
  await page
    .getByRole('navigation', { name: 'Section navigation' })
    .getByRole('link', { name: 'Strategic scorecards' })
    .click();
  await expect(page).toHaveURL(/\/app\/strategic\/scorecards\?planId=/);
  await chooseOption(page, 'Strategic plan', plan);
  await expect(page).toHaveURL(new RegExp(`planId=${planId}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Strategic scorecards' })).toBeVisible();
  await expect(page.getByText('No scorecards yet')).toBeVisible();

  await page.getByRole('link', { name: 'Add strategic scorecard' }).first().click();
  await expect(page).toHaveTitle(/^Add strategic scorecard · /);
  await page.getByRole('button', { name: 'Add strategic scorecard' }).click();
  await expect(page.getByText('name is required')).toBeVisible(); // checked before the round trip
  await page.getByLabel('Name', { exact: true }).fill(scorecard);
  await page.getByRole('button', { name: 'Add strategic scorecard' }).click();
  await expect(toasts(page)).toContainText(`Scorecard “${scorecard}” added`);
  await expect(page).toHaveURL(/\/app\/strategic\/edit-scorecard\/[0-9A-Z]{26}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit strategic scorecard: ${scorecard}`);

  // ---- two key performance areas, each filed under a perspective
  for (const [kpa, perspective] of [
    ['Grow revenue', 'Financial'],
    ['Delight customers', 'Customer'],
  ] as const) {
    await page.getByLabel('New key performance area', { exact: true }).fill(kpa);
    await chooseOption(page, 'Perspective', perspective);
    await page.getByRole('button', { name: 'Add key performance area' }).click();
    await expect(toasts(page)).toContainText(`Key performance area “${kpa}” added`);
    await expect(page.getByRole('heading', { level: 2, name: kpa })).toBeVisible();
  }
  await expect(page.getByText('Perspective: Customer')).toBeVisible();

  // ---- three KPIs: their targets and weights; the weights are totalled as they are typed
  await addKpi(page, 'Grow revenue', 'Revenue growth', {
    Target: '800',
    YTD: '680',
    'Target Q1': '200',
    'Weight %': '40',
  });
  await addKpi(page, 'Grow revenue', 'Cost per unit', { 'Target Q1': '50', 'Weight %': '35' }, 'Lower (ASC)');
  await expect(summary(page)).toContainText('75 of 100 — the weights must add up to 100');
  await expect(summary(page).locator('.weight-total')).toHaveCSS('color', 'rgb(185, 28, 28)');
  await page.getByRole('button', { name: 'Add KPI to Delight customers' }).click();
  await cellInput(page, 'KPI', 'new KPI').fill('Customer satisfaction');
  await cellInput(page, 'Weight %', 'Customer satisfaction').fill('2');
  await expect(summary(page)).toContainText('77 of 100');
  await cellInput(page, 'Weight %', 'Customer satisfaction').fill('25');
  await expect(summary(page)).toContainText('100 of 100'); // before it is saved
  await cellInput(page, 'Target Q1', 'Customer satisfaction').fill('90');
  await page.getByRole('button', { name: 'Save Customer satisfaction' }).click();
  await expect(toasts(page)).toContainText('KPI “Customer satisfaction” added');
  await expect(summary(page).locator('.weight-total')).toHaveCSS('color', 'rgb(22, 101, 52)');

  // ---- the year: only Revenue growth has a target and a ytd (85% → 3); the total 1.2 is red
  await expectBadge(summary(page).locator('.score-badge'), '1.2 (Unacceptable)', RED);
  await expectBadge(
    rowOf(page, 'Grow revenue', 'Revenue growth').locator('.score-badge'),
    '3 (Meets expectations)',
    GREEN,
  );

  // ---- Q1's actuals, each entered in its row (save-kpi with the version read); the score shows as typed
  await page.getByRole('button', { name: 'Q1', exact: true }).click();
  await expect(page).toHaveURL(/period=Q1/);
  await expect(summary(page).locator('.score-badge')).toHaveText('0 (no band)');
  const actuals: [string, string, string][] = [
    ['Grow revenue', 'Revenue growth', '170'],
    ['Grow revenue', 'Cost per unit', '40'],
    ['Delight customers', 'Customer satisfaction', '45'],
  ];
  for (const [kpa, kpi, actual] of actuals) {
    await rowOf(page, kpa, kpi)
      .getByRole('button', { name: `Edit ${kpi}` })
      .click();
    await cellInput(page, 'Actual Q1', kpi).fill(actual);
    if (kpi === 'Revenue growth')
      await expectBadge(editingRow(page, kpa, kpi).locator('.score-badge'), '3 (Meets expectations)', GREEN);
    await page.getByRole('button', { name: `Save ${kpi}` }).click();
    await expect(toasts(page)).toContainText(`KPI “${kpi}” saved`);
    await expect(cellInput(page, 'Actual Q1', kpi)).toHaveCount(0);
  }

  // ---- the hand-computed table, as shown after a reload (what was saved)
  await page.reload();
  await expect(page.getByRole('button', { name: 'Q1', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const expected: [string, string, string, string, string][] = [
    ['Grow revenue', 'Revenue growth', '85%', '3 (Meets expectations)', GREEN],
    ['Grow revenue', 'Cost per unit', '125%', '5 (Outstanding)', DARK_BLUE],
    ['Delight customers', 'Customer satisfaction', '50%', '1 (Unacceptable)', RED],
  ];
  for (const [kpa, kpi, percent, score, colour] of expected) {
    const row = rowOf(page, kpa, kpi);
    await expect(row).toContainText(percent);
    await expectBadge(row.locator('.score-badge'), score, colour);
  }
  await expect(rowOf(page, 'Grow revenue', 'Cost per unit')).toContainText('Lower (ASC)');
  await expectBadge(summary(page).locator('.score-badge'), '3.2 (Meets expectations)', GREEN);
  await expect(summary(page)).toContainText('100 of 100');
  await expect(page.getByRole('region', { name: 'Grow revenue' })).toContainText(
    'Weights 75% · weighted score 2.95',
  );
  expect(await seriousViolations(page)).toEqual([]);
  // …and with a row open for editing (every input named by its column and KPI).
  await rowOf(page, 'Grow revenue', 'Cost per unit')
    .getByRole('button', { name: 'Edit Cost per unit' })
    .click();
  await expect(cellInput(page, 'Better when', 'Cost per unit')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Cancel Cost per unit' }).click();

  // ---- a comment on a KPI, in the side panel
  await rowOf(page, 'Grow revenue', 'Cost per unit')
    .getByRole('button', { name: 'Comments Cost per unit' })
    .click();
  const panel = page.getByRole('complementary').or(page.locator('.comments-panel'));
  await expect(page.getByRole('heading', { name: 'Comments on Cost per unit' })).toBeVisible();
  await expect(panel).toContainText('No comments yet.');
  await page.getByLabel('Your comment', { exact: true }).fill('Supplier prices fell in March');
  await page.getByRole('button', { name: 'Add comment' }).click();
  await expect(toasts(page)).toContainText('Comment added');
  await expect(page.getByRole('list', { name: 'Comments on Cost per unit' })).toContainText(
    'Supplier prices fell in March',
  );
  await page.keyboard.press('Escape');

  // ---- someone else changes a KPI meanwhile: the row's save is refused and offers the latest
  const api = await apiAs(ADMIN);
  const scorecardId = /edit-scorecard\/([0-9A-Z]{26})/.exec(page.url())?.[1] ?? '';
  const { scorecard: current } = await api.call(strategicScorecardRoutes.get, { id: scorecardId });
  const revenue = current.kpiList.find((k) => k.name === 'Revenue growth');
  if (!revenue) throw new Error('Revenue growth is missing');
  await rowOf(page, 'Grow revenue', 'Revenue growth')
    .getByRole('button', { name: 'Edit Revenue growth' })
    .click();
  await api.call(strategicScorecardRoutes.saveKpi, {
    scorecardId,
    id: revenue.id,
    version: revenue.version,
    actual1: 190,
  });
  await cellInput(page, 'Actual Q1', 'Revenue growth').fill('100');
  await page.getByRole('button', { name: 'Save Revenue growth' }).click();
  await expect(toasts(page)).toContainText('was changed by someone else');
  await page.getByRole('button', { name: 'Load the latest version' }).click();
  await expect(cellInput(page, 'Actual Q1', 'Revenue growth')).toHaveValue('190'); // 95% → 3
  await page.getByRole('button', { name: 'Cancel Revenue growth' }).click();

  // ---- the list: KPAs on, visible, the year's total on its colour, the weights valid
  await page.getByRole('link', { name: 'Back to the scorecards' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/strategic/scorecards\\?planId=${planId}`));
  const listed = rowOf(page, `Scorecards of ${plan}`, scorecard);
  await expect(listed).toContainText('Yes (2 areas)');
  await expect(listed).toContainText('100 of 100');
  await expectBadge(listed.locator('.score-badge'), 'Total score: 1.2 (Unacceptable)', RED);
  const visible = listed.getByRole('switch', { name: `Visible to everyone: ${scorecard}` });
  await expect(visible).toBeChecked();
  await visible.click();
  await expect(toasts(page)).toContainText(`“${scorecard}” is hidden`);
  await expect(visible).not.toBeChecked();
  expect(await freshViolations(page, listed)).toEqual([]);
});

test('corporate scorecards: built from a strategic scorecard, actuals entered in an open quarter and refused in a closed one', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1500, height: 950 });
  page.setDefaultTimeout(20_000);
  await openHome(page, ADMIN);
  const plan = unique('Corporate plan');
  const planId = await setUpPlan(page, plan);
  const api = await apiAs(ADMIN);
  // The strategic scorecard to copy, and the year with Q1's assessment window open today (set up through the API).
  const { scorecard: source } = await api.call(strategicScorecardRoutes.add, {
    strategicPlanId: planId,
    name: unique('Source'),
    includeKeyPerformanceArea: 'No',
    ratingMode: 'automatic',
  });
  for (const [name, optionType, periodicTarget1, weight] of [
    ['Market share', 'DESC', 20, 60],
    ['Complaints', 'ASC', 10, 40],
  ] as const)
    await api.call(strategicScorecardRoutes.saveKpi, {
      scorecardId: source.id,
      name,
      kpiType: 'Quantitative',
      optionType,
      periodicTarget1,
      periodicTarget2: periodicTarget1,
      weight,
    });
  const today = new Date().toISOString().slice(0, 10);
  const year = today.slice(0, 4);
  const { item: annual } = await api.call(addAnnualPlan, {
    strategicPlanId: planId,
    startDate: `${year}-01-01`,
    endDate: `${year}-12-31`,
  });
  const q1 = (await api.call(listQuarters, { annualPlanId: annual.id })).list.find((q) => q.quarter === 0);
  if (!q1) throw new Error('no Q1');
  await api.call(updateQuarter, {
    annualPlanId: annual.id,
    quarter: 0,
    version: q1.version,
    startDate: q1.startDate,
    endDate: q1.endDate,
    assessmentStartDate: today,
    assessmentEndDate: today,
  });

  await page.goto(`/app/annual/corporate-scorecards?annualPlanId=${annual.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Corporate scorecards' })).toBeVisible();
  await expect(page.getByText('No corporate scorecards yet')).toBeVisible();
  await page.getByRole('button', { name: 'Create annual scorecard' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create annual scorecard' });
  await chooseOption(page, 'Strategic scorecard', source.name);
  await dialog.getByLabel('Name', { exact: true }).fill(`Corporate ${year}`);
  await dialog.getByRole('button', { name: 'Create annual scorecard' }).click();
  await expect(toasts(page)).toContainText(`Scorecard “Corporate ${year}” added`);
  await expect(page).toHaveURL(/scorecardId=/);

  // Its KPIs, copied with their targets; Q1 open for actuals, Q2 not.
  const kpis = `KPIs of Corporate ${year}`;
  await expect(rowOf(page, kpis, 'Market share')).toContainText('20');
  await expect(page.getByText('Q1: open for actuals')).toBeVisible();
  await expect(page.getByText('Q2: closed')).toBeVisible();

  // Q1 actuals: Market share 18 of 20 → 90% → 3 green; Complaints 8 against 10 allowed (ASC) → 125% → 5 dark blue.
  for (const [kpi, actual] of [
    ['Market share', '18'],
    ['Complaints', '8'],
  ] as const) {
    await page.getByRole('button', { name: `Enter the Q1 actual of ${kpi}` }).click();
    await page.getByLabel(`Actual Q1 of ${kpi}`, { exact: true }).fill(actual);
    await page.getByRole('button', { name: `Save the Q1 actual of ${kpi}` }).click();
    await expect(toasts(page)).toContainText(`Q1 actual of “${kpi}” saved`);
  }
  const scoreQ1 = (kpi: string) => rowOf(page, kpis, kpi).locator('.score-badge').nth(1); // after the year's
  await expectBadge(scoreQ1('Market share'), '3 (Meets expectations)', GREEN);
  await expectBadge(scoreQ1('Complaints'), '5 (Outstanding)', DARK_BLUE);
  // Q1 total = 3 × 0.6 + 5 × 0.4 = 3.8 → 4 (blue)
  await page.getByRole('button', { name: 'Q1', exact: true }).click();
  await expectBadge(summary(page).locator('.score-badge'), '3.8 (Exceeds expectations)', 'rgb(0, 52, 115)');

  // Q2's window is closed: the server refuses, and the toast and the cell say so.
  await page.getByRole('button', { name: 'Enter the Q2 actual of Market share' }).click();
  await page.getByLabel('Actual Q2 of Market share', { exact: true }).fill('19');
  await page.getByRole('button', { name: 'Save the Q2 actual of Market share' }).click();
  await expect(toasts(page)).toContainText('Update Corporate Scorecards Failed');
  await expect(toasts(page)).toContainText('Period is closed');
  await expect(page.locator('.cell-error')).toHaveText('Period is closed');

  // The quarter's periodic scorecard, built from the annual one; hidden from readers with the switch.
  await page.getByRole('button', { name: 'All corporate scorecards' }).click();
  await page.getByRole('button', { name: `Create the Q1 scorecard of Corporate ${year}` }).click();
  const periodic = page.getByRole('dialog', { name: 'Create Q1 scorecard' });
  await expect(periodic.getByLabel('Name', { exact: true })).toHaveValue(`Corporate ${year} (Q1)`);
  await periodic.getByRole('button', { name: 'Create Q1 scorecard' }).click();
  await expect(toasts(page)).toContainText(`Scorecard “Corporate ${year} (Q1)” added`);
  await expect(page.getByText('Periodic (Q1)')).toBeVisible();
  await page.getByRole('button', { name: 'All corporate scorecards' }).click();
  const listed = rowOf(page, `Corporate scorecards of ${annual.label}`, `Corporate ${year} (Q1)`);
  await expect(listed).toContainText('Periodic (Q1)');
  await listed.getByRole('switch', { name: `Visible to everyone: Corporate ${year} (Q1)` }).click();
  await expect(toasts(page)).toContainText('is hidden');
  expect(await freshViolations(page, listed)).toEqual([]);
});
