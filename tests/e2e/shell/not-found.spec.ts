import { expect, test } from '@playwright/test';
import { ADMIN, signIn } from '../journeys';

test('an unknown path shows the not-found page, signed out and signed in', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('There is no page at /no/such/page.')).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Stratum');

  await signIn(page, ADMIN);
  await page.goto('/app/dashboard/nothing-here/at-all');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to my home page' }).click();
  await expect(page).toHaveURL(ADMIN.home);
});
