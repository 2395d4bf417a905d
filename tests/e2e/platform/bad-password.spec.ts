import { expect, test } from '@playwright/test';
import { OWNER, storedSession, submitSignIn } from '../journeys';

test('a wrong password shows "Login Failed" with the server’s message and stores no session', async ({
  page,
}) => {
  await page.goto('/app/sessions/signIn');
  await submitSignIn(page, { email: OWNER.email, password: 'Wrong!2026pass' });

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Login Failed');
  await expect(alert).toContainText('The email or password is incorrect.');
  await expect(page).toHaveURL(/\/app\/sessions\/signIn$/);
  expect(await storedSession(page)).toBeNull();

  // A field the schema refuses is explained under the field, before any call.
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('must be a valid email address')).toBeVisible();
  expect(await storedSession(page)).toBeNull();
});
