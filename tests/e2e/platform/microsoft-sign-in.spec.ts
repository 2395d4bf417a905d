import { expect, test, type Page } from '@playwright/test';

/** The local stand-in for Microsoft (packages/local/src/microsoft.ts) and its demo password. */
const MICROSOFT_PASSWORD = 'Microsoft!2026pass';

const signInAtMicrosoft = async (page: Page, email: string) => {
  await page.goto('/app/sessions/signIn');
  await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
  // Microsoft's own page, on the provider's origin
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText(/Microsoft \(local stand-in\) · for Stratum/)).toBeVisible();
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password').fill(MICROSOFT_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

test('signing in with Microsoft: a stranger is refused with a reason, a member of two companies chooses one and works in it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 });

  // A verified Microsoft account no company has invited: back at Stratum, refused, nothing made.
  await signInAtMicrosoft(page, 'someone.new@contoso.test');
  await expect(page).toHaveURL(/\/auth\/microsoft\/callback\?/);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Microsoft Login Failed');
  await expect(alert).toContainText('someone.new@contoso.test is not a member of any company on Stratum');
  await page.getByRole('link', { name: 'Back to sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to Stratum' })).toBeVisible();

  // The demo consultant belongs to Acme Holdings and Northwind Advisory.
  await signInAtMicrosoft(page, 'consultant@stratum.test');
  await expect(page.getByRole('heading', { name: 'Choose a company' })).toBeVisible();
  const choices = page.getByRole('list', { name: 'Choose a company' });
  await expect(choices.getByRole('button')).toHaveText(['Acme Holdings', 'Northwind Advisory']);
  await choices.getByRole('button', { name: 'Acme Holdings' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.locator('header.topbar').getByRole('link', { name: /^Acme Holdings/ })).toBeVisible();

  // The provider session is a session like any other: a reload keeps it.
  await page.reload();
  await expect(page.locator('header.topbar').getByRole('link', { name: /^Acme Holdings/ })).toBeVisible();
});
