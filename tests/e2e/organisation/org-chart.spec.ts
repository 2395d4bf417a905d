import { addEmployee, businessUnitRoutes, departmentRoutes, divisionRoutes } from '@stratum/contracts';
import { expect, test } from '@playwright/test';
import { apiAs, chooseOption, newCompany, seriousViolations, signIn, unique } from '../journeys';

const CHART = '/app/settings/organization-units/org-chart';

const emailFor = (name: string) => `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`;

test('the organisation chart shows each unit with its head and people, folds, filters and lists as an outline', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  const { admin } = await newCompany('Chart Co', { activate: true });
  const api = await apiAs(admin);
  const north = unique('North');
  const south = unique('South');
  const sales = unique('Sales');
  const service = unique('Service');
  const field = unique('Field sales');
  const { business_unit: n } = await api.call(businessUnitRoutes.add, { name: north });
  await api.call(businessUnitRoutes.add, { name: south });
  const { department: s } = await api.call(departmentRoutes.add, { name: sales, businessUnitId: n.id });
  await api.call(departmentRoutes.add, { name: service, businessUnitId: n.id });
  const { division } = await api.call(divisionRoutes.add, { name: field, departmentId: s.id });
  const head = unique('Hana');
  await api.call(addEmployee, {
    firstName: head,
    lastName: 'Head',
    email: emailFor(head),
    jobTitle: 'Head of sales',
    unitId: s.id,
    departmentHead: 'Yes',
  });
  for (const name of [unique('Ravi'), unique('Rosa')])
    await api.call(addEmployee, {
      firstName: name,
      lastName: 'Rep',
      email: emailFor(name),
      unitId: division.id,
    });

  await signIn(page, admin);
  await page.goto(CHART);
  await expect(page.getByRole('heading', { level: 1, name: 'Organisation chart' })).toBeVisible();
  const chart = page.getByRole('region', { name: 'Organisation chart' });
  const card = (name: string) => chart.locator('.org-node').filter({ has: page.getByRole('link', { name }) });

  // Sales: its head, and its people with those of the division under it (1 + 2).
  await expect(card(sales)).toContainText(`${head} Head · Head of sales`);
  await expect(card(sales)).toContainText('3 people');
  await expect(card(field)).toContainText('2 people');
  await expect(card(field)).toContainText('No head');
  await expect(card(north)).toContainText('3 people');
  await expect(card(service)).toContainText('0 people');

  // Folding everything leaves the business units; unfolding brings the division back.
  await page.getByRole('button', { name: 'Collapse all' }).click();
  await expect(chart.getByRole('link', { name: north })).toBeVisible();
  await expect(chart.getByRole('link', { name: sales })).toBeHidden();
  await page.getByRole('button', { name: 'Expand all' }).click();
  await expect(chart.getByRole('link', { name: field })).toBeVisible();

  // One business unit alone, kept in the address.
  await chooseOption(page, 'Business unit', north);
  await expect(page).toHaveURL(/businessUnit=/);
  await expect(chart.getByRole('link', { name: south })).toBeHidden();
  await expect(chart.getByRole('link', { name: north })).toBeVisible();

  // The outline: the same tree, indented.
  await page.getByRole('button', { name: 'Outline' }).click();
  await expect(page).toHaveURL(/view=tree/);
  await expect(page.getByRole('button', { name: 'Outline' })).toHaveAttribute('aria-pressed', 'true');
  await expect(card(field)).toContainText('2 people');
  expect(await seriousViolations(page)).toEqual([]);

  // A unit's name leads to its edit page.
  await chart.getByRole('link', { name: field }).click();
  await expect(page).toHaveURL(new RegExp(`/divisions/edit/${division.id}$`));
});

test('a company without units is invited to add its first business unit', async ({ page }) => {
  const { admin } = await newCompany('Empty Chart Co', { activate: true });
  await signIn(page, admin);
  await page.goto(CHART);
  await expect(page.getByText('No units yet')).toBeVisible();
  await page.getByRole('link', { name: 'Add business unit' }).click();
  await expect(page).toHaveURL(/\/businessUnits\/add$/);
});
