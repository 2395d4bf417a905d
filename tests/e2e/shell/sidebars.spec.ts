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
