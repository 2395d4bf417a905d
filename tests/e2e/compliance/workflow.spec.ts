import { formatDate } from '@stratum/rules';
import { expect, test, type Page } from '@playwright/test';
import { listCompanyMails } from '@stratum/contracts';
import {
  ADMIN,
  apiAs,
  chooseOption,
  latestMailTo,
  mailStoreUrl,
  openHome,
  runReminders,
  seriousViolations,
  tinyPdf,
  toasts,
  unique,
  type StoredMail,
} from '../journeys';

// Starts signed in (sign-in.setup.ts): signing in is not what this journey tests.
test.use({ storageState: ADMIN.state });

/*
 * spec §2 /app/compliance-management/*, §4: a compliance officer (the Acme admin, a member of the
 * seeded complying team "Finance and operations" and compliance team "Compliance office") adds a
 * regulation and a quarterly activity whose first date fell a quarter ago, finds it in that month's
 * calendar, submits it with an evidence file, the compliance team declines it with a reason, it is
 * resubmitted and processed: the next due date moves one quarter on (a few days ahead, inside the
 * due-soon lead time), the history shows every step with who did it, the reminders command run
 * twice mails the due-soon reminder for the next date once and only once, and the Reports tab
 * counts the activity where it stands and lists its steps. The demo company has other activities (seed): everything
 * here is named uniquely and found by name.
 */

/** A day `days` from today, YYYY-MM-DD in the browser's calendar. */
const dayFromToday = (page: Page, days: number) =>
  page.evaluate((d) => new Date(Date.now() + d * 86_400_000).toLocaleDateString('en-CA'), days);

/** YYYY-MM-DD as the screens show it (spec §9 short dates, "Nov 28th 2026"). */
const shown = (day: string) => formatDate(day);

/** The same day `months` on or back (the 1st to the 28th: no month-end clamping in play). */
const monthsOn = (day: string, months: number) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1 + months, d)).toISOString().slice(0, 10);
};

test('a regulation and its quarterly activity: calendar, submit, decline, resubmit, processed, next quarter, one reminder, report', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  const regulation = unique('Records retention');
  const activity = unique('Quarterly retention check');
  // The next due date: a few days ahead (inside the 14-day due-soon lead time), on the 28th at
  // the latest so no month end clamps it; the first due date is one quarter before it.
  let next = await dayFromToday(page, 1);
  for (let d = 2; Number(next.slice(8, 10)) > 28; d++) next = await dayFromToday(page, d);
  const start = monthsOn(next, -3);

  await openHome(page, ADMIN);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Compliance Management' })
    .click();
  await expect(page).toHaveURL(/\/app\/compliance-management\/main$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Compliance management' })).toBeVisible();

  // The obligations register: a regulation with its source and clause.
  await page
    .getByRole('navigation', { name: 'Compliance screens' })
    .getByRole('link', { name: 'Regulations' })
    .click();
  await expect(page).toHaveURL(/tab=regulations/);
  await page.getByRole('button', { name: 'Add regulation' }).click();
  const regForm = page.getByRole('form', { name: 'Add regulation' });
  await regForm.getByLabel('Name', { exact: true }).fill(regulation);
  await regForm.getByLabel('Source').fill('Companies Act 2006');
  await regForm.getByLabel('Reference or clause').fill('s.388');
  await regForm.getByLabel('Requirement').fill('Keep accounting records for six years.');
  await chooseOption(page, 'Category', 'Tax');
  await regForm.getByRole('button', { name: 'Add regulation' }).click();
  await expect(toasts(page)).toContainText(`${regulation} added`);
  const register = page.getByRole('table', { name: 'Obligations register' });
  await expect(register.getByRole('row', { name: new RegExp(regulation) })).toContainText('s.388');

  // The activity: quarterly, first due a quarter ago, reviewed by the compliance office.
  await page.getByRole('button', { name: 'Add activity' }).click();
  await expect(page).toHaveURL(/\/app\/compliance-management\/add-activity$/);
  await page.getByLabel('Activity', { exact: true }).fill(activity);
  await chooseOption(page, 'Regulation', regulation);
  await chooseOption(page, 'Complying team', 'Finance and operations');
  await chooseOption(page, 'Compliance team', 'Compliance office');
  await page.getByLabel('First due date').fill(start);
  await chooseOption(page, 'How often', 'Quarterly');
  await page.getByRole('button', { name: 'Add activity' }).click();
  await expect(toasts(page)).toContainText(`${activity} added`);
  await expect(page).toHaveURL(/\/app\/compliance-management\/activity\//);
  const activityUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: activity })).toBeVisible();
  const details = page.locator('.compliance-dl');
  await expect(details).toContainText('Quarterly');
  await expect(details).toContainText(shown(start));

  // The month's calendar shows it on its due date.
  await page.goto(`/app/compliance-management/main?tab=calendar&month=${start.slice(0, 7)}`);
  const calendar = page.getByRole('table', { name: /^Due activities of / });
  await expect(calendar.getByRole('link', { name: activity })).toBeVisible();
  await calendar.getByRole('link', { name: activity }).click();
  await expect(page).toHaveURL(activityUrl);

  // The complying team attaches its evidence and submits with its notes.
  await page.getByLabel('Attach evidence').setInputFiles({
    name: 'retention-log.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf('Retention log'),
  });
  await expect(toasts(page)).toContainText('retention-log.pdf attached');
  await expect(page.getByRole('button', { name: 'Download retention-log.pdf' })).toBeVisible();
  const submit = page.getByRole('form', { name: 'Submit' });
  await submit.getByLabel('Notes', { exact: true }).fill('Retention schedule checked; no gaps.');
  await submit.getByLabel('Evidence effective date').fill(start);
  await submit.getByRole('button', { name: 'Submit' }).click();
  await expect(toasts(page)).toContainText('Submitted for review');
  await expect(page.getByRole('status').filter({ hasText: 'A submission waits' })).toBeVisible();
  await expect(page.locator('.compliance-status').first()).toHaveText('Submitted');

  // The compliance team declines it with a reason.
  const decline = page.getByRole('form', { name: 'Decline' });
  await decline.getByRole('button', { name: 'Decline' }).click();
  await expect(decline.getByText('reason is required')).toBeVisible();
  await decline.getByLabel('Reason', { exact: true }).fill('Attach the signed retention log.');
  await decline.getByRole('button', { name: 'Decline' }).click();
  await expect(toasts(page)).toContainText('Declined: back to the complying team');
  await expect(page.locator('.compliance-status').first()).toHaveText('Declined');

  // Resubmitted, then processed: the next due date is one quarter on.
  const resubmit = page.getByRole('form', { name: 'Resubmit' });
  await resubmit.getByLabel('Notes', { exact: true }).fill('Signed log attached.');
  await resubmit.getByLabel('Evidence effective date').fill(start);
  await resubmit.getByRole('button', { name: 'Resubmit' }).click();
  await expect(page.locator('.compliance-status').first()).toHaveText('Submitted');
  await page.getByRole('button', { name: 'Process', exact: true }).click();
  await expect(toasts(page)).toContainText('Processed: compliant');
  await expect(details).toContainText(shown(next));
  await expect(details.getByText('Last compliant')).toBeVisible();

  // Every step, oldest first, with who did it.
  // (each submitted step lists its files inside its own item)
  const history = page.getByRole('list', { name: 'History' }).locator('> li');
  await expect(history).toHaveCount(4);
  await expect(history.nth(0)).toContainText('Submitted');
  await expect(history.nth(0).getByRole('button', { name: 'Download retention-log.pdf' })).toBeVisible();
  await expect(history.nth(1)).toContainText('Declined');
  await expect(history.nth(1)).toContainText('Attach the signed retention log.');
  await expect(history.nth(2)).toContainText('Submitted');
  await expect(history.nth(3)).toContainText('Processed');
  await expect(history.first()).toContainText('Ada');

  // The reminders engine, run twice as `npm run reminders`: the complying member's due-soon
  // reminder for the next date is queued by the first run only, and reaches the mail store once.
  const subject = `Compliance activity due on ${shown(next)}: ${activity}`;
  expect(await runReminders()).toMatch(/^Reminders queued: [1-9]/m);
  expect(await runReminders()).toMatch(/^Reminders queued: /m);
  const admin = await apiAs(ADMIN);
  const outbox = (await admin.call(listCompanyMails, { limit: 200 })).list.filter(
    (m) => m.subject === subject,
  );
  expect(outbox.map((m) => m.to)).toEqual([ADMIN.email]);
  await latestMailTo(ADMIN.email, new RegExp(`: ${activity}$`));
  await expect
    .poll(
      async () =>
        (await admin.call(listCompanyMails, { limit: 200 })).list.find((m) => m.subject === subject)?.state,
    )
    .toBe('sent');
  const { emails } = (await (await fetch(mailStoreUrl())).json()) as { emails: StoredMail[] };
  expect(emails.filter((m) => m.destination.to.includes(ADMIN.email) && m.subject === subject)).toHaveLength(
    1,
  );

  // The Reports tab counts it where it stands: one activity of the regulation, due soon (Upcoming).
  await page.goto('/app/compliance-management/main?tab=reports');
  await chooseOption(page, 'Regulation', regulation);
  await expect(page).toHaveURL(/tab=reports.*regulation=|regulation=.*tab=reports/);
  const statusRow = page
    .getByRole('table', { name: 'Status by regulation' })
    .getByRole('row', { name: new RegExp(regulation) });
  await expect(statusRow.getByRole('cell')).toHaveText([
    regulation,
    'Tax',
    '1',
    '1',
    '0',
    '0',
    '0',
    '0',
    '0',
  ]);
  await expect(page.getByRole('img', { name: 'Chart: Status by regulation' })).toBeVisible();
  // By business unit: the new regulation is in no universe, so its activity is in that group.
  await chooseOption(page, 'Report', 'Status by business unit');
  await expect(page).toHaveURL(/report=status-by-unit/);
  await expect(
    page
      .getByRole('table', { name: 'Status by business unit' })
      .getByRole('row', { name: /No universe/ })
      .getByRole('cell'),
  ).toHaveText(['No universe', '1', '1', '0', '0', '0', '0', '0']);
  await expect(page.getByRole('img', { name: 'Chart: Status by business unit' })).toBeVisible();
  // The submissions of the last 90 days: each step named (the API answers codes), the decline
  // with its reason, oldest first.
  await chooseOption(page, 'Report', 'Submissions in a period');
  await expect(page).toHaveURL(/report=submissions/);
  const steps = page
    .getByRole('table', { name: 'Submissions in a period' })
    .getByRole('row', { name: new RegExp(activity) });
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(0).getByRole('cell').nth(3)).toHaveText('Submitted');
  await expect(steps.nth(1).getByRole('cell').nth(3)).toHaveText('Declined');
  await expect(steps.nth(1)).toContainText('Attach the signed retention log.');
  await expect(steps.nth(3).getByRole('cell').nth(3)).toHaveText('Processed');
  await expect(page.getByRole('img', { name: 'Chart: Submissions in a period' })).toBeVisible();

  // The activities tab finds it by regulation, with the filter in the URL.
  await page.goto('/app/compliance-management/main?tab=activities');
  await chooseOption(page, 'Regulation', regulation);
  await expect(page).toHaveURL(/regulation=/);
  await expect(
    page.getByRole('table', { name: 'Activities' }).getByRole('link', { name: `Open ${activity}` }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
