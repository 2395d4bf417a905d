import { expect, test } from '@playwright/test';
import { ADMIN, mainNav, openHome } from '../journeys';

// Starts signed in (sign-in.setup.ts): signing in is not what this journey tests.
test.use({ storageState: ADMIN.state });

test('the company administrator’s sidebar lists exactly the company’s enabled modules', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await openHome(page, ADMIN);
  // Acme Holdings: the core modules and planning, performance, surveys, risk, compliance, audit (contracts MODULES names).
  await expect(mainNav(page).getByRole('link')).toHaveText([
    'Organisation',
    'Dashboard',
    'Strategic Planning',
    'Performance Management',
    'Surveys',
    'Risk Management',
    'Compliance Management',
    'Audit Management',
  ]);

  // The dashboard: the modules as cards, what awaits, and the administrator's settings.
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 3 })).toHaveText([
    // the Performance and Strategic Planning administrators' figures
    /^Agreements agreed of \d+ \(\d+%\)$/,
    /^Assessments done of \d+ \(\d+%\)$/,
    'Strategic plans running',
    'Annual plans running',
    'Corporate scorecards this year',
    // the risk module's widgets
    'Open high and extreme risks',
    'Overdue mitigations',
    // the audit module's, for its administrators
    'Audits by state',
    'Working papers awaiting review',
    // compliance's, for its administrators
    'Activities overdue or sent back',
    'Strategic Planning',
    'Performance Management',
    'Surveys',
    'Risk Management',
    'Compliance Management',
    'Audit Management',
    'Organisation units',
    'Organisation chart',
    'Employees',
    'Import employees',
    'Sage employees',
    'Cow employees',
    'Roles & access',
    'Acting supervisors',
    'Company logo',
    'Mails',
    'Embedded figures',
  ]);
  // Two demo audit items wait on the administrator: the working paper not approved (its
  // preparer) and the action implemented by its owner, for the lead to validate.
  await expect(main.getByRole('link', { name: 'Audit items waiting on you: 2' })).toBeVisible();
  await main.getByRole('link', { name: 'Employees', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/settings\/organization-units\/employees$/);
});
