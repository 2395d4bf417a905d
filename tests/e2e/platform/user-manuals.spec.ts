import { expect, test } from '@playwright/test';
import { newCompany, OWNER, publishManual, signIn, signOut, tinyPdf, toasts, unique } from '../journeys';

test('a manual for a module the company has is listed for its administrator and opens as a PDF', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { admin } = await newCompany('Manuals Co', { modules: ['compliance'], activate: true });
  const title = unique('Compliance guide');
  const elsewhere = await publishManual('audit', unique('Audit guide'));

  // The owner uploads a PDF for Compliance Management.
  await signIn(page, OWNER);
  await page.goto('/app/user-manuals/list');
  await page.getByRole('button', { name: 'Upload a manual' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Upload a user manual' });
  await dialog.locator('.p-dropdown').click();
  await page.getByRole('option', { name: 'Compliance Management', exact: true }).click();
  await dialog.getByLabel('Title').fill(title);
  await dialog
    .getByLabel('PDF file')
    .setInputFiles({ name: 'compliance.pdf', mimeType: 'application/pdf', buffer: tinyPdf(title) });
  await dialog.getByRole('button', { name: 'Upload a manual' }).click();
  await expect(toasts(page)).toContainText(`“${title}” uploaded`);
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Compliance Management');

  // The company's administrator finds it under their menu, not the one for a module they lack.
  await signOut(page, 'Platform Owner');
  await signIn(page, admin);
  await page.getByRole('button', { name: 'Fresh Admin' }).click();
  await page.getByRole('menuitem', { name: 'User manuals' }).click();
  await expect(page).toHaveURL(/\/app\/user-manuals\/mine$/);
  const compliance = page.getByRole('region', { name: 'Compliance Management' });
  await expect(compliance).toContainText(title);
  await expect(page.getByText(elsewhere.title)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Audit Management' })).toHaveCount(0);

  const answer = page.waitForResponse((r) => r.url().includes('/api/v1/user-manual/open'));
  const popup = page.waitForEvent('popup');
  await compliance.getByRole('button', { name: `Open ${title}` }).click();
  const { data } = (await (await answer).json()) as { data: { url: string } };
  const pdf = await request.get(data.url);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await (await popup).close();

  // The owner's list is not theirs; /app/user-manuals brings them to their own.
  await page.goto('/app/user-manuals/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Not for your role' })).toBeVisible();
  await page.goto('/app/user-manuals');
  await expect(page).toHaveURL(/\/app\/user-manuals\/mine$/);
});
