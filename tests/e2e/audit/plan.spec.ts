import { addAuditProcess, addEmployee, UNIT_ROUTES } from '@stratum/contracts';
import { expect, test } from '@playwright/test';
import { apiAs, chooseOption, newCompany, signIn, toasts, unique } from '../journeys';

/*
 * spec §2 /app/audit-management: a fresh company's administrator adds a process to the audit
 * universe, builds the year's plan from it (ranked by risk), finds that leaving an entity out needs
 * a reason, approves the plan, and opens an engagement from a planned audit.
 */

test('an audit administrator plans a year from the universe, gives a reason for a left-out entity, approves, and opens an engagement from the plan', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  const { admin } = await newCompany('Audit plan co', { modules: ['audit'], activate: true });
  const api = await apiAs(admin);
  const { business_unit: unit } = await api.call(UNIT_ROUTES['business-unit'].add, {
    name: 'Finance',
    status: 'Active',
  } as never);
  await api.call(addAuditProcess, {
    name: 'Travel expenses',
    businessUnitId: unit.id,
    likelihood: 2,
    impact: 2,
  });
  await api.call(addEmployee, {
    firstName: 'Rita',
    lastName: 'Reviewer',
    email: `${unique('rita').replace(/\s+/g, '-')}@example.com`,
    giveAccess: false,
  } as never);

  // ---- the universe: a process added to the unit, riskiest first
  await signIn(page, admin);
  await page.goto('/app/audit-management/main?view=planning&tab=audit-universe');
  await page.getByRole('button', { name: 'Add a process' }).click();
  await expect(page).toHaveURL(/\/audit-universe\/add-process\/[0-9A-Z]{26}$/);
  await page.getByLabel('Process', { exact: true }).fill('Treasury');
  await page.getByLabel('Likelihood').fill('5');
  await page.getByLabel('Impact').fill('4');
  await page.getByRole('button', { name: 'Add a process' }).click();
  await expect(page).toHaveURL(/\/audit-universe$/);
  const universe = page.getByRole('table', { name: 'Audit universe' });
  await expect(universe.getByRole('row').nth(1)).toContainText('Treasury');
  await expect(universe.getByRole('row').nth(1)).toContainText('20');
  await expect(universe.getByRole('row').nth(2)).toContainText('Travel expenses');

  // ---- the plan, built from the universe
  await page.goto('/app/audit-management/main?view=planning&tab=audit-plan');
  await page.getByRole('link', { name: 'Build an audit plan' }).click();
  const title = unique('Audit plan');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Build the plan' }).click();
  await expect(page).toHaveURL(/\/audit-plan\/manage\/[0-9A-Z]{26}$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();

  // ---- leaving an entity out needs a reason: the API's refusal shows under the field
  await page.getByRole('button', { name: 'Edit: Travel expenses' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('In the plan', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/say why this entity is left out of the plan/i)).toBeVisible();
  await expect(toasts(page)).toContainText('Update Audit Plan Failed');
  await dialog.getByLabel('Reason').fill('Audited by the external auditor this year');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  const leftOut = page.getByRole('table', { name: 'Left out of the plan' });
  await expect(leftOut).toContainText('Travel expenses');
  await expect(leftOut).toContainText('Audited by the external auditor this year');

  // ---- approval
  await page.getByRole('button', { name: 'Approve the plan' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve the plan' }).click();
  await expect(toasts(page)).toContainText('approved');
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();

  // ---- an engagement opened from the planned audit
  await page.getByRole('link', { name: 'Open engagement: Treasury' }).click();
  await expect(page).toHaveURL(/\/audits\/open\?plannedAuditId=[0-9A-Z]{26}$/);
  await expect(page.getByText('opened from the audit plan')).toBeVisible();
  // the form starts from the planned audit: its title and its quarter's dates
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Treasury');
  await expect(page.getByLabel('Starts')).not.toHaveValue('');
  await page.getByLabel('Title', { exact: true }).fill('Treasury audit');
  await chooseOption(page, 'Lead', 'Fresh Admin');
  await page
    .getByLabel('Reviewers', { exact: true })
    .locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " p-multiselect ")][1]')
    .click();
  await page.getByRole('option', { name: 'Rita Reviewer' }).click();
  await page.keyboard.press('Escape');
  await page.getByLabel('Starts').fill('2026-12-01');
  await page.getByLabel('Ends').fill('2026-12-20');
  await page.getByRole('button', { name: 'Open the audit' }).click();
  await expect(page).toHaveURL(/\/audits\/manage\/[0-9A-Z]{26}$/);
  await expect(page.getByRole('heading', { name: 'Treasury audit' })).toBeVisible();

  // ---- its team is changed from the engagement page, on the version read
  await page.getByRole('button', { name: 'Change the team' }).click();
  await page.getByRole('button', { name: 'Save the team' }).click();
  await expect(toasts(page)).toContainText('The audit team is saved');
  await expect(page.getByText('Rita Reviewer')).toBeVisible();
});
