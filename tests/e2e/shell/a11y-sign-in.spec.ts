import { expect, test } from '@playwright/test';
import { ADMIN, seriousViolations, signIn } from '../journeys';

test('the sign-in page has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/app/sessions/signIn');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Stratum' })).toBeVisible();

  expect(await seriousViolations(page)).toEqual([]);

  // With a failed sign-in on screen, too (the alert and the field errors).
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('must be a valid email address')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the signed-in layout and dashboard have none either, in both themes', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page.getByRole('heading', { level: 3, name: 'Risk Management' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/theme-dark/);
  expect(await seriousViolations(page)).toEqual([]);
});
