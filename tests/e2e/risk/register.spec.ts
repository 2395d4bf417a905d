import { listEmployees } from '@stratum/contracts';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import {
  ADMIN,
  apiAs,
  chooseOption,
  LOGO_PNG,
  mainNav,
  openHome,
  seriousViolations,
  toasts,
  unique,
} from '../journeys';

// Starts signed in (sign-in.setup.ts): signing in is not what this journey tests.
test.use({ storageState: ADMIN.state });

/*
 * spec §2 /app/risk-management/*: a Risk Management administrator (the Acme admin) sets up a
 * rating type and its matrix, identifies a risk (Major × Likely → Extreme), adds two controls and
 * sees the residual level drop (docs/risk.md: Preventative Effective 4×3 = 12 High, + Reactive
 * Effective 3×3 = 9 High), takes a mitigation to Complete, downloads the register and finds the
 * risk in the heat map. The demo company has other risks (seed): everything here is named uniquely
 * and found by filters, never by counting whole lists.
 */

const table = (page: Page, name: string | RegExp) => page.getByRole('table', { name });
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Risk screens' });

/** A day `days` from today, YYYY-MM-DD in the browser's calendar. */
const dayFromToday = (page: Page, days: number) =>
  page.evaluate((d) => new Date(Date.now() + d * 86_400_000).toLocaleDateString('en-CA'), days);

const RED = 'rgb(239, 68, 68)';
const ORANGE = 'rgb(249, 115, 22)';

test('a risk officer runs the register: matrix, identification, controls, mitigation to Complete, download and heat map', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  const api = await apiAs(ADMIN);
  const me = (await api.call(listEmployees, { search: ADMIN.email, limit: 5 })).list[0]!;
  const typeName = unique('Ops rating');
  const category = unique('Supply chain');
  const title = unique('Key supplier fails');

  await openHome(page, ADMIN);
  await mainNav(page).getByRole('link', { name: 'Risk Management' }).click();
  await expect(page).toHaveURL(/\/app\/risk-management\/main$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Risk management' })).toBeVisible();

  // ---- set-up: a rating type, one cell of its matrix made Extreme, a category
  await tabs(page).getByRole('link', { name: 'Set-up' }).click();
  await expect(page).toHaveURL(/\?tab=setup$/);
  await page.getByRole('button', { name: 'Add rating type' }).click();
  await page.getByLabel('Name', { exact: true }).fill(typeName);
  await page.getByRole('button', { name: 'Add rating type' }).click();
  await expect(toasts(page)).toContainText(`Rating type “${typeName}” added`);
  const typeRow = table(page, 'Rating types').getByRole('row').filter({ hasText: typeName });
  await expect(typeRow).toContainText('Four levels');
  await expect(typeRow).toContainText('Extreme 15–25');
  await typeRow.getByRole('button', { name: `Matrix: ${typeName}` }).click();
  const matrix = table(page, `Rating scores of ${typeName}: impact down the side, likelihood along the top`);
  const corner = matrix.locator('td[data-impact="1"][data-likelihood="1"]');
  await expect(corner).toHaveAttribute('data-level', 'Low');
  await matrix.getByRole('button', { name: /^Insignificant × Rare: score 1, Low/ }).click();
  await page.getByLabel('Rating score of Insignificant × Rare').fill('20');
  await page.getByRole('button', { name: 'Save score' }).click();
  await expect(toasts(page)).toContainText('Insignificant × Rare is now 20 (Extreme)');
  await expect(corner).toHaveAttribute('data-level', 'Extreme');
  await expect(corner).toHaveCSS('background-color', RED);
  await expect(matrix.locator('td[data-impact="4"][data-likelihood="4"]')).toHaveText('16');

  await page.getByRole('button', { name: 'Add category' }).click();
  await page.getByLabel('Name', { exact: true }).fill(category);
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(toasts(page)).toContainText(`“${category}” added`);
  await expect(table(page, 'Categories').getByRole('row').filter({ hasText: category })).toBeVisible();

  // ---- the tab is kept in the URL across a reload
  await page.reload();
  await expect(tabs(page).getByRole('link', { name: 'Set-up' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Rating types' })).toBeVisible();

  // ---- identify a risk: Major × Likely shows Extreme as it is chosen
  await page.getByRole('button', { name: 'Identify a risk' }).click();
  await expect(page).toHaveURL(/\/app\/risk-management\/add-identification$/);
  await expect(page).toHaveTitle(/^Identify a risk · /);
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Causes', { exact: true }).fill('A single source for the main component');
  await chooseOption(page, 'Category', category);
  await chooseOption(page, 'Owner', me.fullName);
  await chooseOption(page, 'Rating type', typeName);
  await chooseOption(page, 'Impact', 'Major (4)');
  await chooseOption(page, 'Likelihood', 'Likely (4)');
  await expect(page.getByText('Inherent rating: Extreme (16)')).toBeVisible();
  // the strategic objective it threatens: Acme's demo plan, scorecard and KPI
  await chooseOption(page, 'Strategic plan', 'Acme Strategy 2025–2029');
  await chooseOption(page, 'Strategic scorecard', 'Acme Strategic Scorecard');
  await chooseOption(page, 'Objective (KPA or KPI)', 'KPI: Revenue growth (%)');
  await page.getByRole('button', { name: 'Identify a risk' }).click();
  await expect(toasts(page)).toContainText(`Risk “${title}” identified`);
  await expect(page).toHaveURL(/\/app\/risk-management\/risk\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Revenue growth (%)' })).toBeVisible();
  const inherent = page.getByTestId('inherent');
  const residual = page.getByTestId('residual');
  await expect(inherent).toContainText('Extreme');
  await expect(inherent).toContainText('Major × Likely');
  await expect(residual).toContainText('Extreme');
  await expect(residual.locator('.risk-level')).toHaveCSS('background-color', RED);

  // ---- two controls: the residual level drops after each
  await page.getByRole('button', { name: 'Add control' }).click();
  await page.getByLabel('Control', { exact: true }).fill('Second supplier qualified');
  await page.getByRole('button', { name: 'Add control' }).click();
  await expect(toasts(page)).toContainText('Control added: residual rating High');
  await expect(residual).toContainText('High 12');
  await expect(residual).toContainText('Major × Possible');
  await expect(residual.locator('.risk-level')).toHaveCSS('background-color', ORANGE);
  await page.getByRole('button', { name: 'Add control' }).click();
  await page.getByLabel('Control', { exact: true }).fill('Safety stock of four weeks');
  await chooseOption(page, 'Type', 'Reactive');
  await page.getByRole('button', { name: 'Add control' }).click();
  await expect(toasts(page)).toContainText('Control added: residual rating High');
  await expect(residual).toContainText('High 9');
  await expect(residual).toContainText('Moderate × Possible');
  await expect(inherent).toContainText('Extreme 16');
  const controls = table(page, `Controls of ${title}`);
  await expect(controls.getByRole('row')).toHaveCount(3);
  await expect(controls.getByRole('row').filter({ hasText: 'Safety stock' })).toContainText('Reactive');

  // ---- a mitigation, overdue, recorded to 75% then 100% → Complete
  const mitigation = 'Sign a second supply contract';
  await page.getByRole('button', { name: 'Add mitigation' }).click();
  await page.getByLabel('Mitigation', { exact: true }).fill(mitigation);
  await page.getByLabel('Due date', { exact: true }).fill(await dayFromToday(page, -3));
  await page.getByRole('button', { name: 'Add mitigation' }).click();
  await expect(toasts(page)).toContainText('Mitigation added');
  const mitigations = table(page, `Mitigations of ${title}`);
  const row = mitigations.getByRole('row').filter({ hasText: mitigation });
  await expect(row).toContainText('Overdue');
  await expect(row).toContainText('In Progress');
  await expect(row.locator('.risk-progress')).toHaveAttribute('data-colour', 'danger');

  await row.getByRole('button', { name: `Record progress: ${mitigation}` }).click();
  await page.getByLabel('Percent complete', { exact: true }).fill('75');
  await page.getByLabel('Note', { exact: true }).fill('Terms agreed');
  await page.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(toasts(page)).toContainText('Progress recorded: 75% (In Progress)');
  await expect(row.locator('.risk-progress')).toHaveAttribute('data-colour', 'warning');

  await row.getByRole('button', { name: `Record progress: ${mitigation}` }).click();
  await page.getByLabel('Percent complete', { exact: true }).fill('100');
  await page.getByLabel('Note', { exact: true }).fill('Contract signed');
  await page
    .getByLabel('Evidence (optional)')
    .setInputFiles({ name: 'contract.png', mimeType: 'image/png', buffer: LOGO_PNG });
  await page.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(toasts(page)).toContainText('Progress recorded: 100% (Complete)');
  await expect(row).toContainText('Complete');
  await expect(row).not.toContainText('Overdue');
  await expect(row.locator('.risk-progress')).toHaveAttribute('data-colour', 'success');
  await expect(row.getByRole('button', { name: `Record progress: ${mitigation}` })).toHaveCount(0);

  await row.getByRole('button', { name: `Progress history: ${mitigation}` }).click();
  const history = table(page, `Progress history of ${mitigation}`);
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history.getByRole('row').nth(1)).toContainText('100%');
  await expect(history.getByRole('row').nth(1)).toContainText('Contract signed');
  await expect(history.getByRole('button', { name: 'Evidence: contract.png' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // ---- the register: found by its title, its levels in colour, downloaded as Excel
  await page.getByRole('link', { name: 'Risk management' }).first().click();
  await expect(page).toHaveURL(/\/app\/risk-management\/main/);
  await tabs(page).getByRole('link', { name: 'Register' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(title);
  const register = table(page, 'Risks of the Risk management register');
  const riskRow = register.getByRole('row').filter({ hasText: title });
  await expect(register.getByRole('row')).toHaveCount(2);
  await expect(riskRow).toContainText(category);
  await expect(riskRow.getByRole('img', { name: 'Inherent: Extreme (16)' })).toHaveCSS(
    'background-color',
    RED,
  );
  await expect(riskRow.getByRole('img', { name: 'Residual: High (9)' })).toHaveCSS(
    'background-color',
    ORANGE,
  );
  await expect(riskRow).toContainText('1 of 1 complete');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  await expect(toasts(page)).toContainText('(1 risks)');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.getWorksheet('Register')!.eachRow((r) =>
    rows.push(Array.from((r.values as unknown[]).slice(1), (v) => (v === undefined ? null : v))),
  );
  expect(rows).toHaveLength(2);
  const head = rows[0]!;
  const cell = (name: string) => rows[1]![head.indexOf(name)];
  expect(cell('Title')).toBe(title);
  expect(cell('Status')).toBe('Open');
  expect(cell('Category')).toBe(category);
  expect(cell('Owner')).toBe(me.fullName);
  expect(cell('Rating type')).toBe(typeName);
  expect(cell('Inherent score')).toBe(16);
  expect(cell('Inherent level')).toBe('Extreme');
  expect(cell('Controls')).toBe(2);
  expect(cell('Residual score')).toBe(9);
  expect(cell('Residual level')).toBe('High');
  expect(cell('Mitigations complete')).toBe(1);
  // the PDF register is built the same way and opens in a new tab
  const opening = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  await (await opening).close();
  await expect(
    page.getByRole('link', { name: /^If it did not download, use this link: .+\.pdf$/ }),
  ).toBeVisible();
  // Axe judges the page at rest: the pointer and the focus leave the buttons just pressed (the
  // theme's focused outlined button is checked by the shell's own specs, not here).
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  expect(await seriousViolations(page)).toEqual([]);

  // ---- the heat map of the new rating type: the risk in its inherent and residual cells
  await tabs(page).getByRole('link', { name: 'Heat map' }).click();
  await expect(page).toHaveURL(/\?tab=heat-map$/);
  await chooseOption(page, 'Rating type', typeName);
  await expect(page).toHaveURL(/ratingTypeId=/);
  await page.reload();
  await expect(tabs(page).getByRole('link', { name: 'Heat map' })).toHaveAttribute('aria-current', 'page');
  const residualMap = table(page, new RegExp(`^Residual heat map of ${typeName}`));
  await expect(residualMap.getByRole('button', { name: 'Moderate × Possible: 1 risks, High' })).toBeVisible();
  await expect(residualMap.getByRole('rowheader')).toHaveText([
    'Catastrophic',
    'Major',
    'Moderate',
    'Minor',
    'Insignificant',
  ]);
  await expect(residualMap.getByRole('columnheader').nth(1)).toHaveText('Rare');
  await expect(residualMap.getByRole('columnheader').nth(5)).toHaveText('Certain');
  await page.getByRole('radio', { name: 'Inherent' }).click();
  await expect(page.getByRole('radio', { name: 'Inherent' })).toBeChecked();
  await expect(page).toHaveURL(/basis=inherent/);
  const inherentMap = table(page, new RegExp(`^Inherent heat map of ${typeName}`));
  const extremeCell = inherentMap.getByRole('button', { name: 'Major × Likely: 1 risks, Extreme' });
  await expect(extremeCell).toBeVisible();
  await expect(inherentMap.locator('td[data-impact="4"][data-likelihood="4"]')).toHaveCSS(
    'background-color',
    RED,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await expect(page.getByRole('img', { name: /^Bar chart: risks by category\./ })).toHaveAttribute(
    'aria-label',
    new RegExp(`${category}: 1`),
  );

  // a cell opens the register at its level
  await extremeCell.click();
  await expect(page).toHaveURL(/tab=register/);
  await expect(page).toHaveURL(/level=Extreme/);
  await expect(page).toHaveURL(/basis=inherent/);
  await page.getByRole('searchbox', { name: 'Search' }).fill(title);
  await expect(register.getByRole('row').filter({ hasText: title })).toBeVisible();
});
