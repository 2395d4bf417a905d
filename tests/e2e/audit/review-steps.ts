import { AUDIT_ENGAGEMENT_ROUTES, createApiClient, login, type ModuleKey } from '@stratum/contracts';
import { expect, type Page } from '@playwright/test';
import { API_ORIGIN, apiAs, newCompany, toasts, unique } from '../journeys';
import { invitedPerson } from '../performance/set-up';

/**
 * A fresh company with its administrator as the lead of an open engagement, and a reviewer (an
 * employee who set their password from the invitation): what the audit journeys start from.
 */
export const auditWithReviewer = async (name: string, modules: ModuleKey[], reviewerName: string) => {
  const { admin } = await newCompany(name, { modules, activate: true });
  const { user } = await createApiClient({ baseUrl: API_ORIGIN }).call(login, {
    email: admin.email,
    password: admin.password,
  });
  const api = await apiAs(admin);
  const reviewer = await invitedPerson(api, reviewerName);
  const { item: audit } = await api.call(AUDIT_ENGAGEMENT_ROUTES.openEngagement, {
    title: unique('Payments audit'),
    auditArea: 'Finance',
    leadId: user.employeeId!,
    performerIds: [],
    reviewerIds: [reviewer.id],
    startDate: '2026-11-01',
    endDate: '2026-12-15',
  });
  return { admin, user, api, reviewer, audit };
};

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
