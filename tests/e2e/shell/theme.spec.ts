import { expect, test } from '@playwright/test';
import { ADMIN, openHome } from '../journeys';

// Starts signed in (sign-in.setup.ts): signing in is not what this journey tests.
test.use({ storageState: ADMIN.state });

test('theme and direction start light and left-to-right, switch, and stay switched', async ({ page }) => {
  await openHome(page, ADMIN);
  const html = page.locator('html');
  await expect(html).toHaveClass(/theme-light/);
  await expect(html).toHaveAttribute('dir', 'ltr');

  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(html).toHaveClass(/theme-dark/);
  await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Right-to-left layout' }).click();
  await expect(html).toHaveAttribute('dir', 'rtl');
  // The dark stylesheet is the one in use: the page background is dark.
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .toBe('rgb(17, 24, 39)');

  await page.reload();
  await expect(html).toHaveClass(/theme-dark/);
  await expect(html).toHaveAttribute('dir', 'rtl');
});
