import AxeBuilder from '@axe-core/playwright';
import { addEmployee, getActingSupervisor } from '@stratum/contracts';
import { expect, test, type Page } from '@playwright/test';
import { apiAs, newCompany, seriousViolations, signIn, toasts, unique } from '../journeys';
import { invitedPerson } from '../performance/set-up';

const ACTING = '/app/settings/organization-units/acting-supervisors';

const emailFor = (name: string) => `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`;

/** Types part of a name into an employee picker and chooses the person. */
const pickEmployee = async (page: Page, label: string, name: string) => {
  await page.getByLabel(label, { exact: true }).fill(name.split(' ')[0] ?? name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
};

/** A day `days` from today, YYYY-MM-DD in the browser's calendar. */
const dayFromToday = (page: Page, days: number) =>
  page.evaluate((d) => new Date(Date.now() + d * 86_400_000).toLocaleDateString('en-CA'), days);

test('an administrator sets an acting supervisor for an employee, then ends the arrangement', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  const { admin } = await newCompany('Acting Co', { activate: true });
  const api = await apiAs(admin);
  const boss = unique('Bea');
  const deputy = unique('Dev');
  const { employee: supervisor } = await api.call(addEmployee, {
    firstName: boss,
    lastName: 'Boss',
    email: emailFor(boss),
    jobTitle: 'Sales director',
  });
  await api.call(addEmployee, {
    firstName: deputy,
    lastName: 'Deputy',
    email: emailFor(deputy),
    jobTitle: 'Sales lead',
  });

  await signIn(page, admin);
  await page.goto(ACTING);
  await expect(page.getByRole('heading', { level: 1, name: 'Acting supervisors' })).toBeVisible();
  await expect(page.getByText('No acting supervisors')).toBeVisible();

  await page.getByRole('button', { name: 'Set acting supervisor' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Set acting supervisor' });
  // Saving with nothing chosen says what is missing, under the fields.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toContainText('Choose the supervisor who is away');
  await expect(dialog).toContainText('Choose who acts for them');

  await pickEmployee(page, 'Supervisor', `${boss} Boss`);
  // The suggestions name the job title too.
  await page.getByLabel('Acting supervisor', { exact: true }).fill(deputy.split(' ')[0] ?? deputy);
  await expect(page.getByRole('option', { name: new RegExp(`${deputy} Deputy`) })).toContainText(
    'Sales lead',
  );
  await page.getByRole('option', { name: new RegExp(`${deputy} Deputy`) }).click();
  const to = await dayFromToday(page, 7);
  await dialog.getByLabel('To', { exact: true }).fill(to);
  await dialog.getByLabel('Reason', { exact: true }).fill('Annual leave');
  // The dialog itself (behind its mask the page is dimmed on purpose).
  const { violations } = await new AxeBuilder({ page }).include('.p-dialog').analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page)).toContainText(`${deputy} Deputy acts for ${boss} Boss`);
  await expect(dialog).toBeHidden();

  const row = page
    .getByRole('table', { name: 'Acting supervisors' })
    .getByRole('row')
    .filter({ hasText: boss });
  await expect(row).toContainText(`${deputy} Deputy`);
  await expect(row).toContainText('Acting');
  await expect(row).toContainText('Annual leave');
  expect((await api.call(getActingSupervisor, { supervisorId: supervisor.id })).item?.to).toBe(to);
  expect(await seriousViolations(page)).toEqual([]);

  // Ending it asks first, then the supervisor approves for themselves again.
  await row.getByRole('button', { name: 'End arrangement' }).click();
  const confirm = page.getByRole('dialog', { name: `End the arrangement for ${boss} Boss?` });
  await expect(confirm).toContainText(`${deputy} Deputy stops acting for ${boss} Boss`);
  await confirm.getByRole('button', { name: 'End arrangement' }).click();
  await expect(toasts(page)).toContainText(`${deputy} Deputy no longer acts for ${boss} Boss`);
  await expect(row).toHaveCount(0);
  expect((await api.call(getActingSupervisor, { supervisorId: supervisor.id })).item).toBeNull();
});

test('an arrangement ending before it starts is refused under the date', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  const { admin } = await newCompany('Acting Dates Co', { activate: true });
  const api = await apiAs(admin);
  const boss = unique('Bo');
  const deputy = unique('Di');
  await api.call(addEmployee, { firstName: boss, lastName: 'Boss', email: emailFor(boss) });
  await api.call(addEmployee, { firstName: deputy, lastName: 'Deputy', email: emailFor(deputy) });
  await signIn(page, admin);
  await page.goto(ACTING);
  await page.getByRole('button', { name: 'Set acting supervisor' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Set acting supervisor' });
  await pickEmployee(page, 'Supervisor', `${boss} Boss`);
  await pickEmployee(page, 'Acting supervisor', `${deputy} Deputy`);
  await dialog.getByLabel('From', { exact: true }).fill(await dayFromToday(page, 5));
  await dialog.getByLabel('To', { exact: true }).fill(await dayFromToday(page, 2));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toContainText('must be on or after the start date');
  await expect(page.getByText('No acting supervisors')).toBeVisible();
});

test('a supervisor who administers nothing names who acts for them from my inbox, then ends it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  const { admin } = await newCompany('Acting Inbox Co', {
    modules: ['planning', 'performance'],
    activate: true,
  });
  const api = await apiAs(admin);
  const sue = await invitedPerson(api, 'Sue');
  await invitedPerson(api, 'Tom', sue.id);
  const deputy = unique('Dee');
  await api.call(addEmployee, { firstName: deputy, lastName: 'Deputy', email: emailFor(deputy) });

  await signIn(page, sue);
  await page.goto('/app/my-inbox/main?tab=acting');
  const mine = page.getByRole('region', { name: 'Who acts for me' });
  await expect(mine).toContainText('Nobody acts for you');
  // The company-wide list is the administrators'; a supervisor is not sent there.
  await expect(mine.getByRole('link', { name: 'All arrangements in the company' })).toHaveCount(0);

  await mine.getByRole('button', { name: 'Set who acts for me' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set acting supervisor' });
  await expect(dialog.getByLabel('Supervisor', { exact: true })).toHaveValue(sue.fullName);
  await expect(dialog.getByLabel('Supervisor', { exact: true })).toBeDisabled();
  await pickEmployee(page, 'Acting supervisor', `${deputy} Deputy`);
  await dialog.getByLabel('To', { exact: true }).fill(await dayFromToday(page, 7));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page)).toContainText(`${deputy} Deputy acts for ${sue.fullName}`);
  await expect(mine).toContainText(`${deputy} Deputy acts for you from`);
  expect((await api.call(getActingSupervisor, { supervisorId: sue.id })).item?.actingSupervisorName).toBe(
    `${deputy} Deputy`,
  );

  await mine.getByRole('button', { name: 'End arrangement' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'End arrangement' }).click();
  await expect(toasts(page)).toContainText(`${deputy} Deputy no longer acts for ${sue.fullName}`);
  await expect(mine).toContainText('Nobody acts for you');
  expect((await api.call(getActingSupervisor, { supervisorId: sue.id })).item).toBeNull();
});
