import { addEmployee } from '@stratum/contracts';
import { expect, test } from '@playwright/test';
import { apiAs, chooseOption, newCompany, seriousViolations, signIn, unique } from '../journeys';

/*
 * QA panels and my inbox (issue 6): an administrator puts two people on the performance QA panel
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
  await page.getByRole('link', { name: 'Manage acting supervisors' }).click();
  await expect(page).toHaveURL(/acting-supervisors/);
});
