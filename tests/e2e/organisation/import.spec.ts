import { addEmployee, businessUnitRoutes, departmentRoutes, listEmployees } from '@stratum/contracts';
import { expect, test, type Page } from '@playwright/test';
import { apiAs, newCompany, seriousViolations, signIn, toasts, unique } from '../journeys';

const IMPORT = '/app/settings/organization-units/importEmployee';
const HEADER = 'First name,Last name,Email,Employee number,Job title,Business unit,Department,Supervisor';

interface Person {
  first: string;
  last: string;
  email: string;
  number: string;
  unit: string;
  department: string;
  supervisor: string;
}

const csvOf = (people: readonly Person[]) =>
  [
    HEADER,
    ...people.map((p) =>
      [p.first, p.last, p.email, p.number, 'Clerk', p.unit, p.department, p.supervisor].join(','),
    ),
  ].join('\r\n') + '\r\n';

/** `count` people of one run, all in `unit` › `department`; each of the later ones reports to the first. */
const peopleOf = (count: number, unit: string, department: string): Person[] => {
  const run = unique('run').replace(' ', '-');
  return Array.from({ length: count }, (_, i) => ({
    first: `Person${i + 1}`,
    last: `Imported`,
    email: `p${i + 1}-${run}@example.com`,
    number: `${run}-${i + 1}`,
    unit,
    department,
    supervisor: i === 0 ? '' : `p1-${run}@example.com`,
  }));
};

const chooseFile = (page: Page, name: string, text: string) =>
  page
    .getByLabel('Employee file (CSV or Excel)')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });

test('a file with three bad rows is previewed with exactly those lines and imports nothing; fixed, its 200 rows are imported', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  const { admin } = await newCompany('Import Co', { activate: true });
  const api = await apiAs(admin);
  const bu = unique('Operations');
  const dept = unique('Logistics');
  const { business_unit } = await api.call(businessUnitRoutes.add, { name: bu });
  await api.call(departmentRoutes.add, { name: dept, businessUnitId: business_unit.id });
  const totalNow = async () => (await api.call(listEmployees, { limit: 1 })).total;
  expect(await totalNow()).toBe(1);

  const people = peopleOf(200, bu, dept);
  // Three rows go wrong: a bad email (line 12), no last name (line 57), an unknown department (line 150).
  const broken = people.map((p) => ({ ...p }));
  broken[10]!.email = 'not-an-email';
  broken[55]!.last = '';
  broken[148]!.department = 'No Such Department';

  await signIn(page, admin);
  await page.goto(IMPORT);
  await expect(page.getByRole('heading', { level: 1, name: 'Import employees' })).toBeVisible();

  // The template is the header row the server reads.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the template' }).click();
  const template = await (await download).path();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(template, 'utf8')).replace(/^\uFEFF/, '').trim()).toBe(
    'First name,Last name,Email,Employee number,Job title,Business unit,Department,Division,Section,Sub-section,Sub-sub-section,Supervisor',
  );

  await chooseFile(page, 'people.csv', csvOf(broken));
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { name: 'Preview of people.csv' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '200 rows' })).toContainText(
    '200 rows · 3 problems in 3 rows',
  );
  const problems = page.getByRole('list', { name: 'Problems' }).getByRole('listitem');
  await expect(problems).toHaveCount(3);
  expect(await problems.evaluateAll((items) => items.map((li) => li.getAttribute('data-line')))).toEqual([
    '12',
    '57',
    '150',
  ]);
  await expect(problems.nth(0)).toContainText('Line 12 · Email');
  await expect(problems.nth(1)).toContainText('Line 57 · Last name');
  await expect(problems.nth(2)).toContainText('Line 150 · Department');
  // The table shows the rows with problems first (and only them until asked).
  const rows = page.getByRole('table', { name: 'Rows of the file' }).getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText('not-an-email');
  await expect(page.getByRole('button', { name: 'Import 200 employees' })).toBeDisabled();
  expect(await totalNow()).toBe(1);
  expect(await seriousViolations(page)).toEqual([]);

  // Fixed: clean, imported all at once.
  await chooseFile(page, 'people-fixed.csv', csvOf(people));
  await expect(page.getByRole('heading', { name: /Preview of/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { name: 'Preview of people-fixed.csv' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '200 rows' })).toContainText(
    'no problems: ready to import',
  );
  await page.getByRole('button', { name: 'Import 200 employees' }).click();
  // The import runs as a job: the page follows it until every row is in, then says so.
  await expect(toasts(page)).toContainText('200 employees imported', { timeout: 60_000 });
  expect(await totalNow()).toBe(201);

  await page.getByRole('link', { name: 'See them in the employees list' }).click();
  await expect(page).toHaveURL(/\/organization-units\/employees$/);
  await expect(page.getByText('201 in all')).toBeVisible();
  await page.getByLabel('Search').fill(people[199]!.email);
  const row = page.getByRole('row').filter({ hasText: 'Person200 Imported' });
  await expect(row).toContainText(`${bu} › ${dept}`);
  await expect(row).toContainText('Person1 Imported');
});

test('a file that became wrong after its preview is refused with its problems, and nothing is imported', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { admin } = await newCompany('Import Race Co', { activate: true });
  const api = await apiAs(admin);
  const people = peopleOf(3, '', '');
  await signIn(page, admin);
  await page.goto(IMPORT);
  await chooseFile(page, 'three.csv', csvOf(people));
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('status').filter({ hasText: '3 rows' })).toContainText('no problems');

  // Meanwhile someone adds the second person by hand.
  await api.call(addEmployee, { firstName: 'Already', lastName: 'There', email: people[1]!.email });
  await page.getByRole('button', { name: 'Import 3 employees' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '1 row has problems' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Why the import was refused' })).toContainText(
    'line 3: email: Already There already has this email',
  );
  expect((await api.call(listEmployees, { limit: 1 })).total).toBe(2);
});
