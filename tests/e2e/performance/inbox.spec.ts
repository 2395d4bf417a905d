import {
  addEmployee,
  addEmployeePeriodicScorecard,
  addEmployeeScorecard,
  listAnnualPlans,
  QA_ROUTES,
} from '@stratum/contracts';
import { expect, test } from '@playwright/test';
import { ADMIN, apiAs, chooseOption, newCompany, seriousViolations, signIn, unique } from '../journeys';
import { invitedPerson, pageFor, performanceYear } from './set-up';

/*
 * QA panels and my inbox: an administrator puts two people on the performance QA panel
 * (the second added is the last reviewer), assigns one to review a third, and finds their inbox's
 * tabs, the chosen one kept in the URL across a reload.
 */
test('an administrator sets up the QA panel and walks the inbox tabs', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  const { admin } = await newCompany('QA Co', { modules: ['planning', 'performance'], activate: true });
  const api = await apiAs(admin);
  const hire = async (first: string) =>
    (
      await api.call(addEmployee, {
        firstName: first,
        lastName: unique('Q').replace(/\s+/g, ''),
        email: `${unique('qa').replace(/\s+/g, '-').toLowerCase()}@example.com`,
      })
    ).employee;
  const [first, second, subject] = [await hire('Petra'), await hire('Quentin'), await hire('Sam')];

  await signIn(page, admin);
  await page.goto('/app/annual/quality-assurance/members');
  await expect(page.getByRole('heading', { name: 'QA members' })).toBeVisible();
  for (const who of [first, second]) {
    await chooseOption(page, 'Employee', who.fullName);
    await page.getByRole('button', { name: 'Add member' }).click();
    await expect(page.getByRole('table', { name: 'Panel members' })).toContainText(who.fullName);
  }
  const members = page.getByRole('table', { name: 'Panel members' });
  await expect(members.getByRole('row').filter({ hasText: second.fullName })).toContainText('✓');
  await expect(members.getByRole('row').filter({ hasText: first.fullName })).not.toContainText('✓');
  // move the second up: the first becomes the last reviewer
  await page.getByRole('button', { name: `Move ${second.fullName} up` }).click();
  await expect(members.getByRole('row').filter({ hasText: first.fullName })).toContainText('✓');
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/app/annual/quality-assurance/employees');
  await chooseOption(page, 'Employee or unit', subject.fullName);
  await chooseOption(page, 'Reviewer', first.fullName);
  await page.getByRole('button', { name: 'Assign reviewer' }).click();
  const reviews = page.getByRole('table', { name: 'Reviews' });
  await expect(reviews.getByRole('row').filter({ hasText: subject.fullName })).toContainText('✓');

  await page.goto('/app/my-inbox/main');
  await expect(page.getByRole('heading', { name: 'My inbox' })).toBeVisible();
  await page.getByRole('tab', { name: 'Required actions' }).click();
  await expect(page).toHaveURL(/tab=required/);
  await expect(page.getByText('Nothing waits on you.')).toBeVisible();
  await page.getByRole('tab', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/tab=reports/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Reports' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Acting supervisor management' }).click();
  // An administrator sees their own arrangement here, and a way to every arrangement.
  await expect(page.getByRole('region', { name: 'Who acts for me' })).toBeVisible();
  await page.getByRole('link', { name: 'All arrangements in the company' }).click();
  await expect(page).toHaveURL(/acting-supervisors/);
});

/*
 * A panel's records are its members' and the performance administrators': a member of the
 * performance panel opens the scorecard panel's records and is told they are not on it, with no
 * refused call behind the page (no error toast); their own panel's records open.
 */
test('a QA member sees their own panel’s records and is told plainly about another panel', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { admin } = await newCompany('QA Records Co', {
    modules: ['planning', 'performance'],
    activate: true,
  });
  const api = await apiAs(admin);
  const member = await invitedPerson(api, 'Petra');
  await api.call(QA_ROUTES.performance.addMember, { employeeId: member.id });

  const page = await pageFor(browser, member);
  await page.goto('/app/annual/quality-assurance/scorecards');
  await expect(page.getByText('You are not on this panel')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Records under review' })).toHaveCount(0);
  await expect(page.locator('.p-toast-message')).toHaveCount(0);

  await page.goto('/app/performance/quality-assurance');
  await expect(page.getByRole('table', { name: 'Records under review' })).toBeVisible();
  await expect(page.locator('.p-toast-message')).toHaveCount(0);
  await page.context().close();
});

/*
 * The reviews tab (spec §2 company, employee and subordinate employee reviews): the demo
 * year's Complete Q1 company assessment (packages/local/src/seed-company-assessment.ts) shows in
 * the Acme administrator's tab; in a company of its own, an employee finds their quarter (Draft,
 * their supervisor named) on /app/my-inbox/employee-reviews and opens its assessment review, and
 * their supervisor finds it among their team's on /app/my-inbox/subordinate-employee-reviews.
 */
test('the reviews tab lists the company’s completed quarters, my quarters and my team’s', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1500, height: 950 });
  const demo = (await (await apiAs(ADMIN)).call(listAnnualPlans, {})).list.find(
    (a) => a.strategicPlanDescription === 'Acme Strategy 2025–2029' && a.startDate === '2026-01-01',
  )!;
  await signIn(page, ADMIN);
  await page.goto(`/app/my-inbox/main?annualPlanId=${demo.id}`);
  await expect(page.getByRole('tab', { name: 'Reviews' })).toBeVisible();
  const tabs = await page.getByRole('tab').allTextContents();
  expect(tabs.indexOf('Reviews')).toBe(tabs.indexOf('Agreements and assessments') + 1);
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await expect(page).toHaveURL(/tab=reviews/);
  const company = page.getByRole('table', { name: 'Company reviews' });
  await expect(company.getByRole('row', { name: /^Q1/ })).toBeVisible();
  // only the Complete quarter: the demo assesses Q1 alone
  await expect(company.getByRole('row', { name: /^Q[234]/ })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'My reviews' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'My team’s reviews' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
  await page.goto(`/app/my-inbox/company-reviews?annualPlanId=${demo.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Company reviews' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Company reviews' }).getByRole('row', { name: /^Q1/ }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'My reviews' })).toHaveCount(0);

  const { admin } = await newCompany('Reviews Co', { modules: ['planning', 'performance'], activate: true });
  const api = await apiAs(admin);
  const { annual, quarter } = await performanceYear(api);
  const boss = await invitedPerson(api, 'Bria');
  const worker = await invitedPerson(api, 'Rafe', boss.id);
  const { scorecard } = await api.call(addEmployeeScorecard, {
    annualPlanId: annual.id,
    employeeId: worker.id,
    name: 'Rafe year',
    source: 'empty',
    includeKeyPerformanceArea: 'No',
    ratingMode: 'automatic',
  });
  const { scorecard: periodic } = await api.call(addEmployeePeriodicScorecard, {
    annualScorecardId: scorecard.id,
    quarter: quarter.quarter,
  });
  const label = `Q${quarter.quarter + 1}`;

  const me = await pageFor(browser, worker);
  await me.goto(`/app/my-inbox/employee-reviews?annualPlanId=${annual.id}`);
  await expect(me.getByRole('heading', { level: 1, name: 'Employee reviews' })).toBeVisible();
  const mine = me
    .getByRole('table', { name: 'My reviews' })
    .getByRole('row', { name: new RegExp(`^${label}`) });
  await expect(mine).toContainText(boss.fullName);
  await expect(mine).toContainText('Draft');
  expect(await seriousViolations(me)).toEqual([]);
  await mine.getByRole('link', { name: /Open/ }).click();
  await expect(me).toHaveURL(new RegExp(`performance-assessment-review\\?scorecardId=${periodic.id}`));

  const sup = await pageFor(browser, boss);
  await sup.goto(`/app/my-inbox/subordinate-employee-reviews?annualPlanId=${annual.id}`);
  await expect(sup.getByRole('heading', { level: 1, name: 'Subordinate employee reviews' })).toBeVisible();
  const team = sup.getByRole('table', { name: 'My team’s reviews' });
  await expect(team.getByRole('row', { name: new RegExp(worker.fullName) })).toContainText('Draft');
  await expect(sup.getByRole('table', { name: 'Company reviews' })).toHaveCount(0);
});
