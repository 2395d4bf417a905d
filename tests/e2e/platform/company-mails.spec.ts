import { addEmployee } from '@stratum/contracts';
import { expect, test } from '@playwright/test';
import {
  apiAs,
  latestMailTo,
  mailStoreUrl,
  newCompany,
  seriousViolations,
  signIn,
  toasts,
  unique,
  type StoredMail,
} from '../journeys';

const MAILS = '/app/settings/mails';

const invitationsTo = async (email: string): Promise<StoredMail[]> => {
  const { emails } = (await (await fetch(mailStoreUrl())).json()) as { emails: StoredMail[] };
  return emails.filter((m) => m.destination.to.includes(email) && /invited/.test(m.subject));
};

test('an administrator sees the invitation mail sent and resends it', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  const { company, admin } = await newCompany('Mail Co', { activate: true });
  const api = await apiAs(admin);
  const name = unique('Ivo');
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`;
  await api.call(addEmployee, { firstName: name, lastName: 'Invitee', email, giveAccess: true });
  // the stack's sender sends it within seconds
  await latestMailTo(email, /invited/);

  await signIn(page, admin);
  await page.goto(MAILS);
  await expect(page.getByRole('heading', { level: 1, name: 'Mails' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(`You are invited to ${company.companyName} on Stratum`);
  await expect(row).toContainText('Invitation');
  await expect(row).toContainText('Sent');
  expect(await seriousViolations(page)).toEqual([]);

  await row.getByRole('button', { name: 'Resend' }).click();
  await expect(toasts(page)).toContainText(`The mail to ${email} is queued again.`);

  // a second invitation arrives, with a fresh code; the list says so once it is read again
  await expect.poll(async () => (await invitationsTo(email)).length, { timeout: 20_000 }).toBe(2);
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Sent');
});
