import { expect, test } from '@playwright/test';
import { newCompany, signIn, unique } from '../journeys';

/*
 * spec §2 /app/audit-management settings: an audit administrator adds an audit type and a
 * checklist template (typed one question a line), renames the type on its edit page, and deletes it.
 */

test('an audit administrator adds, edits and deletes settings: an audit type and a checklist template', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { admin } = await newCompany('Audit settings co', { modules: ['audit'], activate: true });
  await signIn(page, admin);

  // ---- an audit type, added and renamed
  await page.goto('/app/audit-management/main?view=settings&tab=audit-types');
  await page.getByRole('link', { name: 'Add: Audit types' }).click();
  const name = unique('IT audit');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Description').fill('Controls over systems and data');
  await page.getByRole('button', { name: 'Add: Audit types' }).click();
  const types = page.getByRole('table', { name: 'Audit types' });
  await expect(types.getByRole('row', { name: new RegExp(name) })).toContainText(
    'Controls over systems and data',
  );

  await types.getByRole('link', { name: `Edit: ${name}` }).click();
  await page.getByLabel('Name', { exact: true }).fill(`${name} (systems)`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(types.getByRole('row', { name: new RegExp(`${name} \\(systems\\)`) })).toBeVisible();

  // ---- a checklist template: each line is a question
  await page.goto('/app/audit-management/main?view=settings&tab=checklist-templates');
  await page.getByRole('link', { name: 'Add: Checklist templates' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Cash count');
  await page
    .getByLabel('Questions')
    .fill('Is the float counted daily?\nAre two people present?\n\nIs the count signed?');
  await page.getByRole('button', { name: 'Add: Checklist templates' }).click();
  const templates = page.getByRole('table', { name: 'Checklist templates' });
  await expect(
    templates
      .getByRole('row', { name: /Cash count/ })
      .getByRole('cell')
      .nth(1),
  ).toHaveText('3');

  // ---- the audit type deleted after a confirmation
  await page.goto('/app/audit-management/main?view=settings&tab=audit-types');
  await types.getByRole('button', { name: `Delete: ${name} (systems)` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(types.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});
