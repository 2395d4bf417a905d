import { businessUnitRoutes, listEmployees } from '@stratum/contracts';
import { expect, test } from '@playwright/test';
import { apiAs, chooseOption, newCompany, seriousViolations, signIn, toasts, unique } from '../journeys';

const SAGE = '/app/settings/organization-units/sage-employees';

test('a Sage export is uploaded; two of its rows are mapped and added as employees, the third discarded', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  const { admin } = await newCompany('Sage Co', { activate: true });
  const api = await apiAs(admin);
  const bu = unique('Finance');
  await api.call(businessUnitRoutes.add, { name: bu });
  const run = unique('sage').replace(' ', '-');
  const sageExport =
    [
      'Employee Code,Title,Forename,Surname,E-mail,Job Title,Phone Number',
      `S-${run}-1,Ms,Alma,Sagewood,alma-${run}@example.com,Accountant,555-0101`,
      `S-${run}-2,Mr,Bert,Sagewood,bert-${run}@example.com,Controller,555-0102`,
      `S-${run}-3,Mx,Cleo,Sagewood,cleo-${run}@example.com,Auditor,555-0103`,
    ].join('\r\n') + '\r\n';

  await signIn(page, admin);
  await page.goto(SAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Sage employees' })).toBeVisible();
  await page
    .getByLabel('Sage export (CSV or Excel)')
    .setInputFiles({ name: 'sage.csv', mimeType: 'text/csv', buffer: Buffer.from(sageExport, 'utf8') });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(toasts(page)).toContainText('3 rows of the Sage export are ready to add');

  const table = page.getByRole('table', { name: 'Sage rows' });
  for (const name of ['Alma', 'Bert', 'Cleo']) await expect(table).toContainText(name);
  expect(await seriousViolations(page)).toEqual([]);

  // Alma and Bert become employees.
  await table.getByRole('row').filter({ hasText: 'Alma' }).getByRole('checkbox').check();
  await table.getByRole('row').filter({ hasText: 'Bert' }).getByRole('checkbox').check();
  await expect(page.getByText('2 rows chosen')).toBeVisible();
  await page.getByRole('button', { name: 'Add as employees' }).click();
  await expect(page).toHaveURL(/\/add-sage-employee$/);

  // The columns are guessed from their headers (not "Title": that is Ms/Mr here).
  const mapping = page.getByRole('group', { name: 'Which column holds what' });
  await expect(mapping.getByLabel('First name', { exact: true })).toBeAttached();
  await expect(mapping).toContainText('Forename');
  await expect(mapping).toContainText('Surname');
  await expect(mapping).toContainText('E-mail');
  await expect(mapping).toContainText('Employee Code');
  await expect(mapping).toContainText('Job Title');
  const preview = page.getByRole('table', { name: 'The 2 rows as they will be added' });
  await expect(preview).toContainText(`alma-${run}@example.com`);
  await expect(preview).toContainText('Controller');
  await chooseOption(page, 'Business unit', bu);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Add 2 employees' }).click();
  await expect(page.getByText('2 employees added').first()).toBeVisible();

  const { list } = await api.call(listEmployees, { search: run, limit: 10 });
  expect(list.map((e) => e.fullName).sort()).toEqual(['Alma Sagewood', 'Bert Sagewood']);
  expect(list.every((e) => e.source === 'sage' && e.placement[0]?.name === bu)).toBe(true);
  expect(list.find((e) => e.firstName === 'Bert')?.jobTitle).toBe('Controller');

  // They are in the employees list; the staged rows say Added.
  await page.getByRole('link', { name: 'See them in the employees list' }).click();
  await page.getByLabel('Search').fill('Sagewood');
  await expect(page.getByRole('table', { name: 'Employees' }).getByRole('row')).toHaveCount(3);
  await page.goto(SAGE);
  await expect(table.getByRole('row').filter({ hasText: 'Alma' })).toContainText('Added');
  await expect(table.getByRole('row').filter({ hasText: 'Cleo' })).toContainText('Waiting');

  // Cleo's row is discarded.
  await table.getByRole('row').filter({ hasText: 'Cleo' }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete 1 row' }).click();
  await expect(toasts(page)).toContainText('1 row deleted');
  await expect(table).not.toContainText('Cleo');
});

test('a Cow export works the same way: upload, map, add', async ({ page }) => {
  test.setTimeout(90_000);
  const { admin } = await newCompany('Cow Co', { activate: true });
  const api = await apiAs(admin);
  const run = unique('cow').replace(' ', '-');
  const cowExport = `First Name,Last Name,Work Email\r\nDora,Cowley,dora-${run}@example.com\r\n`;
  await signIn(page, admin);
  await page.goto('/app/settings/organization-units/cow-employees');
  await expect(page.getByRole('heading', { level: 1, name: 'Cow employees' })).toBeVisible();
  await page
    .getByLabel('Cow export (CSV or Excel)')
    .setInputFiles({ name: 'cow.csv', mimeType: 'text/csv', buffer: Buffer.from(cowExport, 'utf8') });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(toasts(page)).toContainText('1 row of the Cow export is ready to add');
  const table = page.getByRole('table', { name: 'Cow rows' });
  await table.getByRole('row').filter({ hasText: 'Dora' }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Add as employees' }).click();
  await expect(page).toHaveURL(/\/add-cow-employee$/);
  await page.getByRole('button', { name: 'Add 1 employee' }).click();
  await expect(page.getByText('1 employee added').first()).toBeVisible();
  const { list } = await api.call(listEmployees, { search: run, limit: 5 });
  expect(list.map((e) => [e.fullName, e.source])).toEqual([['Dora Cowley', 'cow']]);
});
