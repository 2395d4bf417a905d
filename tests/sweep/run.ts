/*
 * The screen sweep (`npm run sweep`, docs/testing.md "The screen sweep"): signs in as each demo
 * role, walks every screen reachable by the app's own links (one of each route shape), and reports
 * what a person would meet: serious or critical axe findings, console errors, API calls refused,
 * a page wider than a phone (390 px), and, with SWEEP_LANG=de, English words in the app's own
 * labels. It starts its own throwaway stack with the demo data unless SWEEP_URL names one.
 *
 *   SWEEP_ROLES=admin,olivia  SWEEP_LANG=de  SWEEP_NO_AXE=1  SWEEP_MAX=400  SWEEP_PATHS=/app/a,/app/b
 *
 * Exit code 1 when any screen has a problem; the whole report is written to SWEEP_OUT (JSON).
 */
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = Number(process.env.SWEEP_PORT ?? 5497);
const BASE = process.env.SWEEP_URL ?? `http://127.0.0.1:${PORT}`;
const WIDTH = 390;
const MAX = Number(process.env.SWEEP_MAX ?? 400);
const GERMAN = process.env.SWEEP_LANG === 'de';
const ONLY = process.env.SWEEP_PATHS?.split(',');
const OUT = process.env.SWEEP_OUT ?? join(tmpdir(), 'stratum-sweep.json');

const ROLES = [
  { name: 'owner', email: 'owner@stratum.test', password: 'Owner!2026pass' },
  { name: 'admin', email: 'admin@acme.test', password: 'Admin!2026pass' },
  { name: 'olivia', email: 'olivia.botha@acme.test', password: 'Olivia!2026pass' },
].filter((r) => !process.env.SWEEP_ROLES || process.env.SWEEP_ROLES.split(',').includes(r.name));

/** Our words in English that German never uses (Acme's records, in English, are not looked at). */
const ENGLISH =
  /\b(the|and|of|with|your|yet|this|that|all|add|edit|delete|save|cancel|choose|none|from|is|are|has|have|not|no|by|show|who|what|when|which|new|open|closed|overdue|due)\b/i;
const OUR_LABELS =
  'main :is(th, label, button, legend, .p-tag, .p-inline-message-text, [role=tab], .empty-state-title, .empty-state-text, dt, caption, .p-paginator)';

/** One visit per route shape: ids become `:id`, a query keeps only its names. */
const shapeOf = (href: string): string => {
  const [path = '', query = ''] = href.split('?');
  const segments = path.split('/').map((s) => (/\d/.test(s) && /^[0-9A-Za-z-]{16,}$/.test(s) ? ':id' : s));
  return `${segments.join('/')}?${[...new URLSearchParams(query).keys()].sort().join('&')}`;
};

const startStack = async (): Promise<(() => void) | undefined> => {
  if (process.env.SWEEP_URL) return undefined;
  const stack = spawn('npx', ['tsx', 'packages/local/src/cli.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      STRATUM_EPHEMERAL: '1',
      STRATUM_QUIET: '1',
      STRATUM_ENV_DIR: join(tmpdir(), `stratum-sweep-${PORT}`),
    },
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`${BASE}/api/v1/openapi.json`).then(
        (r) => r.ok,
        () => false,
      )
    ) {
      return () => process.kill(-stack.pid!, 'SIGTERM');
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  process.kill(-stack.pid!, 'SIGTERM');
  throw new Error(`the stack did not answer at ${BASE} in two minutes`);
};

const signIn = async (page: Page, who: (typeof ROLES)[number]) => {
  await page.goto('/app/sessions/signIn');
  if (GERMAN) await page.getByLabel('Language').selectOption('de');
  await page.getByLabel(GERMAN ? 'E-Mail' : 'Email').fill(who.email);
  await page.getByLabel(GERMAN ? 'Passwort' : 'Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: GERMAN ? 'Anmelden' : 'Sign in', exact: true }).click();
  await page.waitForURL(/\/app\/dashboard$/);
};

/** The outermost elements wider than the screen that nothing scrolls or clips: what to fix. */
const widest = (page: Page) =>
  page.evaluate((w) => {
    const out: string[] = [];
    for (const el of document.querySelectorAll('main *')) {
      const r = el.getBoundingClientRect();
      if (r.right <= w + 1 || r.width === 0) continue;
      let a = el.parentElement;
      let clipped = false;
      while (a && a !== document.body) {
        if (/auto|scroll|hidden|clip/.test(getComputedStyle(a).overflowX)) clipped = true;
        a = a.parentElement;
      }
      if (clipped || (el.parentElement?.getBoundingClientRect().right ?? 0) > w + 1) continue;
      out.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} (${Math.round(r.width)} px)`);
    }
    return out.slice(0, 3);
  }, WIDTH);

const englishOf = (page: Page) =>
  page.locator(OUR_LABELS).evaluateAll((els, source) => {
    const words = new RegExp(source, 'i');
    const own = els.map((el) =>
      [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join(' ')
        .trim(),
    );
    return [...new Set(own.filter((t) => t && words.test(t)))];
  }, ENGLISH.source);

const sweep = async (
  page: Page,
  role: string,
  report: Array<{ role: string; path: string; problems: string[] }>,
) => {
  let problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text().slice(0, 200)}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message.slice(0, 200)}`));
  page.on('response', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/api/') && r.status() >= 400)
      problems.push(`refused: ${r.request().method()} ${pathname} ${r.status()}`);
  });
  const queue = [...(ONLY ?? ['/app/dashboard'])];
  const shapes = new Set<string>();
  while (queue.length > 0 && shapes.size < MAX) {
    const path = queue.shift()!;
    if (shapes.has(shapeOf(path))) continue;
    shapes.add(shapeOf(path));
    problems = [];
    try {
      await page.goto(path);
      await page
        .waitForLoadState('networkidle', { timeout: 15_000 })
        .catch(() => problems.push('never settled'));
      await page
        .locator('.loading-overlay')
        .waitFor({ state: 'detached', timeout: 10_000 })
        .catch(() => {});
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > WIDTH) problems.push(`${width} px wide: ${(await widest(page)).join(', ')}`);
      if (!process.env.SWEEP_NO_AXE) {
        const { violations } = await new AxeBuilder({ page }).analyze();
        for (const v of violations.filter((x) => x.impact === 'serious' || x.impact === 'critical'))
          problems.push(
            `axe ${v.id}: ${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join(', ')}`,
          );
      }
      if (GERMAN) for (const text of await englishOf(page)) problems.push(`English? "${text.slice(0, 80)}"`);
      const landed = new URL(page.url()).pathname;
      report.push({ role, path: landed === path.split('?')[0] ? path : `${path} → ${landed}`, problems });
      if (problems.length > 0) console.log(`${role} ${path}\n  ${problems.join('\n  ')}`);
    } catch (e) {
      // a screen that breaks the walk is reported, and the walk goes on
      problems.push(`broke the visit: ${(e as Error).message.slice(0, 200)}`);
      report.push({ role, path, problems });
      console.log(`${role} ${path}\n  ${problems.join('\n  ')}`);
      continue;
    }
    if (ONLY) continue;
    const links = await page.evaluate(() =>
      [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? ''),
    );
    for (const href of links) {
      if (href.startsWith('/app/') && !href.startsWith('/app/sessions')) queue.push(href.split('#')[0]!);
    }
  }
  console.log(`${role}: ${shapes.size} screens`);
};

const stop = await startStack();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
const report: Array<{ role: string; path: string; problems: string[] }> = [];
try {
  for (const role of ROLES) {
    const context = await browser.newContext({
      viewport: { width: WIDTH, height: 844 },
      reducedMotion: 'reduce',
      baseURL: BASE,
    });
    const page = await context.newPage();
    await signIn(page, role);
    await sweep(page, role.name, report);
    await context.close();
  }
} finally {
  await browser.close();
  stop?.();
}
writeFileSync(OUT, JSON.stringify(report, null, 1));
const bad = report.filter((r) => r.problems.length > 0).length;
console.log(`${bad} of ${report.length} screens with a problem (report: ${OUT})`);
process.exitCode = bad > 0 ? 1 : 0;
