import {
  addEmployee,
  AUDIT_ENGAGEMENT_ROUTES,
  AUDIT_SETTING_ROUTES,
  listEmployees,
} from '@stratum/contracts';
import { expect, test } from '@playwright/test';
import { apiAs, latestMailTo, newCompany, signIn, toasts, unique, type StoredMail } from '../journeys';

/*
 * spec §2 manage/{id}: notification-letter, entrance-meeting, questionnaire and the public
 * questionnaire pages. A fresh company's administrator sends the notification letter (the mail,
 * read from the local SES, carries the PDF), records the entrance meeting, sets a questionnaire
 * and sends it; an outside respondent with no account, in a browser context of their own, answers
 * from the mailed link; the team sees the answer.
 */

const address = (label: string) => `${unique(label).replace(/\W+/g, '-').toLowerCase()}@auditee.example.com`;

test('the audit team mails the notification letter, records the entrance meeting, and an outside respondent answers the questionnaire from the mailed link', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  const { admin } = await newCompany('Outreach co', { modules: ['audit'], activate: true });
  const api = await apiAs(admin);
  await api.call(AUDIT_SETTING_ROUTES['letter-template'].add, {
    name: 'Engagement notice',
    subject: 'Audit notification: {{auditTitle}}',
    body: 'Dear {{auditeeUnit}} team,\n\nThe audit “{{auditTitle}}” starts on {{startDate}}.',
  } as never);
  await api.call(addEmployee, {
    firstName: 'Rita',
    lastName: 'Reviewer',
    email: `${unique('rita').replace(/\W+/g, '-')}@example.com`,
    giveAccess: false,
  } as never);
  const people = await api.call(listEmployees, {
    status: 'Active',
    limit: 50,
    sortField: 'fullName',
    sortOrder: 'asc',
  } as never);
  const idOf = (name: string) => people.list.find((p) => p.fullName === name)!.id;
  const title = unique('Payroll audit');
  const { item: audit } = await api.call(AUDIT_ENGAGEMENT_ROUTES.openEngagement, {
    title,
    auditArea: 'Payroll',
    leadId: idOf('Fresh Admin'),
    reviewerIds: [idOf('Rita Reviewer')],
    startDate: '2026-11-01',
    endDate: '2026-12-15',
  } as never);
  const manage = `/app/audit-management/audits/manage/${audit.id}`;

  // ---- the notification letter, filled in, previewed, mailed with its PDF
  await signIn(page, admin);
  await page.goto(`${manage}/notification-letter`);
  const preview = page.getByRole('article', { name: 'Letter preview' });
  await expect(preview).toContainText(`Audit notification: ${title}`);
  await expect(preview).toContainText('Dear Payroll team,');
  const auditee = address('paula');
  await page.getByLabel('Name of contact 1').fill('Paula Payroll');
  await page.getByLabel('Email of contact 1').fill(auditee);
  await page.getByRole('button', { name: 'Send the letter as a PDF' }).click();
  await expect(toasts(page)).toContainText('The letter is on its way');
  const letters = page.getByRole('region', { name: 'Letters sent' });
  await expect(letters).toContainText(auditee);
  const letterMail = (await latestMailTo(auditee, /Audit notification/)) as StoredMail & {
    attachments?: { filename?: string; contentType: string }[];
  };
  expect(letterMail.body.text).toContain('Dear Paula Payroll,');
  expect(letterMail.attachments?.map((a) => [a.filename, a.contentType])).toEqual([
    ['Notification letter.pdf', 'application/pdf'],
  ]);
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Letters sent' }).getByRole('cell', { name: /^Sent/ }),
  ).toBeVisible();

  // ---- the entrance meeting
  await page
    .getByRole('navigation', { name: 'Parts of the audit' })
    .getByRole('link', { name: 'Entrance meeting' })
    .click();
  await page.getByLabel('Date of the meeting').fill('2026-11-03');
  await page.getByLabel('Fresh Admin').check();
  await page.getByLabel('Name of contact 1').fill('Paula Payroll');
  await page.getByLabel('Minutes').fill('Scope and timing agreed.');
  await page.getByRole('button', { name: 'Save the meeting' }).click();
  await expect(toasts(page)).toContainText('Entrance meeting saved.');

  // ---- the questionnaire, set and sent
  await page
    .getByRole('navigation', { name: 'Parts of the audit' })
    .getByRole('link', { name: 'Questionnaire' })
    .click();
  await page.getByLabel('Questionnaire title').fill('Payroll controls');
  await page.getByLabel('Name of area 1').fill('Changes');
  await page.getByLabel('Area 1, question 1').fill('Who approves salary changes?');
  await page.getByRole('button', { name: 'Save the questionnaire' }).click();
  await expect(toasts(page)).toContainText('Questionnaire saved.');
  const respondentEmail = address('oscar');
  const send = page.getByRole('region', { name: 'Send to contacts' });
  await send.getByLabel('Name of contact 1').fill('Oscar Outside');
  await send.getByLabel('Email of contact 1').fill(respondentEmail);
  await send.getByRole('button', { name: 'Send each contact their link' }).click();
  await expect(toasts(page)).toContainText('The links are on their way.');

  // ---- the respondent: no account, a browser of their own, the mailed link
  const mail = await latestMailTo(respondentEmail, /Audit questionnaire/);
  const link = /https?:\/\/\S+questionnaire\/auth\?\S+/.exec(mail.body.text)?.[0];
  expect(link).toBeTruthy();
  const outside = await browser.newContext();
  const oscar = await outside.newPage();
  await oscar.goto(link!);
  await expect(oscar).toHaveURL(/\/questionnaire\/complete\/[0-9A-Z]{26}\/[0-9A-Z]{26}$/);
  await oscar
    .getByRole('textbox', { name: 'Who approves salary changes?' })
    .fill('The HR director, with a second signature.');
  await oscar.getByRole('button', { name: 'Submit answers' }).click();
  await expect(oscar).toHaveURL(/\/questionnaire\/success$/);
  await outside.close();

  // ---- the team sees the answer
  await page.reload();
  const responses = page.getByRole('region', { name: 'Contacts and answers' });
  await expect(responses).toContainText('Answered');
  await expect(responses).toContainText('The HR director, with a second signature.');
});
