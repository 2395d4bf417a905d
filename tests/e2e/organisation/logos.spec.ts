import { getMyCompany } from '@stratum/contracts';
import { expect, test } from '@playwright/test';
import { apiAs, LOGO_PNG, newCompany, seriousViolations, signIn, toasts } from '../journeys';

test('an administrator uploads the company logo and the header shows it', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  const { company, admin } = await newCompany('Logo Co', { activate: true });
  await signIn(page, admin);
  const header = page.getByRole('banner');
  // No logo yet: the header names the company.
  await expect(header.getByText(company.companyName)).toBeVisible();

  await page.goto('/app/settings/logos');
  await expect(page.getByRole('heading', { level: 1, name: 'Company logo' })).toBeVisible();
  await expect(page.getByText('No logo yet')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Nothing chosen: said under the field, nothing sent.
  await page.getByRole('button', { name: 'Upload logo' }).click();
  await expect(page.getByText('Choose an image to upload')).toBeVisible();

  await page
    .getByLabel('Logo image')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
  await expect(page.getByRole('img', { name: 'Preview of logo.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload logo' }).click();
  await expect(toasts(page)).toContainText('Logo uploaded');

  // The page's current logo and the header's both show the new image.
  const current = page.getByRole('main').getByRole('img', { name: `${company.companyName} logo` });
  await expect(current).toBeVisible();
  await expect.poll(() => current.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(24);
  const brand = header.getByRole('img', { name: `${company.companyName} logo` });
  await expect(brand).toBeVisible();
  await expect.poll(() => brand.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(24);
  await expect(page.getByRole('img', { name: 'Preview of logo.png' })).toBeHidden();
  expect((await (await apiAs(admin)).call(getMyCompany, {})).company.logo).toBeTruthy();

  // It stays after a reload.
  await page.reload();
  await expect(header.getByRole('img', { name: `${company.companyName} logo` })).toBeVisible();
});

test('a file that is not an image is refused before upload', async ({ page }) => {
  const { admin } = await newCompany('Logo Type Co', { activate: true });
  await signIn(page, admin);
  await page.goto('/app/settings/logos');
  await page
    .getByLabel('Logo image')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByText('This type of file is not accepted')).toBeVisible();
  await expect(page.getByRole('img', { name: /Preview of/ })).toHaveCount(0);
});
