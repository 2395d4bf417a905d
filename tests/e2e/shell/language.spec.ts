import { expect, test } from '@playwright/test';
import { ADMIN } from '../journeys';

test('switching to German changes the shell’s text and stays chosen', async ({ page }) => {
  await page.goto('/app/sessions/signIn');
  await page.getByLabel('Language').selectOption('de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bei Stratum anmelden');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle('Anmelden · Stratum');

  await page.getByLabel('E-Mail').fill(ADMIN.email);
  await page.getByLabel('Passwort', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(ADMIN.home);

  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link')).toHaveText([
    'Organisation',
    'Dashboard',
    'Strategische Planung',
    'Leistungsmanagement',
    'Umfragen',
    'Risikomanagement',
    'Compliance-Management',
    'Revisionsmanagement',
  ]);
  await expect(page.getByRole('heading', { level: 2, name: 'Was auf Sie wartet' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Dunkles Design' })).toBeVisible();

  // Back to English, in one step.
  await page.getByLabel('Sprache').selectOption('en');
  await expect(page.getByRole('heading', { level: 2, name: 'What awaits you' })).toBeVisible();
});
