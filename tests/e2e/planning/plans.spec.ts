import { readFileSync } from 'node:fs';
import {
  addEmployee,
  addPerspective,
  createApiClient,
  operationalPlanRoutes,
  resetPassword,
  strategicPlanRoutes,
} from '@stratum/contracts';
import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN,
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

const table = (page: Page, name: string) => page.getByRole('table', { name });
const rowOf = (page: Page, tableName: string, text: string) =>
  table(page, tableName).getByRole('row').filter({ hasText: text });
const strip = (page: Page, plan: string) => page.getByRole('list', { name: `Rating bands of ${plan}` });

/**
 * axe on the screen as it loads afresh (the toasts' own colours are the shell's, checked elsewhere),
 * after `prepare` brings it to the state to check.
 */
const freshViolations = async (page: Page, prepare: () => Promise<void> = async () => {}) => {
  await page.reload();
  await prepare();
  return seriousViolations(page);
};

/** A day `days` from today, YYYY-MM-DD in the browser's calendar. */
const dayFromToday = (page: Page, days: number) =>
  page.evaluate((d) => new Date(Date.now() + d * 86_400_000).toLocaleDateString('en-CA'), days);

test('an administrator sets up a strategic plan: perspectives, a five-band rating scale, an annual plan and an open window', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, ADMIN);
  const plan = unique('Corporate strategy');

  // ---- the plan
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Strategic Planning' })
    .click();
  await expect(page).toHaveURL(/\/app\/strategic\/list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Strategic plans' })).toBeVisible();
  await page.getByRole('button', { name: 'Add strategic plan' }).first().click();
  await expect(page).toHaveTitle(/^Add strategic plan · /);
  // The dates are checked before the round trip.
  await page.getByLabel('Description', { exact: true }).fill(plan);
  await page.getByLabel('Start date', { exact: true }).fill('2023-01-01');
  await page.getByLabel('End date', { exact: true }).fill('2022-12-31');
  await page.getByRole('button', { name: 'Add strategic plan' }).click();
  await expect(page.getByText('must be after the start date')).toBeVisible();
  await page.getByLabel('End date', { exact: true }).fill('2027-12-31');
  await page.getByRole('button', { name: 'Add strategic plan' }).click();
  await expect(toasts(page)).toContainText(`${plan} added`);
  await expect(page).toHaveURL(/\/app\/strategic\/list$/);
  const planRow = rowOf(page, 'Strategic plans', plan);
  await expect(planRow).toContainText('Jan 1st 2023');
  await expect(planRow).toContainText('Dec 31st 2027');
  await expect(planRow).toContainText('Active');
  await expect(planRow).toContainText('0 of 5 bands');

  // The list exports what it shows as CSV: the new plan, its dates and what hangs under it.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = readFileSync((await (await download).path()) ?? '', 'utf8');
  expect(csv).toMatch(/^\uFEFFDescription,Start date,End date,Status,/);
  expect(csv).toContain(`${plan},2023-01-01,2027-12-31,Active,0,0,0,0`);

  // ---- four perspectives, added in place
  await planRow.getByRole('link', { name: `Perspectives: ${plan}` }).click();
  await expect(page).toHaveURL(/\/app\/strategic\/perspectives\?planId=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Perspectives' })).toBeVisible();
  await expect(page.getByText('No perspectives yet')).toBeVisible();
  const perspectives = `Perspectives of ${plan}`;
  for (const name of ['Financial', 'Customer', 'Internal processes', 'Learning']) {
    await page.getByLabel('New perspective', { exact: true }).fill(name);
    await page.getByRole('button', { name: 'Add perspective' }).click();
    await expect(toasts(page)).toContainText(`Perspective “${name}” added`);
    await expect(rowOf(page, perspectives, name)).toBeVisible();
  }
  await expect(table(page, perspectives).getByRole('row')).toHaveCount(5); // the header and four

  // A name the plan has already (in any case) is refused: the server's words under the field and in the toast.
  await page.getByLabel('New perspective', { exact: true }).fill('financial');
  await page.getByRole('button', { name: 'Add perspective' }).click();
  await expect(toasts(page)).toContainText('Add Perspective Failed');
  await expect(toasts(page)).toContainText(`already has a perspective named “financial”`);
  await expect(page.locator('.field-error')).toContainText('already has a perspective named “financial”');
  await expect(table(page, perspectives).getByRole('row')).toHaveCount(5);

  // Renamed in its row.
  await rowOf(page, perspectives, 'Learning').getByRole('button', { name: 'Rename Learning' }).click();
  await page.getByLabel('New name for Learning', { exact: true }).fill('Learning and growth');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toasts(page)).toContainText('Perspective renamed to “Learning and growth”');
  await expect(rowOf(page, perspectives, 'Learning and growth')).toBeVisible();
  expect(
    await freshViolations(page, () => expect(rowOf(page, perspectives, 'Customer')).toBeVisible()),
  ).toEqual([]);

  // ---- the rating scale: five bands, their mins derived as the targets are typed
  await page
    .getByRole('navigation', { name: 'Plan screens' })
    .getByRole('link', { name: 'Rating scales' })
    .click();
  await expect(page).toHaveURL(/\/app\/strategic\/rating-scales\?planId=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rating scales' })).toBeVisible();
  const bands: [string, string, string][] = [
    ['Unacceptable', '59', '0–59%'],
    ['Below expectations', '79', '60–79%'],
    ['Meets expectations', '99', '80–99%'],
    ['Exceeds expectations', '119', '100–119%'],
    ['Outstanding', '149', '120–149%'],
  ];
  for (const [i, [description, target, range]] of bands.entries()) {
    await page.getByLabel('Description', { exact: true }).fill(description);
    await page.getByLabel('Target (%)', { exact: true }).fill(target);
    // The new band is in the strip before it is saved, with its derived min.
    const band = strip(page, plan).getByRole('listitem').nth(i);
    await expect(band).toContainText(`Rating ${i + 1}`);
    await expect(band).toContainText(range);
    await expect(band).toContainText('(new)');
    if (description === 'Outstanding') await page.getByLabel('Blue', { exact: true }).check();
    await page.getByRole('button', { name: 'Add band' }).click();
    await expect(toasts(page)).toContainText(`Band “${description}” added`);
    await expect(rowOf(page, `Rating scale entries of ${plan}`, description)).toContainText(range);
  }
  await expect(strip(page, plan).getByRole('listitem')).toHaveText([
    /Rating 1\s*0–59%\s*Unacceptable/,
    /Rating 2\s*60–79%\s*Below expectations/,
    /Rating 3\s*80–99%\s*Meets expectations/,
    /Rating 4\s*100–119%\s*Exceeds expectations/,
    /Rating 5\s*120–149%\s*Outstanding/,
  ]);
  await expect(
    page.getByText('All 5 bands are set: scorecards of this plan are rated with them.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add band' })).toHaveCount(0);
  await expect(rowOf(page, `Rating scale entries of ${plan}`, 'Outstanding')).toContainText('#003473');

  // Editing a target moves the next band's min as it is typed; a target another band has is refused.
  await rowOf(page, `Rating scale entries of ${plan}`, 'Below expectations')
    .getByRole('button', { name: 'Edit Below expectations' })
    .click();
  await page.getByLabel('Target (%)', { exact: true }).fill('89');
  await expect(strip(page, plan).getByRole('listitem').nth(2)).toContainText('90–99%');
  await page.getByLabel('Target (%)', { exact: true }).fill('99');
  await expect(page.getByText('More than one band has the target 99%')).toBeVisible();
  await page.getByRole('button', { name: 'Save band' }).click();
  await expect(toasts(page)).toContainText('Update Rating Scale Failed');
  await expect(toasts(page)).toContainText('already has an entry with a target of 99%');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(strip(page, plan).getByRole('listitem').nth(2)).toContainText('80–99%');
  // The strip, the table and the band form (opened on a band) pass axe.
  expect(
    await freshViolations(page, async () => {
      await rowOf(page, `Rating scale entries of ${plan}`, 'Outstanding')
        .getByRole('button', { name: 'Edit Outstanding' })
        .click();
      await expect(page.getByLabel('Target (%)', { exact: true })).toHaveValue('149');
    }),
  ).toEqual([]);

  // ---- an annual plan, created with its four quarters
  await page.goto('/app/annual/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Annual plans' })).toBeVisible();
  await page.getByRole('button', { name: 'Add annual plan' }).first().click();
  await chooseOption(page, 'Strategic plan', plan);
  await expect(page.getByText('Inside Jan 1st 2023 – Dec 31st 2027')).toBeVisible();
  await page.getByLabel('Start date', { exact: true }).fill('2023-01-01');
  await page.getByLabel('End date', { exact: true }).fill('2023-12-31');
  await page.getByRole('button', { name: 'Add annual plan' }).click();
  await expect(toasts(page)).toContainText(
    'Annual plan Jan 1st 2023 – Dec 31st 2023 added with its four quarters',
  );
  await expect(page).toHaveURL(/\/app\/annual\/manage-quarters\?annualPlanId=/);

  // ---- its quarters: Q1's assessment window is opened around today
  const quarters = page.getByRole('list', { name: 'Quarters of Jan 1st 2023 – Dec 31st 2023' });
  await expect(quarters.getByRole('listitem')).toHaveCount(4);
  const q1 = quarters.getByRole('listitem', { name: /^Q1/ });
  await expect(q1).toContainText('Jan 1st 2023 – Mar 31st 2023');
  const assessment = q1.getByRole('definition').first();
  await expect(assessment).toContainText('Closed');
  await q1.getByRole('button', { name: 'Edit Q1' }).click();
  const window = q1.getByRole('group', { name: /Assessment window/ });
  await expect(window).toContainText('Closed');
  await page.getByLabel('Assessment window start', { exact: true }).fill(await dayFromToday(page, -1));
  await page.getByLabel('Assessment window end', { exact: true }).fill(await dayFromToday(page, 1));
  await expect(window).toContainText('Open'); // as typed, before it is saved
  await page.getByRole('button', { name: 'Update quarter' }).click();
  await expect(toasts(page)).toContainText('Q1 saved');

  // The server's refusal of a quarter outside its year: titled "Update Quarter Failed", the reason under the field.
  await page.getByLabel('Start date', { exact: true }).fill('2022-12-01');
  await page.getByRole('button', { name: 'Update quarter' }).click();
  await expect(toasts(page)).toContainText('Update Quarter Failed');
  await expect(q1.locator('.field-error')).toContainText('a quarter must lie inside its annual plan');
  await page.getByLabel('Start date', { exact: true }).fill('2023-01-01');

  await page.getByLabel('Default target date', { exact: true }).fill('2023-03-31');
  await page.getByRole('button', { name: 'Set Default Target Date' }).click();
  await expect(toasts(page)).toContainText('Default target date of Q1 set');
  await q1.getByRole('button', { name: 'Close' }).click();
  await expect(q1.getByRole('definition').first()).toContainText('Open');
  await expect(q1).toContainText('Mar 31st 2023');
  expect(
    await freshViolations(page, async () => {
      await q1.getByRole('button', { name: 'Edit Q1' }).click();
      await expect(page.getByLabel('Default target date', { exact: true })).toHaveValue('2023-03-31');
    }),
  ).toEqual([]);

  // ---- the same screens from the performance area
  await page.goto('/app/performance/annual-plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Annual plans' })).toBeVisible();
  await rowOf(page, 'Annual plans', plan)
    .first()
    .getByRole('button', { name: /^Manage quarters/ })
    .click();
  await expect(page).toHaveURL(/\/app\/performance\/manage-quarters\?annualPlanId=/);
  await expect(page.getByRole('listitem', { name: /^Q1/ }).getByRole('definition').first()).toContainText(
    'Open',
  );
  await page.goto('/app/performance/strategic-plans');
  await expect(rowOf(page, 'Strategic plans', plan)).toContainText('5 of 5 bands');
});

test('a plan with perspectives cannot be deleted: the refusal says why', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  const api = await apiAs(ADMIN);
  const plan = unique('Operational risk plan');
  const { operational } = await api.call(operationalPlanRoutes.add, {
    description: plan,
    startDate: '2024-01-01',
    endDate: '2024-12-31',
    status: 'Active',
  });
  await api.call(addPerspective, { operationalPlanId: operational.id, name: 'Safety' });

  await signIn(page, ADMIN);
  await page.goto('/app/operational/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Operational plans' })).toBeVisible();
  const row = rowOf(page, 'Operational plans', plan);
  await row.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: `Delete ${plan}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toasts(page)).toContainText('Delete Operational Plan Failed');
  await expect(toasts(page)).toContainText(`“${plan}” has 1 perspective under it`);
  await expect(row).toBeVisible();
  // Its perspectives open in the operational plans' own screens.
  await row.getByRole('link', { name: `Perspectives: ${plan}` }).click();
  await expect(page).toHaveURL(/\/app\/operational\/perspectives\?planId=/);
  await expect(rowOf(page, `Perspectives of ${plan}`, 'Safety')).toBeVisible();
});

test('an employee without Strategic Planning admin access reads the plans but cannot change them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  const { admin } = await newCompany('Planning Readers Co', { modules: ['planning'], activate: true });
  const api = await apiAs(admin);
  const plan = unique('Growth plan');
  const { strategic } = await api.call(strategicPlanRoutes.add, {
    description: plan,
    startDate: '2024-01-01',
    endDate: '2026-12-31',
    status: 'Active',
  });
  await api.call(addPerspective, { strategicPlanId: strategic.id, name: 'Customer' });
  const email = `${unique('reader').replace(' ', '-')}@example.com`;
  await api.call(addEmployee, { firstName: 'Rea', lastName: 'Der', email, giveAccess: true });
  const authKey = new URL(invitationLink(await latestMailTo(email, /invited/))).searchParams.get('authKey');
  const reader = { email, password: 'Reader!2026pass', home: /\/app\/dashboard$/ };
  await createApiClient({ baseUrl: API_ORIGIN }).call(resetPassword, {
    email,
    password: reader.password,
    authKey: authKey ?? '',
  });

  await signIn(page, reader);
  await page.goto('/app/strategic/list');
  await expect(rowOf(page, 'Strategic plans', plan)).toBeVisible();
  await expect(page.getByText('Only Strategic Planning administrators can change them.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add strategic plan' })).toHaveCount(0);
  await expect(rowOf(page, 'Strategic plans', plan).getByRole('button')).toHaveCount(0);

  await rowOf(page, 'Strategic plans', plan)
    .getByRole('link', { name: `Perspectives: ${plan}` })
    .click();
  await expect(rowOf(page, `Perspectives of ${plan}`, 'Customer')).toBeVisible();
  await expect(page.getByLabel('New perspective')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Rename/ })).toHaveCount(0);

  await page.goto('/app/strategic/add');
  await expect(page.getByText('Only Strategic Planning administrators can add plans.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
