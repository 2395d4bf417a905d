import { expect, test } from '@playwright/test';
import { mainNav, submitSignIn } from '../journeys';

/** The demo consultant: an employee of Acme Holdings and of Northwind Advisory (README). */
const CONSULTANT = { email: 'consultant@stratum.test', password: 'Consult!2026pass' };

test('a person in two companies chooses one after signing in, then switches from the top bar and sees each company’s own modules', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/app/sessions/signIn');
  await submitSignIn(page, CONSULTANT);

  await expect(page.getByRole('heading', { name: 'Choose a company' })).toBeVisible();
  const choices = page.getByRole('list', { name: 'Choose a company' });
  await expect(choices.getByRole('button')).toHaveText(['Acme Holdings', 'Northwind Advisory']);
  await choices.getByRole('button', { name: 'Northwind Advisory' }).click();

  await expect(page).toHaveURL(/\/app\/dashboard$/);
  // the header's brand: the company's logo (named by its alt text) or its name
  const brandOf = (name: string) =>
    page.locator('header.topbar').getByRole('link', { name: new RegExp(`^${name}`) });
  await expect(brandOf('Northwind Advisory')).toBeVisible();
  // Northwind has only the core modules; Acme has planning, performance and risk as well.
  await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Risk Management' })).toHaveCount(0);

  const company = page.getByLabel('Company you are working in');
  await expect(company).toHaveValue(/.+/);
  await company.selectOption({ label: 'Acme Holdings' });
  await expect(brandOf('Acme Holdings')).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Risk Management' })).toBeVisible();

  // The choice is the session's: a reload keeps working in Acme.
  await page.reload();
  await expect(brandOf('Acme Holdings')).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Risk Management' })).toBeVisible();

  await company.selectOption({ label: 'Northwind Advisory' });
  await expect(brandOf('Northwind Advisory')).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Risk Management' })).toHaveCount(0);
});
