import { readFile } from 'node:fs/promises';
import { businessUnitRoutes, departmentRoutes } from '@stratum/contracts';
import { expect, test, type Page } from '@playwright/test';
import { apiAs, chooseOption, newCompany, seriousViolations, signIn, toasts, unique } from '../journeys';

const UNITS = '/app/settings/organization-units';

const levelTabs = (page: Page) => page.getByRole('navigation', { name: 'Organisation levels' });
const unitsTable = (page: Page, name: string) => page.getByRole('table', { name });
const rowOf = (page: Page, table: string, name: string) =>
  unitsTable(page, table).getByRole('row').filter({ hasText: name });

test('an administrator builds business unit → department → division and finds it in the lists and the chart', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  const { admin } = await newCompany('Hierarchy Co', { activate: true });
  await signIn(page, admin);
  const bu = unique('Commercial');
  const dept = unique('Marketing');
  const div = unique('Digital');

  // A department needs a business unit: the empty list says so and leads there.
  await page.goto(`${UNITS}/departments`);
  await expect(page.getByRole('heading', { level: 1, name: 'Departments' })).toBeVisible();
  await expect(
    page.getByText('Every department belongs to a business unit, and there is none yet.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Add a business unit first' }).click();
  await expect(page).toHaveURL(/\/businessUnits\/add$/);
  await expect(page).toHaveTitle(/^Add business unit · /);

  await page.getByLabel('Name', { exact: true }).fill(bu);
  await chooseOption(page, 'Owns a strategic plan', 'Yes');
  await page.getByRole('button', { name: 'Add business unit' }).click();
  await expect(toasts(page)).toContainText(`${bu} added`);
  await expect(page).toHaveURL(/\/businessUnits$/);
  await expect(rowOf(page, 'Business units', bu)).toContainText('Yes');
  await expect(rowOf(page, 'Business units', bu)).toContainText('Active');

  // A department under it: the parent is chosen from the business units.
  await levelTabs(page).getByRole('link', { name: 'Departments' }).click();
  await expect(page).toHaveURL(/\/departments$/);
  await page.getByRole('button', { name: 'Add department' }).click();
  await page.getByLabel('Name', { exact: true }).fill(dept);
  // Nothing is chosen yet: the form says what is missing rather than calling the server.
  await page.getByRole('button', { name: 'Add department' }).click();
  await expect(page.getByText('Choose the business unit', { exact: true })).toBeVisible();
  await chooseOption(page, 'Business unit', bu);
  await page.getByRole('button', { name: 'Add department' }).click();
  await expect(toasts(page)).toContainText(`${dept} added`);
  await expect(rowOf(page, 'Departments', dept)).toContainText(bu);

  // A division: business unit, then the departments of that business unit.
  await levelTabs(page).getByRole('link', { name: 'Divisions' }).click();
  await page.getByRole('button', { name: 'Add division' }).click();
  await page.getByLabel('Name', { exact: true }).fill(div);
  await chooseOption(page, 'Business unit', bu);
  await chooseOption(page, 'Department', dept);
  await page.getByRole('button', { name: 'Add division' }).click();
  await expect(toasts(page)).toContainText(`${div} added`);
  await expect(rowOf(page, 'Divisions', div)).toContainText(`${bu} › ${dept}`);

  // The counts above follow: the business unit has one department under it.
  await levelTabs(page).getByRole('link', { name: 'Business units' }).click();
  const buRow = rowOf(page, 'Business units', bu);
  await expect(buRow.getByRole('cell').nth(5)).toHaveText('1');

  // The export holds what the list shows, the path written out.
  await levelTabs(page).getByRole('link', { name: 'Divisions' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await download).path()) ?? '', 'utf8');
  expect(csv).toContain('Name,Part of,Head,Status,People,Units under it');
  expect(csv).toContain(`${div},${bu} › ${dept},,Active,0,0`);

  // Search narrows the list (in the browser: a level is read whole).
  await page.getByLabel('Search').fill('no such unit');
  await expect(unitsTable(page, 'Divisions')).toContainText('Nothing matches “no such unit”');
  await page.getByLabel('Search').fill(div.split(' ')[1] ?? div);
  await expect(rowOf(page, 'Divisions', div)).toBeVisible();

  // The organisation chart draws the three levels, and folds a branch on demand.
  await page.goto(`${UNITS}/org-chart`);
  const chart = page.getByRole('region', { name: 'Organisation chart' });
  for (const name of [bu, dept, div]) await expect(chart.getByRole('link', { name })).toBeVisible();
  await chart.getByRole('button', { name: `Hide the units under ${bu}` }).click();
  await expect(chart.getByRole('link', { name: dept })).toBeHidden();
  await chart.getByRole('button', { name: `Show the units under ${bu}` }).click();
  await expect(chart.getByRole('link', { name: div })).toBeVisible();
});

test('a unit with units under it cannot be deleted: the refusal says why, and nothing is lost', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  const { admin } = await newCompany('Refusal Co', { activate: true });
  const api = await apiAs(admin);
  const bu = unique('Operations');
  const dept = unique('Logistics');
  const { business_unit } = await api.call(businessUnitRoutes.add, { name: bu });
  await api.call(departmentRoutes.add, { name: dept, businessUnitId: business_unit.id });

  await signIn(page, admin);
  await page.goto(`${UNITS}/businessUnits`);
  await rowOf(page, 'Business units', bu).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${bu}?` });
  await expect(dialog).toContainText(`Delete the business unit “${bu}”?`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toasts(page)).toContainText('Delete Business Unit Failed');
  await expect(toasts(page)).toContainText(`“${bu}” has 1 department under it: delete or move them first.`);
  await expect(rowOf(page, 'Business units', bu)).toBeVisible();

  // Once the department is gone, the business unit goes too.
  await levelTabs(page).getByRole('link', { name: 'Departments' }).click();
  await rowOf(page, 'Departments', dept).getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: `Delete ${dept}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toasts(page)).toContainText(`${dept} deleted`);
  await expect(rowOf(page, 'Departments', dept)).toHaveCount(0);
  await levelTabs(page).getByRole('link', { name: 'Business units' }).click();
  await rowOf(page, 'Business units', bu).getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: `Delete ${bu}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toasts(page)).toContainText(`${bu} deleted`);
  await expect(rowOf(page, 'Business units', bu)).toHaveCount(0);
});

test('a stale edit of a unit is refused with the conflict notice and overwrites nothing', async ({
  page,
  context,
}) => {
  const { admin } = await newCompany('Stale Unit Co', { activate: true });
  const api = await apiAs(admin);
  const bu = unique('Finance');
  const { business_unit } = await api.call(businessUnitRoutes.add, { name: bu });
  await signIn(page, admin);
  const edit = `${UNITS}/businessUnits/edit/${business_unit.id}`;
  const stale = await context.newPage();
  await stale.goto(edit);
  await expect(stale.getByLabel('Name', { exact: true })).toHaveValue(bu);

  await page.goto(edit);
  await page.getByLabel('Name', { exact: true }).fill(`${bu} Group`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page)).toContainText(`${bu} Group saved`);

  await stale.getByLabel('Name', { exact: true }).fill(`${bu} Holdings`);
  await stale.getByRole('button', { name: 'Save' }).click();
  const notice = stale.locator('.conflict-notice');
  await expect(notice).toContainText('Changed by someone else');
  await expect(toasts(stale)).toContainText('Update Business Unit Failed');
  await notice.getByRole('button', { name: 'Load the latest version' }).click();
  await expect(stale.getByLabel('Name', { exact: true })).toHaveValue(`${bu} Group`);
  await expect(notice).toBeHidden();
});

test('the unit list and form pages have no serious accessibility problems', async ({ page }) => {
  const { admin } = await newCompany('A11y Units Co', { activate: true });
  const api = await apiAs(admin);
  const bu = unique('Retail');
  const dept = unique('Stores');
  const { business_unit } = await api.call(businessUnitRoutes.add, { name: bu });
  const { department } = await api.call(departmentRoutes.add, {
    name: dept,
    businessUnitId: business_unit.id,
  });
  await signIn(page, admin);

  await page.goto(`${UNITS}/departments`);
  await expect(unitsTable(page, 'Departments').getByRole('row')).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`${UNITS}/divisions/add`);
  await chooseOption(page, 'Business unit', bu);
  await expect(page.getByLabel('Department', { exact: true })).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);

  // An edit page starts with the unit's place chosen.
  await page.goto(`${UNITS}/departments/edit/${department.id}`);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(dept);
  await expect(page.getByRole('group', { name: 'Part of' })).toContainText(bu);
  expect(await seriousViolations(page)).toEqual([]);
});
