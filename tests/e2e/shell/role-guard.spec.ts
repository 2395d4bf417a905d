import { expect, test } from '@playwright/test';
import { ADMIN, OWNER, signIn } from '../journeys';

test('a company administrator cannot open the owner’s pages', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/app/companies/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Not for your role' })).toBeVisible();
  await expect(page.getByText('This page is for the platform owner.')).toBeVisible();

  // A module the company has not enabled (Acme's demo has no strategy management).
  await page.goto('/app/strategy-management/my-task');
  await expect(page.getByRole('heading', { level: 1, name: 'Module not enabled' })).toBeVisible();
});

test('the owner cannot open company employees’ pages', async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto('/app/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Not for your role' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to my home page' }).click();
  await expect(page).toHaveURL(OWNER.home);
});
