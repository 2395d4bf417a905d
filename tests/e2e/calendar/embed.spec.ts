import { expect, test } from '@playwright/test';
import { chooseOption, newCompany, seriousViolations, signIn } from '../journeys';

/*
 * Embedded figures (spec §7 embed-creation, docs/dashboard.md): a fresh company's administrator
 * makes a read-only link to its risk figures in German, sees the image as the intranet page will,
 * copies the snippet, and withdraws the link — after which the image's address answers nothing.
 */
test('an administrator embeds the risk figures in the intranet page, then withdraws the link', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { admin } = await newCompany('Embed Co', { modules: ['risk'], activate: true });
  await signIn(page, admin);
  await page.goto('/app/settings/embeds');
  await expect(page.getByRole('heading', { level: 1, name: 'Embedded figures' })).toBeVisible();
  await expect(page.getByText('No embed links')).toBeVisible();

  await page.getByLabel('Title on the image').fill('Risk this week');
  await chooseOption(page, 'Language of the image', 'German');
  await page.getByRole('button', { name: 'Make link' }).click();

  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Risk this week' }) });
  await expect(card).toContainText('Risk figures · German');
  const preview = card.getByRole('img', { name: 'Preview of Risk this week' });
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const snippet = await card.getByLabel('Paste this into your intranet page').inputValue();
  const src = /src="([^"]+)"/.exec(snippet)?.[1];
  expect(src).toMatch(/\/api\/v1\/embed-creation\/view\?token=/);
  expect(snippet).toContain('alt="Risk this week"');
  const shown = await page.request.get(src!);
  expect(shown.status()).toBe(200);
  expect(shown.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  const svg = await shown.text();
  expect(svg).toContain('<title>Risk this week</title>');
  expect(svg).toContain('Risikomanagement');
  expect(await seriousViolations(page)).toEqual([]);

  await card.getByRole('button', { name: 'Withdraw link' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Withdraw link' }).click();
  await expect(page.getByText('No embed links')).toBeVisible();
  expect((await page.request.get(src!)).status()).toBe(401);
});
