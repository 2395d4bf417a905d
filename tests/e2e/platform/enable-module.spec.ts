import { expect, test } from '@playwright/test';
import { newCompany, openHome, OWNER, toasts } from '../journeys';

// Starts signed in (sign-in.setup.ts): signing in is not what this journey tests.
test.use({ storageState: OWNER.state });

test('a module switched on for a company stays on after a reload; off asks first', async ({ page }) => {
  const { company } = await newCompany('Module Co');
  await openHome(page, OWNER);

  // From the catalogue to the module's page of companies.
  await page.goto('/app/modules/list');
  const catalogue = page.getByRole('table', { name: 'The module catalogue' });
  await expect(catalogue.getByRole('row', { name: /^Organisation Units/ })).toContainText('Every company');
  await catalogue.getByRole('link', { name: 'Choose companies: Compliance Management' }).click();
  await expect(page).toHaveURL(/\/app\/modules\/enable-companies\?module=compliance$/);

  const find = page.getByPlaceholder('Find a company');
  const toggle = page.getByRole('switch', { name: `Compliance Management for ${company.companyName}` });
  await find.fill(company.companyName);
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toasts(page)).toContainText(`Compliance Management is on for ${company.companyName}`);

  await page.reload();
  await find.fill(company.companyName);
  await expect(toggle).toBeChecked();

  // Switching off takes people's access away: it is confirmed first; cancelling keeps it on.
  await toggle.click();
  const dialog = page.getByRole('dialog', { name: 'Switch off Compliance Management?' });
  await expect(dialog).toContainText(`The people of ${company.companyName} lose access`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(toggle).toBeChecked();
  await toggle.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Switch it off' }).click();
  await expect(toasts(page)).toContainText(`Compliance Management is off for ${company.companyName}`);
  await page.reload();
  await find.fill(company.companyName);
  await expect(toggle).not.toBeChecked();

  // A core module is on for every company and cannot be switched.
  await page.goto('/app/modules/enable-companies?module=organisation');
  await find.fill(company.companyName);
  const core = page.getByRole('switch', { name: `Organisation for ${company.companyName}` });
  await expect(core).toBeChecked();
  await expect(core).toBeDisabled();
});
