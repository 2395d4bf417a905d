import { AUDIT_FINDINGS_ROUTES } from '@stratum/contracts';
import { expect, test } from '@playwright/test';
import { chooseOption, signIn, tinyPdf, toasts } from '../journeys';
import { auditWithReviewer } from './review-steps';

/*
 * spec §2 manage/{id}/management-response, issue-tracker, add-progress/{id}; §4 request and
 * submit management responses, progress records, validation: in a fresh company the lead asks a
 * finding's MR owner for a response; the owner, in a browser of their own, answers with two
 * actions and records progress with an evidence file on one of them; the lead closes it, and the
 * issue tracker shows one action closed and one open, its filters kept in the URL. The engagement and the finding with its MR
 * owner are set up through the API (the finding form has its own journey).
 */

test('an MR owner answers a requested response with two actions; one is implemented with evidence and closed', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1400, height: 1000 });

  const { admin, api, reviewer, audit } = await auditWithReviewer('Responses co', ['audit'], 'Omar');
  const { item: finding } = await api.call(AUDIT_FINDINGS_ROUTES.addFinding, {
    engagementId: audit.id,
    title: 'Suppliers paid without a purchase order',
    criteria: 'Every payment needs an approved order.',
    condition: '7 of 25 sampled payments had no order.',
    rating: 'High',
    recommendation: 'Add an approved exception route.',
    mrOwnerIds: [reviewer.id],
  });
  const responseUrl = `/app/audit-management/audits/manage/${audit.id}/management-response?finding=${finding.id}`;

  // ---- the lead requests the response
  await signIn(page, admin);
  await page.goto(responseUrl);
  await expect(page.getByText('No management response has been requested')).toBeVisible();
  await page.getByLabel('Note to the owners').fill('Please answer by Friday.');
  await page.getByRole('button', { name: 'Request response' }).click();
  await expect(toasts(page)).toContainText('Management response requested');

  // ---- the MR owner answers with two actions
  const context = await browser.newContext();
  const owner = await context.newPage();
  await owner.setViewportSize({ width: 1400, height: 1000 });
  await signIn(owner, reviewer);
  await owner.goto(responseUrl);
  await expect(owner.getByText('Requested', { exact: true })).toBeVisible();
  await owner.getByLabel('Response', { exact: true }).fill('Agreed: urgent payments get an exception route.');
  await owner.getByLabel('Description of action 1').fill('Write the exception procedure');
  await chooseOption(owner, 'Owner of action 1', reviewer.fullName);
  await owner.getByLabel('Due date of action 1').fill('2027-01-31');
  await owner.getByRole('button', { name: 'Add action' }).click();
  await owner.getByLabel('Description of action 2').fill('Train the payment clerks');
  await chooseOption(owner, 'Owner of action 2', reviewer.fullName);
  await owner.getByLabel('Due date of action 2').fill('2027-02-28');
  await owner.getByRole('button', { name: 'Submit response' }).click();
  await expect(toasts(owner)).toContainText('Management response submitted');
  await expect(owner.getByRole('row', { name: /Train the payment clerks/ })).toContainText('Open');

  // ---- progress with evidence on the first action
  await owner.getByRole('link', { name: 'Write the exception procedure' }).click();
  await expect(owner).toHaveURL(/\/issue-tracker\/add-progress\/[0-9A-Z]{26}$/);
  const actionUrl = owner.url();
  await owner.getByLabel('Progress note').fill('Procedure P-4a approved by the finance director.');
  await chooseOption(owner, 'New status', 'Implemented');
  await owner
    .getByLabel('Evidence file')
    .setInputFiles({ name: 'procedure.pdf', mimeType: 'application/pdf', buffer: tinyPdf('P-4a') });
  await owner.getByRole('button', { name: 'Record progress' }).click();
  await expect(toasts(owner)).toContainText('Progress recorded');
  const records = owner.getByRole('region', { name: 'Progress records' });
  await expect(records).toContainText('Procedure P-4a approved by the finance director.');
  await expect(records.getByRole('button', { name: 'procedure.pdf' })).toBeVisible();
  await context.close();

  // ---- the lead closes it; the tracker shows one open, one closed
  await page.goto(actionUrl);
  await expect(page.getByRole('region', { name: 'Progress records' })).toContainText('procedure.pdf');
  await page.getByRole('button', { name: 'Validate the action' }).click();
  await expect(toasts(page)).toContainText('Action closed');

  await page.goto('/app/audit-management/issue-tracker');
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: /Train the payment clerks/ })).toContainText('Open');
  await expect(table.getByRole('row', { name: /Write the exception procedure/ })).toHaveCount(0);
  await chooseOption(page, 'Issue tracker', 'Closed actions');
  await expect(table.getByRole('row', { name: /Write the exception procedure/ })).toContainText('Closed');
  await expect(table.getByRole('row', { name: /Train the payment clerks/ })).toHaveCount(0);
  // the filters live in the URL: the audit picker narrows it, and a reload keeps both
  await chooseOption(page, 'Audit', audit.title);
  await expect(page).toHaveURL(/view=closed-audit-management-actions/);
  await expect(page).toHaveURL(new RegExp(`engagementId=${audit.id}`));
  await page.reload();
  await expect(table.getByRole('row', { name: /Write the exception procedure/ })).toContainText('Closed');
  await expect(page.getByRole('button', { name: 'Clear filters' })).toBeVisible();

  // ---- the issue status counts the same two actions, with the tracker's audit filter carried over
  await page.getByRole('link', { name: 'Issue status' }).click();
  await expect(page).toHaveURL(new RegExp(`/issue-status\\?engagementId=${audit.id}$`));
  const cells = (name: string, first: string | RegExp) =>
    page.getByRole('table', { name }).getByRole('row', { name: first }).getByRole('cell');
  await expect(cells('Per audit', new RegExp(audit.title))).toHaveText([
    audit.title,
    '1',
    '0',
    '0',
    '1',
    '2',
  ]);
  await expect(cells('Per rating', /^High/)).toHaveText(['High', '1', '0', '0', '1', '2']);
  await expect(page.getByRole('img', { name: /Management actions per rating: High: Open 1/ })).toBeVisible();
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Export to PDF' }).click();
  await (await popup).close();
  await expect(page.getByRole('link', { name: /issue-status-.+\.pdf/ })).toBeVisible();

  // ---- the audit dashboard (view audit-trackers) shows the same figures
  await page.goto('/app/audit-management/main?view=dashboard');
  const totals = page.getByRole('region', { name: 'Management actions' });
  await expect(totals.locator('.card').filter({ hasText: /^Open/ })).toHaveText('Open1');
  await expect(totals.locator('.card').filter({ hasText: /^Closed/ })).toHaveText('Closed1');
  await expect(
    page.getByRole('img', { name: /Open actions by age, on time \/ overdue: 0-30 days: 1 \/ 0;/ }),
  ).toBeVisible();
  // the administrators' figures: no plan in this company, and its one High finding
  await expect(page.getByText('No active audit plan for this year')).toBeVisible();
  await expect(
    page.getByRole('img', {
      name: 'Findings per rating, in engagements / outside: High: 1 / 0; Medium: 0 / 0; Low: 0 / 0',
    }),
  ).toBeVisible();
});
