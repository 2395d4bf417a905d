import { addEmployee, resetPassword } from '@stratum/contracts';
import { createApiClient } from '@stratum/contracts';
import { expect, test, type Page } from '@playwright/test';
import {
  API_ORIGIN,
  apiAs,
  chooseOption,
  invitationLink,
  latestMailTo,
  newCompany,
  signIn,
  STRONG_PASSWORD,
  tinyPdf,
  toasts,
  unique,
} from '../journeys';
import { decide, multiSelect } from './review-steps';

/*
 * spec §2 /app/audit-management/audits, manage/{id}: a fresh company's administrator opens an
 * audit with a colleague as its reviewer, gets the scope approved, puts a risk and its control in
 * the matrix, and sends a working paper with an evidence file; the reviewer, signed in in a
 * browser of their own, does not approve it with a note, the administrator corrects and sends it
 * again, the reviewer approves it — and the paper's sign-off history shows both decisions.
 */

const subNav = (page: Page) => page.getByRole('navigation', { name: 'Parts of the audit' });

test('an audit team runs fieldwork: scope approved, matrix row, a working paper not approved, corrected and approved, with its sign-off history', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  const { admin } = await newCompany('Audit co', { modules: ['audit'], activate: true });
  const api = await apiAs(admin);
  const reviewerEmail = `${unique('rita').replace(/\s+/g, '-')}@example.com`;
  await api.call(addEmployee, {
    firstName: 'Rita',
    lastName: 'Reviewer',
    email: reviewerEmail,
    giveAccess: true,
  } as never);
  const authKey = new URL(invitationLink(await latestMailTo(reviewerEmail, /invited/))).searchParams.get(
    'authKey',
  );
  await createApiClient({ baseUrl: API_ORIGIN }).call(resetPassword, {
    email: reviewerEmail,
    password: STRONG_PASSWORD,
    authKey: authKey ?? '',
  });
  const reviewer = { email: reviewerEmail, password: STRONG_PASSWORD, home: /\/app\/dashboard$/ };

  // ---- the administrator opens the audit
  await signIn(page, admin);
  await page.goto('/app/audit-management/audits');
  await page.getByRole('link', { name: 'Open an audit' }).click();
  await expect(page).toHaveURL(/\/audits\/open$/);
  const title = unique('Procurement audit');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await chooseOption(page, 'Lead', 'Fresh Admin');
  await multiSelect(page, 'Reviewers', 'Rita Reviewer');
  await page.getByLabel('Starts').fill('2026-11-01');
  await page.getByLabel('Ends').fill('2026-12-15');
  await page.getByRole('button', { name: 'Open the audit' }).click();
  await expect(page).toHaveURL(/\/audits\/manage\/[0-9A-Z]{26}$/);
  const manage = page.url();
  for (const part of [
    'Notification letter',
    'Entrance meeting',
    'Questionnaire',
    'Scope',
    'Planning memorandum',
  ])
    await expect(subNav(page).getByRole('link', { name: part })).toBeVisible();

  // ---- scope, sent and approved by the reviewer
  await subNav(page).getByRole('link', { name: 'Scope' }).click();
  await page.getByRole('link', { name: 'Add scope' }).click();
  await page.getByLabel('Title', { exact: true }).fill('Purchase to pay');
  await page.getByLabel('In scope', { exact: true }).fill('Orders over 10,000');
  await page.getByRole('button', { name: 'Add scope' }).click();
  await expect(page).toHaveURL(/\/scope\/edit\/[0-9A-Z]{26}$/);
  const scopeUrl = page.url();
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Sent for review').first()).toBeVisible();

  const context = await browser.newContext();
  const rita = await context.newPage();
  await rita.setViewportSize({ width: 1400, height: 1000 });
  await signIn(rita, reviewer);
  await rita.goto(scopeUrl);
  await decide(rita, 'Approve');
  await expect(rita.getByRole('table', { name: 'Sign-off history' })).toContainText('Approved');

  // ---- a process, a risk and its control
  await page.goto(`${manage}/process-description/add`);
  await page.getByLabel('Process', { exact: true }).fill('Ordering');
  await page.getByLabel('Description', { exact: true }).fill('Requisition, approval, order');
  await page.getByRole('button', { name: 'Describe a process' }).click();
  await expect(page).toHaveURL(/\/process-manage\/[0-9A-Z]{26}$/);
  await page.goto(`${manage}/risk-control-matrix/add`);
  await chooseOption(page, 'Process', 'Ordering');
  await page.getByLabel('Risk', { exact: true }).fill('Orders placed without approval');
  await page.getByLabel('Control', { exact: true }).fill('Two-step approval in the ERP');
  await page.getByRole('button', { name: 'Add a risk and control' }).click();
  await expect(page).toHaveURL(/\/risk-control-matrix\/[0-9A-Z]{26}$/);

  // ---- a working paper with an evidence file, sent
  await page.goto(`${manage}/working-papers/add`);
  await page.getByLabel('Title', { exact: true }).fill('WP-1 Order approval');
  await chooseOption(page, 'Tests the matrix row', 'Ordering: Orders placed without approval');
  await page.getByLabel('Procedure', { exact: true }).fill('Inspect 10 orders');
  await page.getByRole('button', { name: 'Add a working paper' }).click();
  await expect(page).toHaveURL(/\/working-papers\/detail$/);
  const paperUrl = page.url();
  await page.getByLabel('Evidence file', { exact: true }).setInputFiles({
    name: 'orders.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf('Ten orders inspected'),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(toasts(page)).toContainText('“orders.pdf” uploaded');
  await expect(page.getByRole('button', { name: 'orders.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Sent for review').first()).toBeVisible();

  // ---- the reviewer: not approved, with a note
  await rita.goto('/app/audit-management/my-task');
  await rita.getByRole('link', { name: 'WP-1 Order approval' }).click();
  await expect(rita).toHaveURL(/\/working-papers\/detail$/);
  await decide(rita, 'Not approve', 'Sample too small: take 25');

  // ---- corrected and sent again
  await page.goto(paperUrl);
  await expect(page.locator('.audit-review-note')).toContainText('Sample too small: take 25');
  await page.getByLabel('Sample', { exact: true }).fill('25 orders');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page)).toContainText('saved');
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Sent for review').first()).toBeVisible();

  // ---- approved; the history shows both decisions
  await rita.goto(paperUrl);
  await decide(rita, 'Approve');
  const history = rita.getByRole('table', { name: 'Sign-off history' });
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history).toContainText('Not approved');
  await expect(history).toContainText('Sample too small: take 25');
  await expect(history).toContainText('Approved');
  await context.close();
});
