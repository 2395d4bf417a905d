import { expect, test, type Page } from '@playwright/test';
import { freshNames, newCompany, openHome, OWNER, toasts } from '../journeys';

// Starts signed in (sign-in.setup.ts): signing in is not what this journey tests.
test.use({ storageState: OWNER.state });

/** The list's total, from its paginator ("Page 1 of 1 · 7 in all"), once loaded (never 0: the demo company). */
const listTotal = async (page: Page): Promise<number> => {
  await page.goto('/app/companies/list');
  const report = page.locator('.p-paginator-current');
  await expect(report).toHaveText(/[1-9]\d* in all/);
  return Number(/(\d+) in all/.exec((await report.textContent()) ?? '')?.[1]);
};

const fillCompany = async (page: Page, values: { companyName: string; email: string }) => {
  await page.getByLabel('Company name').fill(values.companyName);
  await page.getByLabel('Administrator’s first name').fill('Erin');
  await page.getByLabel('Administrator’s last name').fill('Error');
  await page.getByLabel('Administrator’s email').fill(values.email);
  await page.getByRole('button', { name: 'Add company' }).click();
};

test('a bad email is explained under the field and adds nothing', async ({ page }) => {
  await openHome(page, OWNER);
  const before = await listTotal(page);

  await page.goto('/app/companies/addCompany');
  await fillCompany(page, { companyName: freshNames('Bad Email Co').companyName, email: 'not-an-email' });
  const email = page.getByLabel('Administrator’s email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#field-email-error')).toHaveText('must be a valid email address');
  await expect(page).toHaveURL(/\/app\/companies\/addCompany$/);

  expect(await listTotal(page)).toBe(before);
});

test('a name already taken fails with "Add Company Failed" and the server’s message', async ({ page }) => {
  const { company } = await newCompany('Taken Co');
  await openHome(page, OWNER);
  const before = await listTotal(page);

  await page.goto('/app/companies/addCompany');
  await fillCompany(page, { companyName: company.companyName, email: freshNames('x').email });
  await expect(toasts(page)).toContainText('Add Company Failed');
  await expect(toasts(page)).toContainText(`a company named “${company.companyName}” already exists.`);
  // The server names the field, so the message sits under it too.
  await expect(page.locator('#field-companyName-error')).toHaveText(
    `a company named “${company.companyName}” already exists.`,
  );
  await expect(page).toHaveURL(/\/app\/companies\/addCompany$/);

  expect(await listTotal(page)).toBe(before);
});
