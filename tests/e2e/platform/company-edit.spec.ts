import { getCompany } from '@stratum/contracts';
import { expect, test } from '@playwright/test';
import { apiAs, chooseOption, newCompany, openHome, OWNER, toasts } from '../journeys';

// Starts signed in (sign-in.setup.ts): signing in is not what this journey tests.
test.use({ storageState: OWNER.state });

test('the owner switches a company to Inactive and back; the audit trail shows both changes', async ({
  page,
}) => {
  const { company } = await newCompany('Status Co');
  await openHome(page, OWNER);
  await page.goto(`/app/companies/editCompany/${company.id}`);
  await expect(page.getByRole('heading', { level: 1, name: company.companyName })).toBeVisible();

  for (const status of ['Inactive', 'Active'] as const) {
    await chooseOption(page, 'Status', status);
    await page.getByRole('button', { name: 'Save' }).click();
    if (status === 'Inactive') {
      // Shutting the company's people out is confirmed first.
      const dialog = page.getByRole('dialog', { name: `Set ${company.companyName} to Inactive?` });
      await expect(dialog).toContainText('can no longer sign in');
      await dialog.getByRole('button', { name: 'Set to Inactive' }).click();
    }
    await expect(toasts(page)).toContainText('Company saved');
    await expect(page.locator('.company-summary .status-tag')).toHaveText(status);
  }

  await page.getByRole('tab', { name: 'Audit trail' }).click();
  await expect(page).toHaveURL(/\?tab=audit$/);
  const trail = page.getByRole('table', { name: `Audit trail of ${company.companyName}` });
  // Newest first: back to Active, to Inactive, then the company's creation.
  await expect(trail.getByRole('row').filter({ hasText: 'Status:' })).toHaveText([
    /Status: Inactive\s*→\s*Active/,
    /Status: Active\s*→\s*Inactive/,
    /Status: none\s*→\s*Active/,
  ]);
  await expect(trail.getByRole('row').nth(1)).toContainText('Platform Owner');

  // Filters: a kind of record the company has no change of, then a day range with all of them.
  await chooseOption(page, 'Kind of record', 'Employee access');
  await expect(trail.getByText('No changes recorded for these filters')).toBeVisible();
  await chooseOption(page, 'Kind of record', 'Company');
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
  await page.getByLabel('From', { exact: true }).fill(today);
  await page.getByLabel('To', { exact: true }).fill(today);
  await expect(trail.getByRole('row').filter({ hasText: 'Status:' })).toHaveCount(3);
});

test('a stale edit is refused with the conflict message and does not overwrite', async ({
  page,
  context,
}) => {
  const { company } = await newCompany('Conflict Co');
  await openHome(page, OWNER);
  const edit = `/app/companies/editCompany/${company.id}`;
  const stale = await context.newPage();
  await stale.goto(edit);
  await expect(stale.getByLabel('Administrator’s first name')).toHaveValue('Fresh');

  await page.goto(edit);
  await page.getByLabel('Administrator’s first name').fill('Alice');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page)).toContainText('Company saved');

  // The other page still holds the version it opened: its save is refused.
  await stale.getByLabel('Administrator’s first name').fill('Bob');
  await stale.getByRole('button', { name: 'Save' }).click();
  const notice = stale.locator('.conflict-notice');
  await expect(notice).toHaveAttribute('role', 'alert');
  await expect(notice).toContainText('Changed by someone else');
  await expect(notice).toContainText('your changes were not saved');
  await expect(toasts(stale)).toContainText('Update Company Failed');
  await expect(toasts(stale)).toContainText('This company was changed by someone else');

  const owner = await apiAs(OWNER);
  expect((await owner.call(getCompany, { id: company.id })).company.eFirstName).toBe('Alice');

  // Loading the latest shows the other person's change, ready to edit again.
  await notice.getByRole('button', { name: 'Load the latest version' }).click();
  await expect(stale.getByLabel('Administrator’s first name')).toHaveValue('Alice');
  await expect(notice).toBeHidden();
});
