import { expect, test, type Page } from '@playwright/test';
import { ADMIN, seriousViolations, submitSignIn } from '../journeys';

/*
 * The screens a daily user meets first, as a phone shows them (390 px): each settles with no
 * serious or critical axe finding, no console error, no call the API refuses, and nothing wider
 * than the screen. Olivia (an employee who administers nothing) is never led into a call she may
 * not make: an administrators' page tells her whose it is instead. And the main screens in German
 * show no English of ours (Acme's own data is in English). `npm run sweep` walks every screen the
 * same way (docs/testing.md, "The screen sweep").
 */

const PHONE = { width: 390, height: 844 };

/** What went wrong while a page loaded: console errors and refused API calls. */
const watch = (page: Page) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('response', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/api/') && r.status() >= 400)
      problems.push(`refused: ${pathname} ${r.status()}`);
  });
  return problems;
};

/** The page as it settles: its calls answered and no loading overlay left. */
const settle = async (page: Page, path: string) => {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.loading-overlay')).toHaveCount(0);
};

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

const ADMIN_SCREENS = [
  '/app/dashboard',
  '/app/settings/organization-units/employees',
  '/app/strategic/list',
  '/app/strategic/scorecards',
  '/app/annual/corporate-scorecards',
  '/app/annual/manage-quarters',
  '/app/my-inbox/monthly-progress/company-progresses',
  '/app/reports/strategic-scorecards',
  '/app/reports/company-performance-reports',
  '/app/reports/ceo-performance-reports',
  '/app/degree-360/surveys',
  '/app/annual/organizational',
  '/app/annual/degree-360-competencies/assessment-questions',
  '/app/risk-management/main',
  '/app/compliance-management/main',
  '/app/audit-management/issue-tracker',
  '/app/audit-management/audit-report/audit-checklist',
  '/app/calendar',
];

test.describe('the administrator on a phone', () => {
  test.use({ storageState: ADMIN.state, viewport: PHONE });
  for (const path of ADMIN_SCREENS) {
    test(`${path} fits, is accessible and makes no refused call`, async ({ page }) => {
      const problems = watch(page);
      await settle(page, path);
      expect(await pageWidth(page), 'page width at 390 px').toBeLessThanOrEqual(PHONE.width);
      expect(await seriousViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});

const OLIVIA = { email: 'olivia.botha@acme.test', password: 'Olivia!2026pass' };

test('an employee who administers nothing meets no refused call, and an administrators’ page says whose it is', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/app/sessions/signIn');
  await submitSignIn(page, OLIVIA);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const problems = watch(page);
  for (const path of [
    '/app/dashboard',
    '/app/my-inbox/main',
    '/app/risk-management/main',
    '/app/audit-management/issue-tracker',
    '/app/reports/main',
  ]) {
    await settle(page, path);
    expect(await pageWidth(page), `${path} at 390 px`).toBeLessThanOrEqual(PHONE.width);
  }
  // the reports index lists only what she may open: none of the administrators' reports
  await expect(page.getByRole('link', { name: 'Performance agreement report' })).toHaveCount(0);
  for (const path of ['/app/reports/assessment-score-reports', '/app/degree-360/surveys']) {
    await settle(page, path);
    await expect(page.getByRole('heading', { name: 'Not for your role' })).toBeVisible();
  }
  expect(problems).toEqual([]);
});

test('the main screens in German show no English of ours', async ({ browser }) => {
  const context = await browser.newContext({ storageState: ADMIN.state });
  const page = await context.newPage();
  await page.goto('/app/dashboard');
  // the choice is the browser's own (app-prefs): the demo journeys beside this one stay in English
  await page.getByLabel('Language').selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // Our words in English that German never uses; Acme's own records (in English) sit in cells,
  // options and headings of records, which are left out.
  const english =
    /\b(the|and|of|with|your|yet|this|that|all|add|edit|delete|save|cancel|choose|none|from|is|are|not|no|by|show|who|what|when|which|new|open|closed|overdue|due)\b/i;
  for (const path of [
    '/app/dashboard',
    '/app/settings/organization-units/employees',
    '/app/strategic/list',
    '/app/risk-management/main',
    '/app/compliance-management/main',
  ]) {
    await settle(page, path);
    const ours = await page
      .locator(
        'main :is(th, label, button, legend, .p-tag, [role=tab], .empty-state-title, .empty-state-text, dt, caption, .p-paginator)',
      )
      .evaluateAll((els) =>
        els
          .map((el) =>
            [...el.childNodes]
              .filter((n) => n.nodeType === Node.TEXT_NODE)
              .map((n) => n.textContent ?? '')
              .join(' ')
              .trim(),
          )
          .filter(Boolean),
      );
    expect(
      ours.filter((text) => english.test(text)),
      path,
    ).toEqual([]);
  }
  await context.close();
});
