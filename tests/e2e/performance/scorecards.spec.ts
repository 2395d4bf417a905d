import { addEmployee, createApiClient, resetPassword, signUp } from '@stratum/contracts';
import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN,
  API_ORIGIN,
  apiAs,
  chooseOption,
  invitationLink,
  latestMailTo,
  seriousViolations,
  signIn,
  STRONG_PASSWORD,
  toasts,
  unique,
} from '../journeys';

/**
 * Employee scorecards in the demo company: an employee builds their annual scorecard
 * from the library's “Finance clerk” template (seeded), changes a KPI's weight (the weights are
 * totalled as typed), comments on a KPI and tags a KPI with a training need; a quarter whose
 * agreement window is shut refuses a periodic scorecard; their supervisor sees the scorecard
 * among their reports'.
 */

const MINE = '/app/my-inbox/annual-employee-scorecards/scorecards';
const SUPERVISOR = '/app/my-inbox/annual-employee-scorecards/supervisor-scorecards';
const PERIODIC = '/app/my-inbox/periodic-employee-scorecards';

const emailFor = (name: string) => `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`;

/** Someone on Acme's records (added by the administrator) who signs up and sets a password. */
const person = async (firstName: string, supervisorId?: string) => {
  const admin = await apiAs(ADMIN);
  const email = emailFor(firstName);
  const { employee } = await admin.call(addEmployee, {
    firstName,
    lastName: 'Tester',
    email,
    jobTitle: 'Payables clerk',
    ...(supervisorId ? { supervisorId } : {}),
  });
  const anonymous = createApiClient({ baseUrl: API_ORIGIN });
  await anonymous.call(signUp, { email });
  const authKey = new URL(invitationLink(await latestMailTo(email, /signing up/i))).searchParams.get(
    'authKey',
  );
  await anonymous.call(resetPassword, { email, password: STRONG_PASSWORD, authKey: authKey ?? '' });
  return { employee, who: { email, password: STRONG_PASSWORD, home: /\/app\/(?!sessions\/)/ } };
};

const table = (page: Page, name: string) => page.getByRole('table', { name, exact: true });
const rowOf = (page: Page, tableName: string, text: string) =>
  table(page, tableName).getByRole('row').filter({ hasText: text });
const cellInput = (page: Page, field: string, kpi: string) =>
  page.getByLabel(`${field} of ${kpi}`, { exact: true });
const summary = (page: Page) => page.locator('.score-summary');

test('an employee builds an annual scorecard from the library, changes a weight, comments and tags a training need; their supervisor sees it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  const boss = await person(unique('Sue'));
  const worker = await person(unique('Wes'), boss.employee.id);
  const workerName = `${worker.employee.firstName} Tester`;
  const name = unique('My 2026 scorecard');

  // ---- the employee's own scorecards: none yet
  await signIn(page, worker.who);
  await page.goto(MINE);
  await expect(page.getByRole('heading', { level: 1, name: 'My annual scorecards' })).toBeVisible();
  await expect(page.getByText('No scorecards for this year yet')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // ---- built from the library template
  await page.getByRole('link', { name: 'Add employee scorecard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add employee scorecard' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await chooseOption(page, 'Build from', 'A library template');
  // Submitting without a template says what is missing.
  await page.getByRole('button', { name: 'Add employee scorecard' }).click();
  await expect(page.getByText('Choose a template').last()).toBeVisible();
  await chooseOption(page, 'Template', 'Finance clerk');
  await page.getByRole('button', { name: 'Add employee scorecard' }).click();
  await expect(toasts(page)).toContainText(`“${name}” added`);
  await expect(page).toHaveURL(/\/annual-employee-scorecards\/edit-scorecard\//);
  const editUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: `Employee scorecard: ${name}` })).toBeVisible();
  await expect(table(page, 'Accurate processing')).toContainText('Invoices processed within 3 days (%)');
  await expect(summary(page)).toContainText('100 of 100');

  // ---- a KPI's weight, totalled as typed, then saved
  const kpi = 'Posting errors per month';
  await rowOf(page, 'Accurate processing', kpi)
    .getByRole('button', { name: `Edit ${kpi}` })
    .click();
  await cellInput(page, 'Weight %', kpi).fill('10');
  await expect(summary(page)).toContainText('90 of 100 — the weights must add up to 100');
  await page.getByRole('button', { name: `Save ${kpi}` }).click();
  await expect(toasts(page)).toContainText(`KPI “${kpi}” saved`);
  await expect(rowOf(page, 'Accurate processing', kpi)).toContainText('10');

  // ---- a comment on the KPI
  await rowOf(page, 'Accurate processing', kpi)
    .getByRole('button', { name: `Comments ${kpi}` })
    .click();
  const panel = page.locator('.comments-panel');
  await expect(panel).toContainText(`Comments on ${kpi}`);
  await panel.getByLabel('Your comment', { exact: true }).fill('Two errors came from the new supplier file.');
  await panel.getByRole('button', { name: 'Add comment' }).click();
  await expect(toasts(page)).toContainText('Comment added');
  await expect(panel.getByRole('list', { name: `Comments on ${kpi}` })).toContainText(
    'Two errors came from the new supplier file.',
  );
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // ---- a training tag on another KPI
  const training = 'Training days completed';
  const tags = page.getByRole('region', { name: 'Training tags' });
  await tags.getByRole('button', { name: `Edit tags of ${training}` }).click();
  await tags.getByLabel(`Training tags of ${training}`, { exact: true }).fill('Excel, Negotiation');
  await tags.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page)).toContainText(`Training tags of “${training}” saved`);
  const tagRow = tags.getByRole('listitem').filter({ hasText: training });
  await expect(tagRow).toContainText('Excel');
  await expect(tagRow).toContainText('Negotiation');

  // ---- the editor, drawn afresh, passes axe
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Employee scorecard: ${name}` })).toBeVisible();
  await expect(tags.getByRole('listitem').filter({ hasText: training })).toContainText('Excel');
  expect(await seriousViolations(page)).toEqual([]);

  // ---- the list shows it
  await page.goto(MINE);
  await expect(rowOf(page, 'My annual scorecards', name)).toContainText('Annual');

  // ---- a quarter whose agreement window is shut refuses a periodic scorecard
  await page.goto(PERIODIC);
  await expect(page.getByRole('heading', { level: 1, name: 'My quarterly scorecards' })).toBeVisible();
  await chooseOption(page, 'From the annual scorecard', name);
  await chooseOption(page, 'Quarter', 'Q1 (agreement window closed)');
  await page.getByRole('button', { name: 'Build quarter scorecard' }).click();
  await expect(toasts(page)).toContainText('Add Employee Scorecard Failed');
  await expect(toasts(page)).toContainText('Period is closed');
  await expect(page.getByText('No quarterly scorecards yet')).toBeVisible();

  // ---- the supervisor sees it among their reports' scorecards
  const context = await browser.newContext({ baseURL, viewport: { width: 1400, height: 900 } });
  const supervisorPage = await context.newPage();
  await signIn(supervisorPage, boss.who);
  await supervisorPage.goto(SUPERVISOR);
  await expect(
    supervisorPage.getByRole('heading', { level: 1, name: 'Supervisor scorecards' }),
  ).toBeVisible();
  const row = rowOf(supervisorPage, 'Scorecards of my reports', name);
  await expect(row).toContainText(workerName);
  await expect(row).toContainText('Annual');
  expect(await seriousViolations(supervisorPage)).toEqual([]);
  await row.getByRole('link', { name }).click();
  await expect(
    supervisorPage.getByRole('heading', { level: 1, name: `Employee scorecard: ${name}` }),
  ).toBeVisible();
  await expect(supervisorPage.getByRole('region', { name: 'Training tags' })).toContainText('Negotiation');
  await context.close();

  // ---- a Performance administrator saves it to the library as a template (weights and targets kept)
  const adminContext = await browser.newContext({ baseURL, viewport: { width: 1400, height: 900 } });
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, ADMIN);
  await adminPage.goto(editUrl);
  await expect(
    adminPage.getByRole('heading', { level: 1, name: `Employee scorecard: ${name}` }),
  ).toBeVisible();
  await adminPage.getByRole('button', { name: 'Save as template' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Save as a library template' });
  const templateName = unique('Payables clerk template');
  await dialog.getByLabel('Template name', { exact: true }).fill('');
  await dialog.getByRole('button', { name: 'Save to the library' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Name the template.');
  expect(await seriousViolations(adminPage)).toEqual([]);
  await dialog.getByLabel('Template name', { exact: true }).fill(templateName);
  await dialog.getByRole('button', { name: 'Save to the library' }).click();
  await expect(toasts(adminPage)).toContainText(`Template “${templateName}” saved to the library`);
  await expect(adminPage).toHaveURL(/\/scorecards-library/);
  const templateRow = rowOf(adminPage, 'Scorecards library', templateName);
  await expect(templateRow).toContainText('Library template');
  await templateRow.getByRole('link', { name: templateName }).click();
  await expect(
    adminPage.getByRole('heading', { level: 1, name: `Employee scorecard: ${templateName}` }),
  ).toBeVisible();
  await expect(rowOf(adminPage, 'Accurate processing', 'Posting errors per month')).toContainText('10');
  await adminContext.close();
});
