import { AUDIT_ENGAGEMENT_ROUTES, AUDIT_REPORT_ROUTES, AUDIT_SETTING_ROUTES } from '@stratum/contracts';
import { expect, test } from '@playwright/test';
import { apiAs, latestMailTo, signIn, toasts, unique } from '../journeys';
import { auditWithReviewer } from './review-steps';

/*
 * spec §2 audit-report/customer-satisfaction-survey/{id}, /send, /detail; §4 send customer
 * satisfaction survey: in a fresh company whose engagement has its final report (set up through
 * the API: the opinion approved by the reviewer, the report made), the lead opens the survey from
 * the engagement's page and sends it from a settings template to an auditee contact; the contact,
 * with no account and in a browser of their own, scores it from the mailed link; the team sees
 * the answer and the averages, the year's view and the audit dashboard show the same figure.
 */

const QUESTIONS = [
  'Was the audit’s purpose clear?',
  'Was the team professional?',
  'Were the findings useful?',
];

test('after the final report, the lead sends the customer survey and an auditee answers it from the mailed link', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1400, height: 1000 });

  // ---- set-up through the API: the engagement's final report, and a survey template
  const { admin, api, reviewer, audit } = await auditWithReviewer('Survey co', ['audit'], 'Sora');
  const { item: rating } = await api.call(AUDIT_SETTING_ROUTES['opinion-rating'].add, {
    name: 'Satisfactory',
    colour: 'green',
  });
  const { item: opinion } = await api.call(AUDIT_REPORT_ROUTES.saveOpinion, {
    engagementId: audit.id,
    version: 0,
    ratingId: rating.id,
    reasoning: 'Payments are controlled.',
  });
  const ref = { engagementId: audit.id, kind: 'opinion' as const, id: audit.id, note: '' };
  const sent = await api.call(AUDIT_ENGAGEMENT_ROUTES.sendArtefact, { ...ref, version: opinion.version });
  await (
    await apiAs(reviewer)
  ).call(AUDIT_ENGAGEMENT_ROUTES.approveArtefact, { ...ref, version: sent.item.version });
  await api.call(AUDIT_REPORT_ROUTES.makeFinalReport, { engagementId: audit.id });
  await api.call(AUDIT_SETTING_ROUTES['survey-template'].add, {
    name: 'Auditee satisfaction',
    items: QUESTIONS,
  } as never);

  // ---- the lead sends the survey from the engagement's page
  await signIn(page, admin);
  await page.goto(`/app/audit-management/audits/manage/${audit.id}`);
  await page.getByRole('link', { name: 'Customer satisfaction survey' }).click();
  await expect(page).toHaveURL(/\/audit-report\/customer-satisfaction-survey\/[0-9A-Z]{26}$/);
  await expect(page.getByText('The survey has not been sent yet.')).toBeVisible();
  const email = `${unique('carla').replace(/\W+/g, '-').toLowerCase()}@auditee.example.com`;
  const send = page.getByRole('region', { name: 'Send the survey' });
  await expect(send).toContainText('Auditee satisfaction (3 questions)');
  await send.getByLabel('Name of contact 1').fill('Carla Contact');
  await send.getByLabel('Email of contact 1').fill(email);
  await send.getByRole('button', { name: 'Send survey' }).click();
  await expect(toasts(page)).toContainText('Survey sent');
  const contacts = page.getByRole('region', { name: 'Contacts', exact: true });
  await expect(contacts).toContainText('Waiting for an answer');

  // ---- the contact: no account, a browser of their own, the mailed link
  const mail = await latestMailTo(email, /Customer satisfaction survey/);
  const link = /https?:\/\/\S+customer-survey\/auth\?\S+/.exec(mail.body.text)?.[0];
  expect(link).toBeTruthy();
  const outside = await browser.newContext();
  const carla = await outside.newPage();
  await carla.goto(link!);
  await expect(carla).toHaveURL(/\/customer-survey\/complete\/[0-9A-Z]{26}\/[0-9A-Z]{26}$/);
  for (const [question, score] of [
    [QUESTIONS[0], 5],
    [QUESTIONS[1], 4],
    [QUESTIONS[2], 3],
  ] as const)
    await carla.getByRole('radio', { name: `${question}: Score ${score}` }).check();
  await carla.getByLabel(/Anything else/).fill('Clear and fair.');
  await carla.getByRole('button', { name: 'Submit answers' }).click();
  await expect(carla).toHaveURL(/\/customer-survey\/success$/);
  // the link is spent
  await carla.goto(link!);
  await expect(carla.getByText('This link cannot be used')).toBeVisible();
  await outside.close();

  // ---- the team sees the answer and the averages; the year's view and the dashboard agree
  await page.reload();
  await expect(page.getByRole('region', { name: 'Contacts', exact: true })).toContainText('Answered');
  await expect(page.getByRole('region', { name: 'Average score' })).toContainText('4.00');
  await expect(page.getByRole('region', { name: 'Results per question' })).toContainText('Clear and fair.');
  await page.getByRole('link', { name: 'Survey results by year' }).click();
  const year = page.getByRole('region', { name: 'Customer satisfaction by year' });
  await expect(year).toContainText('Average of the year’s audits: 4.00');
  await expect(year.getByRole('row', { name: new RegExp(audit.title) })).toContainText('4.00');
  await page.goto('/app/audit-management/main?view=dashboard');
  const figure = page.locator('section.report-panel', {
    has: page.getByRole('heading', { name: 'Average customer survey score' }),
  });
  await expect(figure).toContainText('4.00 of 5');
  await expect(figure).toContainText('over 1 answered audit');
});
