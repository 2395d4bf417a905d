import { readFile } from 'node:fs/promises';
import { addEmployee, createApiClient, resetPassword } from '@stratum/contracts';
import { expect, test, type Browser, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import {
  API_ORIGIN,
  apiAs,
  chooseOption,
  invitationLink,
  latestMailTo,
  newCompany,
  signIn,
  unique,
} from '../journeys';

/*
 * spec §2 /app/degree-360 and the public /app/survey-review pages. A fresh company's HR officer
 * (its administrator) sets up a scale, a competency and a question, adds a 360-degree survey of an
 * employee, names a manager, three peers and an outside reviewer, and shares it. Each reviewer
 * answers from the mailed link in a browser of their own, with no account, after a one-time code
 * mailed to the same address. The report shows the peers' group only once the third peer answered;
 * then its radar, its comments by rater group and its Excel file (the outside reviewer's one answer
 * nowhere in it), and the degree-360 reviews report's row of the survey.
 * The subject, who administers nothing, finds it in "My 360 feedback"; the officer can delete a
 * survey nobody answered, and not one with answers.
 */

const address = (who: string) => `${unique(who).replace(/\W+/g, '-').toLowerCase()}@example.com`;

/** A reviewer answers every question with `point` from the mailed link, in a context of their own. */
const answerFromMail = async (browser: Browser, email: string, point: string, comment: string) => {
  const mail = await latestMailTo(email, /Your feedback on/);
  const link = /https?:\/\/\S+survey-review\?\S+/.exec(mail.body.text)?.[0];
  expect(link, `the survey mail to ${email} carries a link`).toBeTruthy();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Your feedback' })).toBeVisible();
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByText(/We mailed a code to/)).toBeVisible();
  const codeMail = await latestMailTo(email, /one-time survey code/);
  const code = /\b(\d{6})\b/.exec(codeMail.body.text)?.[1];
  await page.getByLabel('Code from the mail').fill(code!);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/survey-review\/complete\/[0-9A-Z]{26}$/);
  await page.getByRole('radio', { name: point }).check();
  await page.getByLabel('Comment (optional)').fill(comment);
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  await context.close();
};

const report = async (page: Page, url: string) => {
  await page.goto(url);
  return page.getByRole('main');
};

test('an HR officer runs a 360-degree survey; the reviewers answer from their mail with no account; the peers show only from three answers', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  const { admin } = await newCompany('Survey co', { modules: ['surveys'], activate: true });
  const api = await apiAs(admin);
  const people = {
    subject: { firstName: 'Sam', lastName: 'Subject', email: address('sam') },
    manager: { firstName: 'Mona', lastName: 'Manager', email: address('mona') },
    peer1: { firstName: 'Pia', lastName: 'Peer', email: address('pia') },
    peer2: { firstName: 'Paul', lastName: 'Peer', email: address('paul') },
    peer3: { firstName: 'Pete', lastName: 'Peer', email: address('pete') },
  };
  for (const p of Object.values(people))
    await api.call(addEmployee, { ...p, giveAccess: p === people.subject } as never);
  const authKey = new URL(
    invitationLink(await latestMailTo(people.subject.email, /invited/)),
  ).searchParams.get('authKey');
  const sam = { email: people.subject.email, password: 'Subject!2026pass', home: /\/app\/dashboard$/ };
  await createApiClient({ baseUrl: API_ORIGIN }).call(resetPassword, {
    email: sam.email,
    password: sam.password,
    authKey: authKey ?? '',
  });
  const outside = address('olga');

  await signIn(page, admin);
  await page.goto('/app/degree-360/surveys');
  await expect(page.getByRole('heading', { level: 1, name: '360-degree surveys' })).toBeVisible();

  // ---- set-up: a scale, a competency and its question
  await page.getByLabel('Scale name').fill('Frequency');
  await page.getByLabel(/^Points/).fill('1 Never\n2 Rarely\n3 Sometimes\n4 Often\n5 Always');
  await page.getByRole('button', { name: 'Add scale' }).click();
  await expect(page.getByRole('list', { name: 'Scales' })).toContainText('Frequency: 1 Never, 2 Rarely');
  await page.getByLabel('Competency name').fill('Communication');
  await page.getByRole('button', { name: 'Add competency' }).click();
  await expect(page.getByRole('list', { name: 'Competencies' })).toContainText('Communication');
  await page.getByLabel('Competency', { exact: true }).selectOption({ label: 'Communication' });
  await page.getByLabel('Question', { exact: true }).fill('Explains decisions clearly');
  await page.getByRole('button', { name: 'Add question' }).click();
  await expect(page.getByRole('list', { name: 'Competencies' })).toContainText('Explains decisions clearly');

  // ---- the survey of Sam, open from today
  await page.getByRole('link', { name: 'Add survey' }).click();
  const title = unique('Mid-year 360');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Employee reviewed').selectOption({ label: 'Sam Subject' });
  await page.getByLabel('Scale').selectOption({ label: 'Frequency' });
  await page.getByRole('checkbox', { name: 'Communication' }).check();
  await page.getByLabel('End date').fill(new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10));
  await page.getByRole('button', { name: 'Add survey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/Sam Subject · .* · Open/)).toBeVisible();
  const surveyUrl = page.url();

  // ---- reviewers: a manager, three peers, an outside reviewer
  const addReviewer = async (relationship: string, who: string) => {
    await page.getByLabel('Relationship').selectOption({ label: relationship });
    if (relationship === 'Outside the company') {
      await page.getByLabel('Name').fill('Olga Outside');
      await page.getByLabel('Email').fill(who);
    } else {
      await page.getByLabel('Employee', { exact: true }).selectOption({ label: who });
    }
    await page.getByRole('button', { name: 'Add reviewer' }).click();
    await expect(page.getByRole('table', { name: 'Reviewers' })).toContainText(
      relationship === 'Outside the company' ? 'Olga Outside' : who,
    );
  };
  await addReviewer('Manager', 'Mona Manager');
  await addReviewer('Peers', 'Pia Peer');
  await addReviewer('Peers', 'Paul Peer');
  await addReviewer('Peers', 'Pete Peer');
  await addReviewer('Outside the company', outside);
  await page.getByRole('button', { name: 'Share survey' }).click();
  await expect(page.getByText('Shared with 5 reviewers.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Reviewers' }).getByText('Mailed, not answered')).toHaveCount(
    5,
  );

  // ---- the manager, two peers and the outside reviewer answer
  await answerFromMail(browser, people.manager.email, 'Always', 'Clear and calm.');
  await answerFromMail(browser, people.peer1.email, 'Often', 'Pia’s note.');
  await answerFromMail(browser, people.peer2.email, 'Sometimes', 'Paul’s note.');
  await answerFromMail(browser, outside, 'Rarely', 'Olga’s note.');

  await page.goto(surveyUrl);
  await expect(
    page.getByRole('table', { name: 'Reviewers' }).getByText('Answered', { exact: true }),
  ).toHaveCount(4);
  const reportUrl = surveyUrl.replace(/update-survey/, 'report');
  let main = await report(page, reportUrl);
  await expect(main.getByText('Peers: 2 answered — left out until at least 3 have answered')).toBeVisible();
  await expect(main.getByText('Outside the company: 1 answered — left out')).toBeVisible();
  await expect(main.getByRole('table', { name: /Average score/ })).toContainText('Manager');
  await expect(main.getByRole('table', { name: /Average score/ })).not.toContainText('Peers');
  await expect(main).toContainText('Clear and calm.');
  await expect(main).not.toContainText('Pia’s note.');
  await expect(main).not.toContainText('Olga’s note.');

  // ---- the third peer answers: the peers' group shows
  await answerFromMail(browser, people.peer3.email, 'Often', 'Pete’s note.');
  main = await report(page, reportUrl);
  await expect(main.getByRole('table', { name: /Average score/ })).toContainText('Peers');
  await expect(main.getByRole('row', { name: /Communication/ })).toContainText('3.67');
  await expect(main).toContainText('Pia’s note.');
  await expect(main).not.toContainText('Olga’s note.');
  // the radar by competency, the comments by rater group, and the same report as a file
  await expect(main.getByRole('img', { name: /^Radar chart/ })).toBeVisible();
  await expect(main.getByRole('list', { name: 'Peers' })).toContainText('Pete’s note.');
  const downloading = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Excel' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^survey-360-sam-subject-.+\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await readFile(await file.path())) as unknown as ArrayBuffer);
  const cells: unknown[] = [];
  wb.getWorksheet('Report')!.eachRow((r) => cells.push(...(r.values as unknown[])));
  expect(cells).toContain('Pete’s note.');
  expect(cells).toContain('Left out: fewer than 3 answered');
  expect(cells).not.toContain('Olga’s note.');

  // ---- the degree-360 reviews report lists it: open, 5 of 5 answered, the overall score without Olga's one answer
  await page.goto('/app/reports/degree-360-reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Degree-360 reviews' })).toBeVisible();
  await chooseOption(page, 'Status', 'Open');
  const row = page
    .getByRole('table', { name: 'Degree-360 reviews' })
    .getByRole('row')
    .filter({ hasText: title });
  await expect(row).toContainText('Sam Subject');
  await expect(row).toContainText('Peers 3/3');
  await expect(row).toContainText('5 of 5');
  await expect(row).toContainText('4.00');

  // ---- answered feedback is kept: no delete, the survey is ended by its date instead
  await page.goto(surveyUrl);
  await expect(page.getByText(/Reviewers have answered, so this survey cannot be deleted/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete survey' })).toHaveCount(0);

  // ---- a survey nobody answered can be deleted
  await page.goto('/app/degree-360/add-survey');
  const draft = unique('Draft 360');
  await page.getByLabel('Title').fill(draft);
  await page.getByLabel('Employee reviewed').selectOption({ label: 'Pia Peer' });
  await page.getByLabel('Scale').selectOption({ label: 'Frequency' });
  await page.getByRole('checkbox', { name: 'Communication' }).check();
  await page.getByLabel('End date').fill(new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10));
  await page.getByRole('button', { name: 'Add survey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: draft })).toBeVisible();
  await page.getByRole('button', { name: 'Delete survey' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/app\/degree-360\/surveys$/);
  const surveys = page.getByRole('table', { name: 'Surveys' });
  await expect(surveys).toContainText(title);
  await expect(surveys).not.toContainText(draft);
  // the list exports what it shows
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await csvDownload;
  expect(download.suggestedFilename()).toMatch(/^Surveys-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toContain(`${title},Sam Subject,`);
  expect(csv).not.toContain(draft);

  // ---- Sam, who administers nothing, reads the report from "My 360 feedback"
  const samContext = await browser.newContext();
  const samPage = await samContext.newPage();
  await samPage.setViewportSize({ width: 1400, height: 1000 });
  await signIn(samPage, sam);
  await samPage.goto('/app/degree-360/my-feedback');
  await expect(samPage.getByRole('heading', { level: 1, name: 'My 360 feedback' })).toBeVisible();
  await samPage.getByRole('link', { name: `Open the report ${title}` }).click();
  main = samPage.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: `Report: ${title}` })).toBeVisible();
  await expect(main.getByRole('table', { name: /Average score/ })).toContainText('Peers');
  await expect(main).toContainText('Pete’s note.');
  await expect(main).not.toContainText('Olga’s note.');
  await samContext.close();
});
