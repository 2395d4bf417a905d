import { AUDIT_SETTING_ROUTES } from '@stratum/contracts';
import { expect, test } from '@playwright/test';
import { latestMailTo, signIn, toasts } from '../journeys';
import { invitedPerson, pageFor } from '../performance/set-up';
import { auditWithReviewer, multiSelect } from './review-steps';

/*
 * spec §2 audit-report/audit-checklist, /{id}/send, /{id}, completed-checklist/{id}; my-task's
 * pending checklist: in a fresh company (its engagement, an auditee employee and a checklist
 * template set up through the API), the lead makes a checklist from the engagement's page and
 * sends it; the auditee, signed in in a browser of their own, answers it from their audit tasks
 * and completes it; the lead reads the answers on completed-checklist.
 */

const ITEMS = [
  'Purchase orders above the limit carry a second approval.',
  'Goods received notes are matched to invoices.',
];

test('the lead sends a checklist, the auditee answers it from their tasks, the lead reads the answers', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1400, height: 1000 });

  // ---- set-up through the API: the engagement, the auditee and a checklist template
  const { admin, api, audit } = await auditWithReviewer('Checklist co', ['audit'], 'Rhea');
  const auditee = await invitedPerson(api, 'Anil');
  await api.call(AUDIT_SETTING_ROUTES['checklist-template'].add, {
    name: 'Purchasing controls',
    items: ITEMS,
  } as never);

  // ---- the lead makes the checklist from the engagement's page and sends it
  await signIn(page, admin);
  await page.goto(`/app/audit-management/audits/manage/${audit.id}`);
  await page.getByRole('link', { name: 'Make a checklist' }).click();
  await expect(page).toHaveURL(/\/audit-report\/audit-checklist\?engagementId=/);
  const make = page.getByRole('region', { name: 'Make a checklist' });
  await expect(make).toContainText('Purchasing controls (2 items)');
  await make.getByLabel('Title').fill('Purchasing desk self-assessment');
  await multiSelect(page, 'Auditees (who answer it)', auditee.fullName);
  await make.getByRole('button', { name: 'Make checklist' }).click();
  await expect(toasts(page)).toContainText('Checklist made');
  await expect(page).toHaveURL(/\/audit-report\/audit-checklist\/[0-9A-Z]{26}$/);
  await page.getByRole('link', { name: 'Send to the auditees' }).click();
  await expect(page).toHaveURL(/\/audit-checklist\/[0-9A-Z]{26}\/send$/);
  await page.getByLabel('Note to the auditees (optional)').fill('Ten minutes is enough.');
  await page.getByRole('button', { name: 'Send checklist' }).click();
  await expect(toasts(page)).toContainText('Checklist sent');
  await expect(page.getByRole('region', { name: 'Answers' })).toContainText('Not answered yet');
  const mail = await latestMailTo(auditee.email, /Audit checklist to answer/);
  expect(mail.body.text).toContain('Ten minutes is enough.');

  // ---- the auditee answers it from their audit tasks, in a browser of their own
  const anil = await pageFor(browser, auditee);
  await anil.goto('/app/audit-management/my-task');
  await anil.getByRole('link', { name: 'Purchasing desk self-assessment' }).click();
  await expect(anil).toHaveURL(/\/my-task\/checklist\/[0-9A-Z]{26}\/owner$/);
  const answers = anil.getByRole('region', { name: 'Your answers' });
  await answers.getByRole('group', { name: ITEMS[0] }).getByLabel('Yes').check();
  await answers.getByRole('button', { name: 'Complete checklist' }).click();
  await expect(toasts(anil)).toContainText('still open');
  await answers.getByRole('group', { name: ITEMS[1] }).getByLabel('No').check();
  await answers.getByLabel('Comment on item 2').fill('Matched weekly, not per invoice.');
  await answers.getByLabel('Evidence for item 2').setInputFiles({
    name: 'grn-matching.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await answers.getByRole('group', { name: ITEMS[1] }).getByRole('button', { name: 'Upload' }).click();
  await expect(toasts(anil)).toContainText('grn-matching.pdf attached');
  await answers.getByRole('button', { name: 'Complete checklist' }).click();
  await expect(toasts(anil)).toContainText('Checklist completed');
  await expect(anil).toHaveURL(/\/audit-report\/completed-checklist\/[0-9A-Z]{26}$/);
  await anil.context().close();

  // ---- the lead finds it completed and reads who answered what
  await page.goto('/app/audit-management/audit-report/audit-checklist?status=Completed');
  await page.getByRole('link', { name: 'Purchasing desk self-assessment' }).click();
  await expect(page).toHaveURL(/\/audit-report\/completed-checklist\/[0-9A-Z]{26}$/);
  const read = page.getByRole('region', { name: 'Answers' });
  await expect(read.getByRole('row', { name: new RegExp(ITEMS[1]!) })).toContainText(
    'Matched weekly, not per invoice.',
  );
  await expect(read).toContainText(auditee.fullName);
  await expect(read.getByRole('row', { name: new RegExp(ITEMS[1]!) })).toContainText('grn-matching.pdf');
  await expect(page.getByRole('region', { name: 'Give it back to the auditees' })).toBeVisible();
});
