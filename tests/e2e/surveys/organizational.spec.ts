import {
  addEmployee,
  addOrgSurvey,
  addSurveyCompetency,
  addSurveyQuestion,
  addSurveyScale,
  businessUnitRoutes,
  createApiClient,
  openOrgSurveyReview,
  submitOrgSurveyReview,
} from '@stratum/contracts';
import { expect, test } from '@playwright/test';
import { API_ORIGIN, apiAs, latestMailTo, newCompany, signIn, unique } from '../journeys';

/*
 * spec §2 /app/annual/organizational and the public /app/organizational-survey-review page. A
 * fresh company's HR officer corrects an organisational survey's period (set up through the API)
 * and sends it to two units from the list, which follows the send job to its outcome; the employees answer from their mailed links — all but one through the API, one in a
 * browser with no account — and the heat map shows the unit with five answers and withholds the
 * unit with one. The one in Ops who has not answered is reminded from the list, with a fresh link; Ops's
 * own report stays withheld.
 */

const address = (who: string) => `${unique(who).replace(/\W+/g, '-').toLowerCase()}@example.com`;
const today = () => new Date().toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const linkIn = async (email: string, title: string) => {
  const mail = await latestMailTo(email, new RegExp(title));
  const url = /https?:\/\/\S+organizational-survey-review\?\S+/.exec(mail.body.text)?.[0];
  expect(url, `the survey mail to ${email} carries a link`).toBeTruthy();
  return url!;
};

test('an organisational survey answered from the mail: the heat map shows a unit from five answers and withholds one below', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { admin } = await newCompany('Org survey co', { modules: ['surveys'], activate: true });
  const api = await apiAs(admin);
  const unit = async (name: string, n: number) => {
    const { business_unit } = await api.call(businessUnitRoutes.add, { name: unique(name) });
    const emails = Array.from({ length: n }, (_, i) => address(`${name}${i}`));
    for (const email of emails)
      await api.call(addEmployee, {
        firstName: 'Una',
        lastName: name,
        email,
        unitId: business_unit.id,
      } as never);
    return { id: business_unit.id, name: business_unit.name, emails };
  };
  const sales = await unit('Sales', 5);
  const ops = await unit('Ops', 2);
  const scale = (
    await api.call(addSurveyScale, {
      name: 'Agreement',
      points: ['Disagree', 'Neutral', 'Agree'].map((label, i) => ({ value: i + 1, label })),
    })
  ).item;
  const competency = (await api.call(addSurveyCompetency, { name: 'Leadership' })).item;
  await api.call(addSurveyQuestion, { competencyId: competency.id, text: 'I trust my leaders' });
  const title = unique('Engagement');
  await api.call(addOrgSurvey, {
    title,
    period: '2025',
    scaleId: scale.id,
    competencyIds: [competency.id],
    unitIds: [sales.id, ops.id],
    startDate: today(),
    endDate: inDays(14),
  });

  // The HR officer corrects the period in the add form, then sends it: the row follows the job.
  await signIn(page, admin);
  await page.goto('/app/annual/organizational');
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('form', { name: `Edit ${title}` });
  await expect(edit.getByLabel('Period')).toHaveValue('2025');
  await edit.getByLabel('Period').fill('2026');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByRole('cell', { name: '2026', exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Send ${title}` }).click();
  await expect(row.getByRole('status')).toHaveText('Sent to every employee in scope: 7.');
  await expect(row).toContainText('0 of 7');

  // Four of Sales and the one of Ops answer through the API, each with their own link.
  for (const email of [...sales.emails.slice(0, 4), ops.emails[0]!]) {
    const token = new URL(await linkIn(email, title)).searchParams.get('token')!;
    const link = createApiClient({ baseUrl: API_ORIGIN, getToken: () => token });
    const form = await link.call(openOrgSurveyReview, {});
    await link.call(submitOrgSurveyReview, {
      surveyId: form.surveyId,
      answers: form.items.flatMap((i) => i.questions).map((q) => ({ questionId: q.questionId, value: 3 })),
    });
  }

  // The fifth of Sales answers in a browser of their own, with no account.
  const context = await browser.newContext();
  const employee = await context.newPage();
  await employee.goto(await linkIn(sales.emails[4]!, title));
  await expect(employee.getByRole('heading', { name: 'Your views' })).toBeVisible();
  await employee.getByRole('radio', { name: 'Agree', exact: true }).check();
  await employee.getByRole('button', { name: 'Submit answers' }).click();
  await expect(employee.getByText(/your answers are in/)).toBeVisible();
  await context.close();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Organisational surveys' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('6 of 7');
  const first = await linkIn(ops.emails[1]!, title);
  await page.getByRole('button', { name: `Remind those who have not answered: ${title}` }).click();
  await expect(row.getByRole('status')).toHaveText('Sent again to everyone who had not answered: 1.');
  await expect.poll(() => linkIn(ops.emails[1]!, title)).not.toBe(first);
  await page.getByRole('link', { name: `Heat map of ${title}` }).click();
  const map = page.getByRole('table', { name: `Heat map: ${title}` });
  await expect(map.getByRole('row', { name: new RegExp(sales.name) })).toContainText('3.00 (5 answers)');
  await expect(map.getByRole('row', { name: new RegExp(ops.name) })).toContainText('Withheld (1 answered)');
  // Ops's own report: withheld; the company beside it counts only the units shown
  await page.getByRole('button', { name: `Report of ${ops.name}` }).click();
  const report = page.getByRole('table', { name: `Unit report: ${ops.name}` });
  await expect(report.getByRole('row', { name: /Leadership/ })).toContainText(
    'Withheld (1 answered)3.00 (5 answers)',
  );
});
