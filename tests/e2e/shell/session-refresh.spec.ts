import { expect, test, type Page } from '@playwright/test';
import { ADMIN, SESSION_KEY, signIn, storedSession } from '../journeys';

const spoil = (page: Page, fields: Record<string, string>) =>
  page.evaluate(
    ({ key, fields }) => {
      const session = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      localStorage.setItem(key, JSON.stringify({ ...session, ...fields }));
    },
    { key: SESSION_KEY, fields },
  );

test('an expired access token is refreshed once and the page carries on', async ({ page }) => {
  await signIn(page, ADMIN);
  await spoil(page, { apiToken: 'expired-token' });
  const refreshes: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/auth/refresh')) refreshes.push(r.url());
  });

  await page.reload();
  await expect(page.getByRole('heading', { level: 3, name: 'Risk Management' })).toBeVisible();
  const stored = JSON.parse((await storedSession(page)) ?? '{}') as { apiToken?: string };
  expect(stored.apiToken).toBeTruthy();
  expect(stored.apiToken).not.toBe('expired-token');
  expect(refreshes).toHaveLength(1);
});

test('when the refresh fails too, the session ends and sign-in says why', async ({ page }) => {
  await signIn(page, ADMIN);
  await spoil(page, { apiToken: 'expired-token', refreshToken: 'revoked-token' });

  await page.reload();
  await expect(page).toHaveURL(/\/app\/sessions\/signIn$/);
  await expect(page.getByRole('alert')).toContainText('Session Expired');
  expect(await storedSession(page)).toBeNull();

  // Signing in again returns to where the person was.
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(ADMIN.home);
});
