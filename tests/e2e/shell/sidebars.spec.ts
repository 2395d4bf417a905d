import { expect, test, type Page } from '@playwright/test';
import { ADMIN, mainNav, openHome } from '../journeys';

// Starts signed in (sign-in.setup.ts): signing in is not what this journey tests.
test.use({ storageState: ADMIN.state });

const sectionNav = (page: Page) => page.getByRole('navigation', { name: 'Section navigation' });

test('at 1100 px both sidebars are closed; the menu button opens the large one', async ({ page }) => {
  await page.setViewportSize({ width: 1100, height: 800 });
  await openHome(page, ADMIN);
  await expect(mainNav(page)).toBeHidden();
  await expect(sectionNav(page)).toBeHidden();

  await page.getByRole('button', { name: 'Open the main menu' }).click();
  await expect(mainNav(page)).toBeVisible();
  // Navigating closes both again at this width (spec §2).
  await mainNav(page).getByRole('link', { name: 'Risk Management' }).click();
  await expect(page).toHaveURL(/\/app\/risk-management\/main$/);
  await expect(mainNav(page)).toBeHidden();
});

test('at 1400 px the large sidebar is open and the secondary one closed until asked', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await openHome(page, ADMIN);
  await expect(mainNav(page)).toBeVisible();
  await expect(sectionNav(page)).toBeHidden();

  await mainNav(page).getByRole('link', { name: 'Strategic Planning' }).click();
  // The progress bar shows on navigation and goes 500 ms after it completes (spec §2).
  await expect(page.getByRole('progressbar', { name: 'Loading the page' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading the page' })).toBeHidden({ timeout: 3000 });
  await page.getByRole('button', { name: 'Open the section menu' }).click();
  await expect(sectionNav(page).getByRole('link')).toHaveText([
    'Strategic plans',
    'Perspectives',
    'Rating scales',
    'Strategic scorecards',
    'Operational plans',
    'Operational scorecards',
    'Annual plans',
    'Manage quarters',
    'Corporate scorecards',
    'Employee scorecards',
    'My annual corporate scorecards',
    'My periodic corporate scorecards',
    'Strategic scorecard report',
    'Annual plans report',
    'Corporate scorecards report',
  ]);
  await sectionNav(page).getByRole('link', { name: 'Annual plans', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/annual\/list$/);
  await expect(page).toHaveTitle('Annual plans · Stratum');
  // Wider than 1200 px, navigating closes only the secondary sidebar.
  await expect(sectionNav(page)).toBeHidden();
  await expect(mainNav(page)).toBeVisible();
});

/*
 * A phone's width (390 px): the employees page fits the screen (its header buttons wrap rather
 * than widen the page), and every control of the top bar is inside the screen, the company's name
 * cut short rather than wrapped.
 */
test('at 390 px the employees page and the top bar fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openHome(page, ADMIN);
  await page.goto('/app/settings/organization-units/employees');
  await expect(page.getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add employee' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const bar = page.locator('header.topbar');
  const controls = bar.locator('button, select, a');
  for (let i = 0; i < (await controls.count()); i++) {
    const box = await controls.nth(i).boundingBox();
    if (!box) continue;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  // one row: nothing in the bar is taller than the bar
  const barBox = (await bar.boundingBox())!;
  expect(barBox.height).toBeLessThanOrEqual(60);
});
