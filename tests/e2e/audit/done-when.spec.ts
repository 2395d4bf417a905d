import {
  addRiskCategory,
  AUDIT_SETTING_ROUTES,
  listRiskRatingTypes,
  RISK_REGISTER_ROUTES,
} from '@stratum/contracts';
import { expect, test } from '@playwright/test';
import { pdfText } from '../../support/pdf-text';
import { chooseOption, signIn, tinyPdf, toasts } from '../journeys';
import { pageFor } from '../performance/set-up';
import { auditWithReviewer, decide, multiSelect } from './review-steps';

/*
 * docs/audit.md "Management responses and the issue tracker", the whole chain of an engagement
 * from fieldwork to validated closure, in the UI: in a fresh company with Audit and Risk
 * Management, the lead writes a finding with root causes, linked to a register risk, and asks its
 * MR owner for a response; the owner, in a browser of their own, answers with two actions; the
 * finding and the overall opinion are approved; the lead makes the final report (its PDF holds
 * the finding and the response), recalls it with a reason and makes it again as version 2; the
 * owner records progress to Implemented; the lead validates the action and the tracker's closed
 * view shows it. Only what comes before the finding is set up through the API.
 */

const FINDING = 'Suppliers paid without a purchase order';
const RESPONSE = 'Agreed: urgent payments get an exception route.';
const ACTION = 'Write the exception procedure';

test('a finding goes from fieldwork to a final report, made again as version 2, and its action to validated closure', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1400, height: 1000 });

  // ---- set-up through the API: company, reviewer (also the MR owner), engagement, risk, opinion rating
  const { admin, user, api, reviewer, audit } = await auditWithReviewer(
    'Done-when co',
    ['audit', 'risk'],
    'Omar',
  );
  await api.call(AUDIT_SETTING_ROUTES['opinion-rating'].add, { name: 'Needs improvement', colour: 'amber' });
  const { list: types } = await api.call(listRiskRatingTypes, {});
  const { item: category } = await api.call(addRiskCategory, { name: 'Finance' });
  await api.call(RISK_REGISTER_ROUTES.management.addIdentification, {
    title: 'Payments to unapproved suppliers',
    categoryId: category.id,
    ownerId: user.employeeId!,
    riskRatingTypeId: types.find((t) => t.name === 'Default')!.id,
    impact: 4,
    likelihood: 4,
  });
  const manage = `/app/audit-management/audits/manage/${audit.id}`;

  // ---- the lead writes the finding: root causes, the register risk, the MR owner
  await signIn(page, admin);
  await page.goto(`${manage}/findings/add`);
  await page.getByLabel('Title', { exact: true }).fill(FINDING);
  await page.getByLabel('Criteria', { exact: true }).fill('Every payment needs an approved order.');
  await page.getByLabel('Condition', { exact: true }).fill('7 of 25 sampled payments had no order.');
  await page.getByRole('button', { name: 'Add root cause' }).click();
  await chooseOption(page, 'Category of root cause 1', 'Process');
  await page.getByLabel('Description of root cause 1').fill('No exception route for urgent payments');
  await page.getByRole('button', { name: 'Add root cause' }).click();
  await chooseOption(page, 'Category of root cause 2', 'People');
  await page.getByLabel('Description of root cause 2').fill('Clerks not trained on the policy');
  await chooseOption(page, 'Rating', 'High');
  await page.getByLabel('Recommendation', { exact: true }).fill('Add an approved exception route.');
  await multiSelect(page, 'Risks of the register', 'Payments to unapproved suppliers');
  await multiSelect(page, 'MR owners', reviewer.fullName);
  await page.getByRole('button', { name: 'Add finding', exact: true }).click();
  await expect(toasts(page)).toContainText(`Finding “${FINDING}” saved`);
  await expect(page).toHaveURL(/\/findings\/[0-9A-Z]{26}$/);
  const findingUrl = page.url();
  const findingId = findingUrl.split('/').pop()!;
  await expect(page.getByRole('region', { name: 'Risks concerned' })).toContainText(
    'Payments to unapproved suppliers',
  );

  // ---- the lead asks the MR owner for a response
  const responseUrl = `${manage}/management-response?finding=${findingId}`;
  await page.goto(responseUrl);
  await page.getByRole('button', { name: 'Request response' }).click();
  await expect(toasts(page)).toContainText('Management response requested');

  // ---- the owner, signed in separately, answers with two actions
  const owner = await pageFor(browser, reviewer);
  await owner.goto(responseUrl);
  await owner.getByLabel('Response', { exact: true }).fill(RESPONSE);
  await owner.getByLabel('Description of action 1').fill(ACTION);
  await chooseOption(owner, 'Owner of action 1', reviewer.fullName);
  await owner.getByLabel('Due date of action 1').fill('2027-01-31');
  await owner.getByRole('button', { name: 'Add action' }).click();
  await owner.getByLabel('Description of action 2').fill('Train the payment clerks');
  await chooseOption(owner, 'Owner of action 2', reviewer.fullName);
  await owner.getByLabel('Due date of action 2').fill('2027-02-28');
  await owner.getByRole('button', { name: 'Submit response' }).click();
  await expect(toasts(owner)).toContainText('Management response submitted');

  // ---- the lead sends the finding and the opinion for review; the reviewer approves both
  await page.goto(findingUrl);
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Sent for review').first()).toBeVisible();
  await page.goto(`${manage}/overall-opinion`);
  await chooseOption(page, 'Rating', 'Needs improvement');
  await page.getByLabel('Reasoning').fill('Payments are controlled except for urgent ones.');
  await page.getByRole('button', { name: 'Save opinion' }).click();
  await expect(toasts(page)).toContainText('Overall opinion saved');
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Sent for review').first()).toBeVisible();
  await owner.goto(findingUrl);
  await decide(owner, 'Approve');
  await owner.goto(`${manage}/overall-opinion`);
  await decide(owner, 'Approve');

  // ---- the final report; its PDF holds the finding and the response
  await page.getByRole('link', { name: 'Report', exact: true }).click();
  await expect(page.getByText('The opinion and every finding are approved')).toBeVisible();
  await page.getByRole('button', { name: 'Make final report' }).click();
  await expect(toasts(page)).toContainText('Final report version 1 made');
  const inForce = page.getByRole('region', { name: 'Report in force' });
  const popup = page.waitForEvent('popup');
  await inForce.getByRole('button', { name: 'PDF of version 1' }).click();
  const pdfTab = await popup;
  const text = pdfText(new Uint8Array(await (await fetch(pdfTab.url())).arrayBuffer()));
  await pdfTab.close();
  expect(text).toContain(FINDING);
  expect(text).toContain(RESPONSE);

  // ---- recalled with a reason, made again as version 2
  await inForce.getByRole('button', { name: 'Recall report' }).click();
  await inForce.getByLabel('Reason for the recall').fill('The actions need their due dates checked.');
  await inForce.getByRole('button', { name: 'Recall report' }).click();
  await expect(toasts(page)).toContainText('Final report version 1 recalled');
  await page.goto(`${manage}/report`);
  await page.getByRole('button', { name: 'Make final report' }).click();
  await expect(toasts(page)).toContainText('Final report version 2 made');
  await expect(page.getByRole('region', { name: 'Report in force' })).toContainText('Version 2');

  // ---- the owner records progress to Implemented, with the evidence file it needs
  await owner.goto(responseUrl);
  await owner.getByRole('link', { name: ACTION }).click();
  await expect(owner).toHaveURL(/\/issue-tracker\/add-progress\/[0-9A-Z]{26}$/);
  const actionUrl = owner.url();
  await owner.getByLabel('Progress note').fill('Procedure P-4a approved by the finance director.');
  await chooseOption(owner, 'New status', 'Implemented');
  await owner
    .getByLabel('Evidence file')
    .setInputFiles({ name: 'procedure.pdf', mimeType: 'application/pdf', buffer: tinyPdf('P-4a') });
  await owner.getByRole('button', { name: 'Record progress' }).click();
  await expect(toasts(owner)).toContainText('Progress recorded');
  await owner.context().close();

  // ---- the auditor validates it; the tracker's closed view shows it closed
  await page.goto(actionUrl);
  await page.getByRole('button', { name: 'Validate the action' }).click();
  await expect(toasts(page)).toContainText('Action closed');
  await page.goto('/app/audit-management/issue-tracker');
  await chooseOption(page, 'Issue tracker', 'Closed actions');
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: new RegExp(ACTION) })).toContainText('Closed');
  await expect(table.getByRole('row', { name: /Train the payment clerks/ })).toHaveCount(0);
});
