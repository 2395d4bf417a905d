import { AUDIT_RESPONSES_ROUTES } from '@stratum/contracts';
import { expect, test } from '@playwright/test';
import { apiAs, signIn, toasts } from '../journeys';
import { auditWithReviewer, multiSelect } from './review-steps';

/*
 * spec §2 issue-tracker/add-finding (docs/audit.md "Findings outside an engagement"): in a fresh
 * company the audit administrator records an external auditor's finding from the issue tracker,
 * asks its MR owner for a response on the finding's page; the owner's answer (through the API:
 * the response form has its own journey) puts its action in the tracker, which shows where it came
 * from and leads back to the finding.
 */

test('a finding raised outside an audit is recorded from the tracker, answered, and its action tracked', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  const { admin, reviewer } = await auditWithReviewer('Outside findings co', ['audit'], 'Nadia');

  await signIn(page, admin);
  await page.goto('/app/audit-management/issue-tracker');
  await page.getByRole('link', { name: 'Add finding' }).click();
  await expect(page).toHaveURL(/\/issue-tracker\/add-finding$/);
  await page.getByLabel('Report or review').fill('Statutory audit 2026: management letter');
  await page.getByLabel('Title', { exact: true }).fill('Vendor bank detail changes not checked');
  await page.getByLabel('Criteria').fill('A second person approves every bank detail change.');
  await page.getByLabel('Condition').fill('4 of 30 changes were approved by the clerk who made them.');
  await page.getByLabel('Recommendation').fill('Enforce a second approver in the ERP.');
  await multiSelect(page, 'MR owners', reviewer.fullName);
  await page.getByRole('button', { name: 'Add finding' }).click();
  await expect(toasts(page)).toContainText('Finding “Vendor bank detail changes not checked” saved');
  await expect(page).toHaveURL(/\/issue-tracker\/findings\/[0-9A-Z]{26}$/);
  const findingId = page.url().split('/').at(-1)!;
  await expect(page.getByRole('region', { name: 'The finding' })).toContainText(
    'External auditor: Statutory audit 2026: management letter',
  );

  await expect(page.getByText('No management response has been requested')).toBeVisible();
  await page.getByRole('button', { name: 'Request response' }).click();
  await expect(toasts(page)).toContainText('Management response requested');

  const owner = await apiAs(reviewer);
  const { item: requested } = await owner.call(AUDIT_RESPONSES_ROUTES.getResponse, { findingId });
  await owner.call(AUDIT_RESPONSES_ROUTES.submitResponse, {
    findingId,
    version: requested!.version,
    response: 'Agreed: IT adds a second approver.',
    actions: [{ title: 'Second approver on bank details', ownerId: reviewer.id, dueOn: '2027-03-31' }],
  });

  await page.goto('/app/audit-management/issue-tracker');
  const row = page.getByRole('row', { name: /Second approver on bank details/ });
  await expect(row).toContainText('Vendor bank detail changes not checked');
  await row
    .getByRole('link', {
      name: 'Outside an engagement: External auditor: Statutory audit 2026: management letter',
    })
    .click();
  await expect(page).toHaveURL(new RegExp(`/issue-tracker/findings/${findingId}$`));
  await expect(page.getByRole('row', { name: /Second approver on bank details/ })).toContainText('Open');
});
