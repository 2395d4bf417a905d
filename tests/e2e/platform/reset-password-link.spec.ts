import { expect, test } from '@playwright/test';

// The full invitation journey (mail store → code → password) belongs to the platform screens' specs.
test('the reset-password screen takes email and code from the link and checks the password rules', async ({
  page,
}) => {
  await page.goto('/app/sessions/reset-password?email=someone%40acme.test&authKey=123456');
  await expect(page).toHaveTitle('Choose a password · Stratum');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('someone@acme.test');
  await expect(page.getByLabel('Code from the email')).toHaveValue('123456');

  const rules = page.locator('#password-rules li');
  await expect(rules).toHaveCount(5);
  await page.getByLabel('New password', { exact: true }).fill('abc');
  await expect(rules.filter({ hasText: 'a lower-case letter' })).toHaveClass(/rule-met/);
  await expect(rules.filter({ hasText: 'an upper-case letter' })).toHaveClass(/rule-missing/);

  await page.getByLabel('New password', { exact: true }).fill('Better!2026pass');
  await page.getByLabel('Repeat the new password').fill('Other!2026pass');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('The two passwords differ')).toBeVisible();

  // A code the server never issued: the route's error title and the server's message.
  await page.getByLabel('Repeat the new password').fill('Better!2026pass');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('alert')).toContainText('Reset Password Failed');
});
