import {
  addRiskCategory,
  AUDIT_ENGAGEMENT_ROUTES,
  listRiskRatingTypes,
  RISK_REGISTER_ROUTES,
} from '@stratum/contracts';
import { expect, test } from '@playwright/test';
import { chooseOption, signIn, toasts } from '../journeys';
import { auditWithReviewer, decide, multiSelect } from './review-steps';

/*
 * spec §2 audits/manage/{id} findings, §4 findings and root causes: in a fresh company with Audit
 * and Risk Management, the engagement's lead writes a finding with two root causes, its working
 * paper and the register risk it concerns (shown at the risk's current level); the reviewer, in a
 * browser of their own, does not approve it with a note; the lead answers the note and sends it
 * again; the reviewer approves, and the history shows both decisions. The risk's own page lists
 * the finding. The engagement, its paper and the risk are set up through the API: the screens
 * that make them have journeys of their own (fieldwork, risk register).
 */

test('a finding with root causes, a working paper and a register risk is not approved, answered and approved; the risk lists it', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1400, height: 1000 });

  // ---- set-up through the API: the company, a reviewer, the engagement, a paper, a risk
  const { admin, user, api, reviewer, audit } = await auditWithReviewer(
    'Findings co',
    ['audit', 'risk'],
    'Rita',
  );
  await api.call(AUDIT_ENGAGEMENT_ROUTES.addPaper, {
    engagementId: audit.id,
    title: 'WP-3 Payments sample',
    procedure: 'Vouch 25 payments to their purchase orders',
  });
  const { list: types } = await api.call(listRiskRatingTypes, {});
  const { item: category } = await api.call(addRiskCategory, { name: 'Finance' });
  const { item: risk } = await api.call(RISK_REGISTER_ROUTES.management.addIdentification, {
    title: 'Payments to unapproved suppliers',
    categoryId: category.id,
    ownerId: user.employeeId!,
    riskRatingTypeId: types.find((t) => t.name === 'Default')!.id,
    impact: 4,
    likelihood: 4,
  });
  const level = risk.residual.level;
  expect(level).toBeTruthy();

  // ---- the lead writes the finding
  await signIn(page, admin);
  await page.goto(`/app/audit-management/audits/manage/${audit.id}/findings`);
  await expect(page.getByText('No findings yet')).toBeVisible();
  await page.getByRole('link', { name: 'Add finding' }).click();
  await expect(page).toHaveURL(/\/findings\/add$/);
  await page.getByLabel('Title', { exact: true }).fill('Suppliers paid without a purchase order');
  await page.getByLabel('Criteria', { exact: true }).fill('Every payment needs an approved order (P-4).');
  await page.getByLabel('Condition', { exact: true }).fill('7 of 25 sampled payments had no order.');
  await page.getByLabel('Cause', { exact: true }).fill('Urgent payments skip the order step.');
  await page.getByLabel('Effect', { exact: true }).fill('Money paid to suppliers nobody approved.');
  await page.getByRole('button', { name: 'Add root cause' }).click();
  await chooseOption(page, 'Category of root cause 1', 'Process');
  await page.getByLabel('Description of root cause 1').fill('No exception route for urgent payments');
  await page.getByRole('button', { name: 'Add root cause' }).click();
  await chooseOption(page, 'Category of root cause 2', 'People');
  await page.getByLabel('Description of root cause 2').fill('Clerks not trained on the policy');
  await chooseOption(page, 'Rating', 'High');
  await page.getByLabel('Recommendation', { exact: true }).fill('Add an approved exception route.');
  await multiSelect(page, 'Working papers (evidence)', 'WP-3 Payments sample');
  await multiSelect(page, 'Risks of the register', 'Payments to unapproved suppliers');
  await page.getByRole('button', { name: 'Add finding', exact: true }).click();
  await expect(toasts(page)).toContainText('Finding “Suppliers paid without a purchase order” saved');
  await expect(page).toHaveURL(/\/findings\/[0-9A-Z]{26}$/);
  const findingUrl = page.url();

  const concerned = page.getByRole('region', { name: 'Risks concerned' });
  await expect(concerned).toContainText(`Payments to unapproved suppliers — current level: ${level}`);
  await expect(concerned).toContainText('Process: No exception route for urgent payments');
  await expect(concerned).toContainText('People: Clerks not trained on the policy');
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Sent for review').first()).toBeVisible();

  // ---- the reviewer: not approved, with a note
  const context = await browser.newContext();
  const ritaPage = await context.newPage();
  await ritaPage.setViewportSize({ width: 1400, height: 1000 });
  await signIn(ritaPage, reviewer);
  await ritaPage.goto(findingUrl);
  await expect(ritaPage.getByText('7 of 25 sampled payments had no order.')).toBeVisible();
  await decide(ritaPage, 'Not approve', 'Say who approves the exceptions');

  // ---- the lead answers the note and sends it again
  await page.goto(findingUrl);
  await expect(page.locator('.audit-review-note')).toContainText('Say who approves the exceptions');
  await page
    .getByLabel('Recommendation', { exact: true })
    .fill('Add an exception route approved by the finance director.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toasts(page)).toContainText('saved');
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Sent for review').first()).toBeVisible();

  // ---- approved; the history shows both decisions
  await ritaPage.goto(findingUrl);
  await expect(ritaPage.getByText('approved by the finance director')).toBeVisible();
  await decide(ritaPage, 'Approve');
  const history = ritaPage.getByRole('table', { name: 'Sign-off history' });
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history).toContainText('Not approved');
  await expect(history).toContainText('Say who approves the exceptions');
  await context.close();

  // ---- the list, and the risk's own page
  await page.goto(`/app/audit-management/audits/manage/${audit.id}/findings`);
  await expect(page.getByRole('row', { name: /Suppliers paid without a purchase order/ })).toContainText(
    'High',
  );
  await page.goto(`/app/risk-management/risk/${risk.id}`);
  const onRisk = page.getByRole('region', { name: 'Audit findings' });
  await expect(onRisk.getByRole('link', { name: 'Suppliers paid without a purchase order' })).toBeVisible();
  await onRisk.getByRole('link', { name: 'Suppliers paid without a purchase order' }).click();
  await expect(page).toHaveURL(findingUrl);
});
