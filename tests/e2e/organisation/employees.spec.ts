import {
  addEmployee,
  businessUnitRoutes,
  departmentRoutes,
  getEmployee,
  listEmployees,
  updateEmployee,
  type TEmployee,
} from '@stratum/contracts';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import {
  apiAs,
  chooseOption,
  invitationLink,
  latestMailTo,
  newCompany,
  seriousViolations,
  signIn,
  signOut,
  STRONG_PASSWORD,
  submitSignIn,
  toasts,
  unique,
} from '../journeys';

const EMPLOYEES = '/app/settings/organization-units/employees';

/** A fresh company with an activated administrator, a business unit and a department in it. */
const companyWithUnits = async (prefix: string, modules: Parameters<typeof newCompany>[1] = {}) => {
  const { company, admin } = await newCompany(prefix, { activate: true, ...modules });
  const api = await apiAs(admin);
  const bu = unique('Sales');
  const dept = unique('Marketing');
  const { business_unit } = await api.call(businessUnitRoutes.add, { name: bu });
  const { department } = await api.call(departmentRoutes.add, {
    name: dept,
    businessUnitId: business_unit.id,
  });
  return { company, admin, api, bu, dept, businessUnitId: business_unit.id, departmentId: department.id };
};

const employeeByEmail = async (api: Awaited<ReturnType<typeof apiAs>>, email: string): Promise<TEmployee> => {
  const { list } = await api.call(listEmployees, { search: email, limit: 5 });
  const found = list.find((e) => e.email === email);
  if (!found) throw new Error(`no employee ${email}`);
  return found;
};

/** Types into the supervisor search and picks the person. */
const pickEmployee = async (page: Page, label: string, search: string, name: string) => {
  await page.getByLabel(label, { exact: true }).fill(search);
  await page.getByRole('option', { name: new RegExp(name) }).click();
};

test('an administrator adds an employee with access; the invitation lets them set a password and sign in', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  const { admin, api, bu, dept } = await companyWithUnits('People Co');
  const email = `${unique('nina').replace(' ', '-')}@example.com`;

  await signIn(page, admin);
  await page.goto(EMPLOYEES);
  await expect(page.getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible();
  // The administrator is the company's first employee.
  await expect(page.getByRole('table', { name: 'Employees' })).toContainText('Fresh Admin');

  await page.getByRole('button', { name: 'Add employee' }).click();
  await expect(page).toHaveURL(/\/employees\/add$/);
  await expect(page).toHaveTitle(/Add employee/);
  await page.getByLabel('First name').fill('Nina');
  await page.getByLabel('Last name').fill('Newhire');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Employee number').fill(unique('E').replace(' ', ''));
  await page.getByLabel('Job title').fill('Analyst');
  // Without a placement there is nothing to head.
  await expect(page.getByText('Place the employee in a unit to make them its head.')).toBeVisible();
  await chooseOption(page, 'Business unit', bu);
  await chooseOption(page, 'Department', dept);
  // Heads of the levels the placement reaches, and no deeper.
  await expect(page.getByLabel(`Head of the business unit ${bu}`)).toBeVisible();
  await expect(page.getByLabel(`Head of the department ${dept}`)).toBeVisible();
  await expect(page.getByText(/Head of the division/)).toHaveCount(0);
  await page.getByLabel(`Head of the department ${dept}`).click();
  await pickEmployee(page, 'Supervisor', 'Fresh', 'Fresh Admin');
  await page.getByLabel('Give access now').click();
  await expect(page.getByLabel('Company role')).toBeVisible();
  await page.getByRole('button', { name: 'Add employee' }).click();

  await expect(toasts(page)).toContainText(`Nina Newhire added — an invitation was emailed to ${email}`);
  await expect(page).toHaveURL(new RegExp(`${EMPLOYEES}$`));
  const row = page.getByRole('row').filter({ hasText: 'Nina Newhire' });
  await expect(row).toContainText('Invited');
  await expect(row).toContainText(`${bu} › ${dept}`);
  await expect(row).toContainText('Fresh Admin');
  await expect(row).toContainText(dept); // head of

  // What was stored: the placement, the supervisor and the head flag.
  const stored = await employeeByEmail(api, email);
  expect(stored.placement.map((p) => p.name)).toEqual([bu, dept]);
  expect(stored.supervisorName).toBe('Fresh Admin');
  expect(stored.departmentHead).toBe('Yes');
  expect(stored.access).toBe('Invited');

  // The invitation arrives; its link lets Nina choose a password and sign in.
  await signOut(page, 'Fresh Admin');
  const mail = await latestMailTo(email, /invited/);
  const link = new URL(invitationLink(mail));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.getByLabel('New password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Repeat the new password').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/app\/sessions\/signIn$/);
  await submitSignIn(page, { email, password: STRONG_PASSWORD });
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Nina Newhire' })).toBeVisible();
  await expect.poll(async () => (await getStored(api, stored.id)).access).toBe('Active');
});

const getStored = async (api: Awaited<ReturnType<typeof apiAs>>, id: string) =>
  (await api.call(getEmployee, { id })).employee;

test('editing an employee: filters, a stale save, deactivation and reactivation', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  const { admin, api, bu, dept, businessUnitId, departmentId } = await companyWithUnits('Edit Co');
  const { employee: ola } = await api.call(addEmployee, {
    firstName: 'Ola',
    lastName: 'Placed',
    email: `${unique('ola').replace(' ', '-')}@example.com`,
    unitId: departmentId,
  });
  expect(ola.businessUnitId).toBe(businessUnitId);

  await signIn(page, admin);
  await page.goto(EMPLOYEES);
  const table = page.getByRole('table', { name: 'Employees' });
  await expect(table).toContainText('Ola Placed');
  await expect(table).toContainText('Fresh Admin');

  // The unit filter narrows the list and survives a reload.
  await chooseOption(page, 'Business unit', bu);
  await chooseOption(page, 'Department', dept);
  await expect(page).toHaveURL(/unit=/);
  await expect(table).not.toContainText('Fresh Admin');
  await expect(table).toContainText('Ola Placed');
  await page.reload();
  await expect(table).toContainText('Ola Placed');
  await expect(table).not.toContainText('Fresh Admin');
  await expect(page.getByLabel('Department', { exact: true })).toBeAttached();

  // The filtered list exports as Excel what it shows: Ola, not the administrator outside the unit.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await file.path()) ?? '');
  const rows = book.worksheets[0]!.getSheetValues()
    .slice(1)
    .map((r) => (r as unknown[]).slice(1).join('|'));
  expect(rows[0]).toMatch(/^Name\|/);
  expect(rows.slice(1)).toHaveLength(1);
  expect(rows[1]).toContain('Ola Placed');
  await expect(toasts(page)).toContainText('1 row exported');

  // Someone else changes Ola while the form is open: the save is refused and nothing overwritten.
  await page.goto(`${EMPLOYEES}/edit/${ola.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ola Placed' })).toBeVisible();
  // The placement starts from where Ola sits.
  await expect(page.getByRole('group', { name: 'Placement' })).toContainText(dept);
  expect(await seriousViolations(page)).toEqual([]);
  await api.call(updateEmployee, {
    id: ola.id,
    version: ola.version,
    firstName: ola.firstName,
    lastName: ola.lastName,
    email: ola.email,
    unitId: ola.unitId,
    jobTitle: 'Changed elsewhere',
  });
  await page.getByLabel('Job title').fill('Mine');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Changed by someone else', { exact: true })).toBeVisible();
  expect((await getStored(api, ola.id)).jobTitle).toBe('Changed elsewhere');
  await page.getByRole('button', { name: 'Load the latest version' }).click();
  await expect(page.getByLabel('Job title')).toHaveValue('Changed elsewhere');

  // Deactivate from the list (asked first), then bring Ola back from the edit page.
  await page.goto(EMPLOYEES);
  await page
    .getByRole('row')
    .filter({ hasText: 'Ola Placed' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(toasts(page)).toContainText('Ola Placed is deactivated');
  await expect(page.getByRole('row').filter({ hasText: 'Ola Placed' })).toContainText('Inactive');
  await page.getByRole('link', { name: 'Ola Placed' }).click();
  await page.getByLabel('Active', { exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page)).toContainText('Ola Placed is active again');
  expect((await getStored(api, ola.id)).status).toBe('Active');
});

test('roles: the last administrator stays one; another employee is made an administrator and given module admin access', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  const { admin, api } = await companyWithUnits('Roles Co', { modules: ['risk'] });
  const me = await employeeByEmail(api, admin.email);
  const { employee: rita } = await api.call(addEmployee, {
    firstName: 'Rita',
    lastName: 'Role',
    email: `${unique('rita').replace(' ', '-')}@example.com`,
    giveAccess: true,
  });

  await signIn(page, admin);
  await page.goto('/app/settings/organization-units/role');
  await expect(page.getByRole('heading', { level: 1, name: 'Roles & access' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Fresh Admin' })).toContainText('Administrator');
  await expect(page.getByRole('row').filter({ hasText: 'Rita Role' })).toContainText('Employee');

  // The only administrator cannot become a plain employee: the server's reason is shown.
  await page.goto(`/app/settings/organization-units/role/${me.id}`);
  await page.getByLabel('Employee', { exact: true }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText(/administrator/i);
  expect((await getStored(api, me.id)).companyRole).toBe('administrator');

  // Rita becomes an administrator, and administers Risk Management.
  await page.goto('/app/settings/organization-units/role');
  await page
    .getByRole('row')
    .filter({ hasText: 'Rita Role' })
    .getByRole('button', { name: 'Role and module access' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/role/${rita.id}$`));
  await page.getByLabel('Administrator', { exact: true }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page)).toContainText('Rita Role is now: Administrator');
  expect((await getStored(api, rita.id)).companyRole).toBe('administrator');

  const risk = page.getByRole('switch', { name: 'Admin access to Risk Management for Rita Role' });
  await expect(risk).not.toBeChecked();
  await risk.click();
  await expect(toasts(page)).toContainText('Rita Role administers Risk Management now');
  await expect(risk).toBeChecked();
  await page.reload();
  await expect(
    page.getByRole('switch', { name: 'Admin access to Risk Management for Rita Role' }),
  ).toBeChecked();

  // Giving a role without finding the person in the list: someone with no sign-in is refused
  // with the reason, someone with one gets the role and lands on their module access.
  await api.call(addEmployee, {
    firstName: 'Nora',
    lastName: 'Nosignin',
    email: `${unique('nora').replace(' ', '-')}@example.com`,
  });
  const { employee: sam } = await api.call(addEmployee, {
    firstName: 'Sam',
    lastName: 'Second',
    email: `${unique('sam').replace(' ', '-')}@example.com`,
    giveAccess: true,
  });
  await page.goto('/app/settings/organization-units/role');
  await page.getByRole('button', { name: 'Give a role' }).click();
  await expect(page).toHaveURL(/\/role\/add$/);
  const pick = async (name: string) => {
    await page.getByLabel('Person', { exact: true }).fill(name.split(' ')[0]!);
    await page.getByRole('option', { name: new RegExp(name) }).click();
  };
  await pick('Nora Nosignin');
  await chooseOption(page, 'Company role', 'Administrator');
  await page.getByRole('button', { name: 'Give the role' }).click();
  await expect(page.getByText('Nora Nosignin has no sign-in yet')).toBeVisible();
  await expect(page).toHaveURL(/\/role\/add$/);

  await page.getByLabel('Person', { exact: true }).clear();
  await pick('Sam Second');
  await page.getByRole('button', { name: 'Give the role' }).click();
  await expect(toasts(page)).toContainText('Sam Second is now: Administrator');
  await expect(page).toHaveURL(new RegExp(`/role/${sam.id}$`));
  await expect(page.getByLabel('Administrator', { exact: true })).toBeChecked();
  expect((await getStored(api, sam.id)).companyRole).toBe('administrator');
});

test('the employees list and the employee form have no serious or critical accessibility violation', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { admin, api } = await companyWithUnits('Axe People Co');
  // Someone with access, so the employee page shows its "Revoke access" button.
  const { employee: ivo } = await api.call(addEmployee, {
    firstName: 'Ivo',
    lastName: 'Invited',
    email: `${unique('ivo').replace(' ', '-')}@example.com`,
    giveAccess: true,
  });
  await signIn(page, admin);
  await page.goto(EMPLOYEES);
  await expect(page.getByRole('table', { name: 'Employees' }).getByRole('row').nth(1)).toContainText(
    'Fresh Admin',
  );
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`${EMPLOYEES}/add`);
  await expect(page.getByRole('heading', { level: 1, name: 'Add employee' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // With the field errors on screen, too.
  await page.getByRole('button', { name: 'Add employee' }).click();
  await expect(page.getByText('firstName is required')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The access panel's buttons, the red one included, are legible (4.5:1 on white).
  await page.goto(`${EMPLOYEES}/edit/${ivo.id}`);
  await expect(page.getByRole('button', { name: 'Revoke access' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
