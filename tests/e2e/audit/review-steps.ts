import { expect, type Page } from '@playwright/test';
import { toasts } from '../journeys';

/** Chooses one option of a PrimeReact multi-select by its label, and closes the panel. */
export const multiSelect = async (page: Page, label: string, option: string) => {
  await page
    .getByLabel(label, { exact: true })
    .locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " p-multiselect ")][1]')
    .click();
  await page.getByRole('option', { name: option }).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('.p-multiselect-panel')).toHaveCount(0);
};

/** A reviewer's decision on an audit artefact, with the note the dialog asks for. */
export const decide = async (page: Page, decision: 'Approve' | 'Not approve', note = '') => {
  await page.getByRole('button', { name: decision, exact: true }).click();
  const dialog = page.getByRole('dialog');
  if (note) await dialog.getByLabel(/Note/).fill(note);
  await dialog.getByRole('button', { name: decision, exact: true }).click();
  await expect(toasts(page)).toContainText(decision === 'Approve' ? 'Approved' : 'Not approved');
};
