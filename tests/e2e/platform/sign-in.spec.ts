import { expect, test } from '@playwright/test';

// The demo owner the stack seeds (README: demo logins).
const owner = { email: 'owner@stratum.test', password: 'Owner!2026pass' };

test('the demo owner signs in; a wrong password is refused', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill('Wrong!2026pass');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('status')).toHaveText('Login Failed: The email or password is incorrect.');

  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('status')).toHaveText('Signed in as Platform Owner');
});
