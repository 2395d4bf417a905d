import { expect, test } from '@playwright/test';
import { mainNav, OWNER, SESSION_KEY, storedSession, submitSignIn } from '../journeys';

test('the owner signs in from the root and lands on their dashboard, with the owner’s menu', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/app\/sessions\/signIn$/);
  await expect(page).toHaveTitle('Sign in · Stratum');

  await submitSignIn(page, OWNER);

  await expect(page).toHaveURL(OWNER.home);
  await expect(page).toHaveTitle('Dashboard · Stratum');
  await expect(page.getByRole('heading', { level: 2, name: 'Companies and people' })).toBeVisible();
  await expect(mainNav(page).getByRole('link')).toHaveText([
    'Dashboard',
    'Companies',
    'Modules',
    'Rating scale',
    'Performance committee',
    'Qualitative measurement',
    'User manuals',
  ]);
  await expect(page.getByRole('button', { name: 'Platform Owner' })).toBeVisible();
  const stored = JSON.parse((await storedSession(page)) ?? 'null') as { role: string; email: string } | null;
  expect(stored).toMatchObject({ role: 'holder', email: OWNER.email });

  // The root now goes home, and the session outlives a reload.
  await page.goto('/');
  await expect(page).toHaveURL(OWNER.home);
  expect(await page.evaluate((key) => localStorage.getItem(key) !== null, SESSION_KEY)).toBe(true);
});
