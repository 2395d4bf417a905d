import { expect, test } from '@playwright/test';
import { FOLLOW_UP_ACTIONS, reportedEngagement } from '../../support/audit-follow-up';
import { apiAs, chooseOption, signIn, toasts } from '../journeys';
import { pageFor } from '../performance/set-up';
import { auditWithReviewer, decide } from './review-steps';

/*
 * docs/audit.md "Follow-up audits" (spec §2 follow-audit/{id}/work, follow-up-audit-reports/{id}):
 * in a fresh company whose engagement already has its final report and a plan follow-up entry (set
 * up through the API: their screens have journeys of their own), the lead opens the entry from
 * the plan, starts the follow-up audit for that engagement, chooses one management action to
 * retest, records the retest and sends it; the reviewer approves it in a browser of their own; the
 * lead makes the follow-up report, and version 1 is in the history.
 */

const [ACTION] = FOLLOW_UP_ACTIONS;

test('a follow-up audit is started from the plan, an action retested and approved, and its report made', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1400, height: 1000 });

  // ---- set-up through the API: an engagement with its final report, and the plan's follow-up entry
  const { admin, user, api, reviewer, audit } = await auditWithReviewer('Follow-up co', ['audit'], 'Rosa');
  const { planId } = await reportedEngagement(api.call, (await apiAs(reviewer)).call, {
    engagementId: audit.id,
    leadEmployeeId: user.employeeId!,
    title: 'Follow-up of the payments audit',
  });

  // ---- from the plan's follow-up entry, the lead starts the follow-up audit
  await signIn(page, admin);
  await page.goto(`/app/audit-management/audit-plan/manage/${planId}`);
  await page.getByRole('link', { name: 'Follow-up of the payments audit', exact: true }).click();
  await expect(page.getByText('No follow-up audit has been started from this entry yet.')).toBeVisible();
  await chooseOption(page, 'Audit followed up', `${audit.title} (Version 1)`);
  await page.getByRole('button', { name: 'Start the follow-up audit' }).click();
  await expect(toasts(page)).toContainText('Follow-up audit started');

  // ---- the work plan: one of the two actions is retested
  const plan = page.getByRole('table', { name: 'Work plan' });
  await expect(plan.getByRole('row')).toHaveCount(3);
  await page.getByRole('checkbox', { name: `Retest: ${ACTION}` }).check();
  await page.getByRole('button', { name: 'Save the work plan' }).click();
  await expect(toasts(page)).toContainText('Work plan saved');
  await page.getByRole('link', { name: `Open the retest: ${ACTION}` }).click();

  // ---- the retest: result and notes, sent for review
  await chooseOption(page, 'Retest result', 'Implemented');
  await page.getByLabel('Notes').fill('The daily leaver feed ran every day in the sample of 20 days.');
  await page.getByRole('button', { name: 'Save the retest' }).click();
  await expect(toasts(page)).toContainText('Retest saved');
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Sent for review').first()).toBeVisible();
  const retestUrl = page.url();

  // ---- the reviewer approves it
  const rosaPage = await pageFor(browser, reviewer);
  await rosaPage.goto(retestUrl);
  await expect(rosaPage.getByText('The daily leaver feed ran every day')).toBeVisible();
  await decide(rosaPage, 'Approve');
  await rosaPage.context().close();

  // ---- the lead makes the follow-up report
  await page.getByRole('link', { name: 'Back to the work plan' }).click();
  await page.getByRole('link', { name: 'Open the follow-up report' }).click();
  await expect(page.getByText('Every retest has a result and is approved')).toBeVisible();
  const content = page.getByRole('article', { name: 'Follow-up report content' });
  await expect(content.getByRole('region', { name: ACTION })).toContainText('Implemented');
  await page.getByRole('button', { name: 'Make the follow-up report' }).click();
  await expect(toasts(page)).toContainText('Follow-up report version 1 made');
  const history = page.getByRole('table', { name: 'Versions' });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history.getByRole('button', { name: 'PDF of version 1' })).toBeVisible();
});
