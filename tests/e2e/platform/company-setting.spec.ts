import { expect, test } from '@playwright/test';
import { getCompany, setMeasurementQualitative } from '@stratum/contracts';
import { apiAs, newCompany, openHome, OWNER, toasts } from '../journeys';

// Starts signed in (sign-in.setup.ts): signing in is not what this journey tests.
test.use({ storageState: OWNER.state });

test('the performance committee function changed in a company’s row sticks after a reload', async ({
  page,
}) => {
  const { company } = await newCompany('Committee Co');
  await openHome(page, OWNER);
  await page.goto('/app/pm-committee/companies');
  await expect(page).toHaveTitle('Performance committee · Stratum');

  const search = page.getByRole('searchbox', { name: 'Search' });
  const toggle = page.getByRole('switch', {
    name: `Performance committee function for ${company.companyName}`,
  });
  await search.fill(company.companyName);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toasts(page)).toContainText(`Performance committee function saved for ${company.companyName}`);

  await page.reload();
  // The search must have answered before the change below: the company may also be on the
  // unfiltered first page (kept on screen while the search loads, beside an empty row), and a
  // search answering after the change would hand the row a fresh version.
  const searched = page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname.endsWith('/company/all') && url.searchParams.get('search') === company.companyName;
  });
  await search.fill(company.companyName);
  await searched;
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(toggle).toBeChecked();

  // Someone else changes the company meanwhile: the row's version is stale, so the change is
  // refused, the row reloaded, and the person told; the next try saves.
  const owner = await apiAs(OWNER);
  const { version } = (await owner.call(getCompany, { id: company.id })).company;
  await owner.call(setMeasurementQualitative, { id: company.id, version, measurementQualitative: 'Yes' });
  await toggle.click();
  await expect(toasts(page)).toContainText(`${company.companyName} was changed by someone else`);
  await expect(toggle).toBeChecked();
  await expect(toggle).toBeEnabled();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect(toasts(page)).toContainText(`Performance committee function saved for ${company.companyName}`);
  await toggle.click();
  await expect(toggle).toBeChecked();
  // The company's own Settings tab agrees.
  await page.getByRole('link', { name: company.companyName }).click();
  await expect(page).toHaveURL(/\?tab=settings$/);
  await expect(page.getByLabel('Performance committee function')).toBeChecked();
});
