import { listCompanies } from '@stratum/contracts';
import { expect, test, type Page } from '@playwright/test';
import { apiAs, freshNames, newCompany, openHome, OWNER, toasts } from '../journeys';

// Starts signed in (sign-in.setup.ts): signing in is not what this journey tests.
test.use({ storageState: OWNER.state });

/**
 * How many companies carry this name, as the owner's list finds them. Not the list's total: the
 * journeys beside this one add companies of their own meanwhile.
 */
const companiesNamed = async (companyName: string): Promise<number> => {
  const { company_list } = await (await apiAs(OWNER)).call(listCompanies, { search: companyName });
  return company_list.filter((c) => c.companyName === companyName).length;
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
  const { companyName } = freshNames('Bad Email Co');

  await page.goto('/app/companies/addCompany');
  await fillCompany(page, { companyName, email: 'not-an-email' });
  const email = page.getByLabel('Administrator’s email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#field-email-error')).toHaveText('must be a valid email address');
  await expect(page).toHaveURL(/\/app\/companies\/addCompany$/);

  expect(await companiesNamed(companyName)).toBe(0);
});

test('a name already taken fails with "Add Company Failed" and the server’s message', async ({ page }) => {
  const { company } = await newCompany('Taken Co');
  await openHome(page, OWNER);

  await page.goto('/app/companies/addCompany');
  await fillCompany(page, { companyName: company.companyName, email: freshNames('x').email });
  await expect(toasts(page)).toContainText('Add Company Failed');
  await expect(toasts(page)).toContainText(`a company named “${company.companyName}” already exists.`);
  // The server names the field, so the message sits under it too.
  await expect(page.locator('#field-companyName-error')).toHaveText(
    `a company named “${company.companyName}” already exists.`,
  );
  await expect(page).toHaveURL(/\/app\/companies\/addCompany$/);

  expect(await companiesNamed(company.companyName)).toBe(1);
});
