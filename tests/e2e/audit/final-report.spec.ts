import { AUDIT_ENGAGEMENT_ROUTES, AUDIT_FINDINGS_ROUTES, AUDIT_SETTING_ROUTES } from '@stratum/contracts';
import { expect, test } from '@playwright/test';
import { pdfText } from '../../support/pdf-text';
import { apiAs, chooseOption, signIn, toasts } from '../journeys';
import { pageFor } from '../performance/set-up';
import { auditWithReviewer, decide } from './review-steps';

/*
 * spec §2 manage/{id}/overall-opinion and audit-report/final-audit-reports/{id}, §4 draft report,
 * make and recall final report: in a fresh company, the lead writes the overall opinion and the
 * reviewer approves it in a browser of their own; the lead previews the draft report, makes the
 * final report (its PDF, opened from the link, holds the finding and the opinion), recalls it with
 * a reason and makes it again; the history shows version 1 recalled and version 2 in force. The
 * engagement, its approved finding and the opinion rating are set up through the API: their
 * screens have journeys of their own.
 */

const FINDING = 'Suppliers paid without a purchase order';

test('an approved opinion and finding make a final report; recalled with a reason, it is made again as version 2', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1400, height: 1000 });

  // ---- set-up through the API: company, reviewer, engagement, opinion rating, approved finding
  const { admin, api, reviewer, audit } = await auditWithReviewer('Report co', ['audit'], 'Rhea');
  await api.call(AUDIT_SETTING_ROUTES['opinion-rating'].add, { name: 'Needs improvement', colour: 'amber' });
  const { item: finding } = await api.call(AUDIT_FINDINGS_ROUTES.addFinding, {
    engagementId: audit.id,
    title: FINDING,
    criteria: 'Every payment needs an approved order.',
    condition: '7 of 25 sampled payments had no order.',
    rating: 'High',
    recommendation: 'Add an approved exception route.',
  });
  const sent = await api.call(AUDIT_ENGAGEMENT_ROUTES.sendArtefact, {
    engagementId: audit.id,
    kind: 'finding',
    id: finding.id,
    version: finding.version,
    note: '',
  });
  await (
    await apiAs(reviewer)
  ).call(AUDIT_ENGAGEMENT_ROUTES.approveArtefact, {
    engagementId: audit.id,
    kind: 'finding',
    id: finding.id,
    version: sent.item.version,
    note: '',
  });

  // ---- the lead writes the overall opinion and sends it
  await signIn(page, admin);
  await page.goto(`/app/audit-management/audits/manage/${audit.id}/overall-opinion`);
  await chooseOption(page, 'Rating', 'Needs improvement');
  await page.getByLabel('Reasoning').fill('Payments are controlled except for urgent ones.');
  await page.getByRole('button', { name: 'Save opinion' }).click();
  await expect(toasts(page)).toContainText('Overall opinion saved');
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Sent for review').first()).toBeVisible();

  // ---- the reviewer approves it
  const rheaPage = await pageFor(browser, reviewer);
  await rheaPage.goto(`/app/audit-management/audits/manage/${audit.id}/overall-opinion`);
  await expect(rheaPage.getByText('Payments are controlled except for urgent ones.')).toBeVisible();
  await decide(rheaPage, 'Approve');
  await rheaPage.context().close();

  // ---- the lead previews the draft and makes the final report
  await page.getByRole('link', { name: 'Report', exact: true }).click();
  const content = page.getByRole('article', { name: 'Report content' });
  await expect(content.getByRole('region', { name: FINDING })).toContainText(
    '7 of 25 sampled payments had no order.',
  );
  await expect(content).toContainText('Needs improvement');
  await expect(page.getByText('The opinion and every finding are approved')).toBeVisible();
  await page.getByRole('button', { name: 'Make final report' }).click();
  await expect(toasts(page)).toContainText('Final report version 1 made');
  await expect(page).toHaveURL(new RegExp(`/audit-report/final-audit-reports/${audit.id}$`));
  const inForce = page.getByRole('region', { name: 'Report in force' });
  await expect(inForce).toContainText('Version 1');

  // ---- its PDF, opened from the link, holds the finding and the opinion
  const popup = page.waitForEvent('popup');
  await inForce.getByRole('button', { name: 'PDF of version 1' }).click();
  const pdfUrl = (await popup).url();
  const pdf = new Uint8Array(await (await fetch(pdfUrl)).arrayBuffer());
  expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
  const text = pdfText(pdf);
  expect(text).toContain(FINDING);
  expect(text).toContain('Needs improvement');

  // ---- recalled with a reason, then made again
  await inForce.getByRole('button', { name: 'Recall report' }).click();
  await expect(inForce.getByText('say why the report is recalled')).toBeVisible();
  await inForce.getByLabel('Reason for the recall').fill('The recommendation needs an owner.');
  await inForce.getByRole('button', { name: 'Recall report' }).click();
  await expect(toasts(page)).toContainText('Final report version 1 recalled');
  await expect(inForce).toContainText('No final report is in force.');
  await page.goto(`/app/audit-management/audits/manage/${audit.id}/report`);
  await page.getByRole('button', { name: 'Make final report' }).click();
  await expect(toasts(page)).toContainText('Final report version 2 made');

  const history = page.getByRole('table', { name: 'History' });
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history.getByRole('row').nth(1)).toContainText('2');
  await expect(history.getByRole('row').nth(1)).toContainText('In force');
  await expect(history.getByRole('row').nth(2)).toContainText('The recommendation needs an owner.');
  await expect(page.getByRole('region', { name: 'Report in force' })).toContainText('Version 2');
});
