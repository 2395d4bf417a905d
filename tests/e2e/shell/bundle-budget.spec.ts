import { expect, test } from '@playwright/test';
import { gzipSync } from 'node:zlib';

// The sign-in page's budget: the aim, 150 kB of gzipped JavaScript (docs/benchmarks.md: the
// sign-in page). The page loads no PrimeReact, no form library, no react-query (plain elements,
// app/query-layout.tsx) and no zod: the auth calls' schemas load when the person signs in.
const TOTAL_BUDGET = 150 * 1024;
const CHUNK_BUDGET = 150 * 1024;

test('the sign-in page stays within the JavaScript budget', async ({ page }) => {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(response.url(), gzipSync(await response.body()).length);
  });
  await page.goto('/app/sessions/signIn');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const sizes = [...scripts.entries()].map(([url, gz]) => ({ file: new URL(url).pathname, kB: gz / 1024 }));
  console.log(
    sizes
      .sort((a, b) => b.kB - a.kB)
      .map((s) => `${s.kB.toFixed(1).padStart(6)} kB  ${s.file}`)
      .join('\n'),
  );
  const total = [...scripts.values()].reduce((sum, n) => sum + n, 0);
  console.log(`${(total / 1024).toFixed(1)} kB gzipped JavaScript in all`);
  expect(total).toBeLessThan(TOTAL_BUDGET);
  for (const s of sizes) expect(s.kB * 1024, s.file).toBeLessThan(CHUNK_BUDGET);
  // Charts, tables, forms, the query cache and schemas are not on the sign-in path.
  const files = sizes.map((s) => s.file).join(' ');
  expect(files).not.toMatch(/chart|datatable|\/forms-|\/query-|inputtext|button|zod/i);
});
