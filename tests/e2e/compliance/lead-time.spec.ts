import { setReminderLeadTime } from '@stratum/contracts';
import { expect, test } from '@playwright/test';
import { apiAs, newCompany, signIn, toasts } from '../journeys';

/*
 * Reminder settings (ARCHITECTURE §10), in a company of its own: its administrator sets the
 * due-soon lead time and finds it after a reload; when another administrator saved a newer one
 * meanwhile, the stale save is refused with the conflict notice, and loading the latest shows it.
 */
test('reminder lead time: saved, kept across a reload, a stale save shows the conflict notice', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { admin } = await newCompany('Lead time co', { modules: ['compliance'], activate: true });
  await signIn(page, admin);
  await page.goto('/app/reminders');
  await expect(page.getByRole('heading', { level: 1, name: 'Reminder settings' })).toBeVisible();

  const dueSoon = page.locator('[data-kind="compliance-due-soon"]');
  const days = dueSoon.getByLabel('Sent this many days before the due date');
  const save = dueSoon.getByRole('button', { name: 'Save lead time' });
  await expect(days).toHaveValue('14 days');
  await expect(save).toBeDisabled();
  // typed as a person types (the number field takes its value from key presses)
  const type = async (value: string) => {
    await days.click();
    await days.press('ControlOrMeta+a');
    await days.press('Backspace');
    await days.pressSequentially(value);
  };
  await type('10');
  await save.click();
  await expect(toasts(page)).toContainText('Lead time saved');
  await page.reload();
  await expect(days).toHaveValue('10 days');

  // Another administrator (here: the same one, through the API) saves 21 over version 1.
  const api = await apiAs(admin);
  await api.call(setReminderLeadTime, { kind: 'compliance-due-soon', leadDays: 21, version: 1 });
  await type('7');
  await save.click();
  const notice = dueSoon.getByRole('alert');
  await expect(notice).toContainText('Changed by someone else');
  await notice.getByRole('button', { name: 'Load the latest version' }).click();
  await expect(notice).toHaveCount(0);
  await expect(days).toHaveValue('21 days');
});

/*
 * The reminder settings are the person's own (ARCHITECTURE §10): a company with Surveys on and
 * Compliance off reaches them from the person's menu and sees the survey kind only; the page's
 * old compliance address redirects to them.
 */
test('reminder settings: reached from the person’s menu with Surveys on and Compliance off', async ({
  page,
}) => {
  const { admin } = await newCompany('Survey reminders co', { modules: ['surveys'], activate: true });
  await signIn(page, admin);
  await page.getByRole('button', { name: 'Fresh Admin' }).click();
  await page.getByRole('menuitem', { name: 'My reminders' }).click();
  await expect(page).toHaveURL(/\/app\/reminders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reminder settings' })).toBeVisible();
  await expect(page.locator('[data-kind="surveys-not-answered"]')).toBeVisible();
  await expect(page.locator('[data-kind^="compliance-"]')).toHaveCount(0);
});

test('the old compliance address of the reminder settings redirects to the person’s own', async ({
  page,
}) => {
  const { admin } = await newCompany('Old reminders co', { modules: ['compliance'], activate: true });
  await signIn(page, admin);
  await page.goto('/app/compliance-management/reminders');
  await expect(page).toHaveURL(/\/app\/reminders$/);
  await expect(page.locator('[data-kind="compliance-due-soon"]')).toBeVisible();
});
