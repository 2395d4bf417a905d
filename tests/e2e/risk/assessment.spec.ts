import { addRiskCategory, listEmployees } from '@stratum/contracts';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, apiAs, chooseOption, openHome, seriousViolations, toasts, unique } from '../journeys';

// Starts signed in (sign-in.setup.ts): signing in is not what this journey tests.
test.use({ storageState: ADMIN.state });

/*
 * spec §2 /app/ra-risk-management/main: the risk assessment register is the same screens over the
 * other register. A risk identified there shows in it, and not in risk management.
 */

const table = (page: Page, name: string) => page.getByRole('table', { name });

test('the risk assessment register: its own risks, the same screens', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  const api = await apiAs(ADMIN);
  const me = (await api.call(listEmployees, { search: ADMIN.email, limit: 5 })).list[0]!;
  const category = (await api.call(addRiskCategory, { name: unique('Assessed area') })).item.name;
  const title = unique('Data centre flood');

  await openHome(page, ADMIN);
  await page.goto('/app/ra-risk-management/main');
  await expect(page.getByRole('heading', { level: 1, name: 'Risk assessment' })).toBeVisible();
  await expect(page).toHaveTitle(/^Risk assessment · /);
  await page.getByRole('button', { name: 'Identify a risk' }).click();
  await expect(page).toHaveURL(/\/app\/ra-risk-management\/add-identification$/);
  await page.getByLabel('Title', { exact: true }).fill(title);
  await chooseOption(page, 'Category', category);
  await chooseOption(page, 'Owner', me.fullName);
  await chooseOption(page, 'Impact', 'Catastrophic (5)');
  await chooseOption(page, 'Likelihood', 'Unlikely (2)');
  await expect(page.getByText('Inherent rating: High (10)')).toBeVisible();
  await page.getByRole('button', { name: 'Identify a risk' }).click();
  await expect(toasts(page)).toContainText(`Risk “${title}” identified`);
  await expect(page).toHaveURL(/\/app\/ra-risk-management\/risk\/[^/]+$/);
  await expect(page.getByTestId('residual')).toContainText('High 10');

  await page.goto('/app/ra-risk-management/main?tab=register');
  await page.getByRole('searchbox', { name: 'Search' }).fill(title);
  const assessment = table(page, 'Risks of the Risk assessment register');
  await expect(assessment.getByRole('row').filter({ hasText: title })).toBeVisible();
  await expect(assessment.getByRole('row')).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);

  // the other register does not hold it
  await page.goto('/app/risk-management/main?tab=register');
  await page.getByRole('searchbox', { name: 'Search' }).fill(title);
  const management = table(page, 'Risks of the Risk management register');
  await expect(management.getByText(`Nothing matches “${title}”`)).toBeVisible();
});
