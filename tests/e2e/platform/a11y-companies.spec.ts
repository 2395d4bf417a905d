import { expect, test } from '@playwright/test';
import { newCompany, openHome, OWNER, seriousViolations } from '../journeys';

// Starts signed in (sign-in.setup.ts): signing in is not what this journey tests.
test.use({ storageState: OWNER.state });

test('the companies list and the add-company page have no serious or critical accessibility violation', async ({
  page,
}) => {
  await newCompany('Axe Co');
  await openHome(page, OWNER);
  await page.goto('/app/companies/list');
  await expect(page.getByRole('table', { name: 'Companies' }).getByRole('row').nth(1)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/app/companies/addCompany');
  await expect(page.getByRole('heading', { level: 1, name: 'Add company' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // With the field errors on screen, too.
  await page.getByRole('button', { name: 'Add company' }).click();
  await expect(page.getByText('companyName is required')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
