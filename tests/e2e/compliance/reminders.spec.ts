import { expect, test } from '@playwright/test';
import { ADMIN, openHome } from '../journeys';

// Starts signed in (sign-in.setup.ts): signing in is not what this journey tests.
test.use({ storageState: ADMIN.state });

/*
 * Reminder settings (ARCHITECTURE §10, the person's own page at /app/reminders), reached from
 * Compliance Management: the administrator
 * switches a reminder off for themselves, finds it still off after a reload, and on again.
 */
test('reminder settings: a personal opt-out, kept across a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await openHome(page, ADMIN);
  await page.goto('/app/compliance-management/main');
  await page.getByRole('button', { name: 'Reminders' }).click();
  await expect(page).toHaveURL(/\/app\/reminders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reminder settings' })).toBeVisible();

  // The person's own switch: off, still off after a reload, then on again.
  const overdue = page.getByRole('switch', { name: 'A compliance activity of my complying team is overdue' });
  await expect(overdue).toBeChecked();
  await overdue.click();
  await expect(overdue).not.toBeChecked();
  await page.reload();
  await expect(overdue).not.toBeChecked();
  await overdue.click();
  await expect(overdue).toBeChecked();
});
