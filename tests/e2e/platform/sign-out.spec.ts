import { expect, test } from '@playwright/test';
import { ADMIN, signIn, storedSession } from '../journeys';

test('signing out ends the session: back to sign-in, nothing stored, pages closed', async ({ page }) => {
  await signIn(page, ADMIN);
  expect(await storedSession(page)).not.toBeNull();

  await page.getByRole('button', { name: 'Ada Admin' }).click();
  await expect(page.getByText('Company administrator')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();

  await expect(page).toHaveURL(/\/app\/sessions\/signIn$/);
  expect(await storedSession(page)).toBeNull();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.goto('/app/dashboard');
  await expect(page).toHaveURL(/\/app\/sessions\/signIn$/);
});
