import { addAuditProcess, UNIT_ROUTES } from '@stratum/contracts';
import { expect, test } from '@playwright/test';
import { apiAs, chooseOption, newCompany, signIn } from '../journeys';

/*
 * spec §2 audit-universe, a page at a time (docs/audit.md, "Paging"): a universe of 22 processes
 * set up through the API shows its 20 riskiest first, the next page the rest with their ranks
 * running on, and a business unit's own processes keep their ranks among the whole universe.
 */

test('the audit universe pages riskiest first, and one business unit keeps the whole universe’s ranks', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  const { admin } = await newCompany('Audit universe co', { modules: ['audit'], activate: true });
  const api = await apiAs(admin);
  const unit = async (name: string) =>
    (await api.call(UNIT_ROUTES['business-unit'].add, { name, status: 'Active' } as never)).business_unit.id;
  const finance = await unit('Finance');
  const operations = await unit('Operations');
  for (let i = 0; i < 20; i++)
    await api.call(addAuditProcess, {
      name: `Process ${String(i + 1).padStart(2, '0')}`,
      businessUnitId: finance,
      likelihood: 2 + (i % 3),
      impact: 1 + (i % 5),
    });
  await api.call(addAuditProcess, {
    name: 'Petty cash',
    businessUnitId: operations,
    likelihood: 1,
    impact: 1,
  });
  await api.call(addAuditProcess, { name: 'Treasury', businessUnitId: operations, likelihood: 5, impact: 5 });

  await signIn(page, admin);
  await page.goto('/app/audit-management/main?view=planning&tab=audit-universe');
  const universe = page.getByRole('table', { name: 'Audit universe' });
  const rows = universe.locator('tbody tr');
  await expect(rows).toHaveCount(20);
  await expect(rows.first()).toContainText('Treasury');
  await expect(rows.first().locator('td').first()).toHaveText('1');
  await expect(page.getByText('Page 1 of 2 · 22 in all')).toBeVisible();

  await page.getByRole('button', { name: 'Next Page' }).click();
  await expect(page.getByText('Page 2 of 2 · 22 in all')).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(rows.last()).toContainText('Petty cash');
  await expect(rows.last().locator('td').first()).toHaveText('22');

  // one unit: its own processes, from its first page, ranked among the whole universe
  await chooseOption(page, 'Business unit', 'Operations');
  await expect(page.getByText('Page 1 of 1 · 2 in all')).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Treasury');
  await expect(rows.last().locator('td').first()).toHaveText('22');
});
