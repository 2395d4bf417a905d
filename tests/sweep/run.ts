/* draft: crawl every screen reachable by links, per role */
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';

const BASE = process.env.SWEEP_URL ?? 'http://127.0.0.1:5411';
const ROLES = [
  { name: 'owner', email: 'owner@stratum.test', password: 'Owner!2026pass' },
  { name: 'admin', email: 'admin@acme.test', password: 'Admin!2026pass' },
  { name: 'olivia', email: 'olivia.botha@acme.test', password: 'Olivia!2026pass' },
].filter((r) => !process.env.SWEEP_ROLES || process.env.SWEEP_ROLES.split(',').includes(r.name));
const MAX = Number(process.env.SWEEP_MAX ?? 400);
const WIDTH = Number(process.env.SWEEP_WIDTH ?? 390);
const LANG = process.env.SWEEP_LANG;

const shape = (full: string) => {
  const [path, query = ''] = full.split('?') as [string, string?];
  const keys = [...new URLSearchParams(query).keys()].sort().join('&');
  return `${path!}
    .split('/')
    .map((s) => (/^[0-9a-f-]{8,}$|^\d+$|^[A-Z0-9]{20,}$|^[a-z0-9]{20,}$/i.test(s) && /\d/.test(s) ? ':id' : s))
    .join('/')}?${keys}`;
};

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
const report: Array<{ role: string; path: string; problems: string[] }> = [];
for (const role of ROLES) {
  const ctx = await browser.newContext({ viewport: { width: WIDTH, height: 844 }, reducedMotion: 'reduce', baseURL: BASE });
  const page = await ctx.newPage();
  await page.goto('/app/sessions/signIn');
  if (LANG === 'de') {
    await page.getByLabel('Language').selectOption('de');
    await page.getByLabel('E-Mail').fill(role.email);
    await page.getByLabel('Passwort', { exact: true }).fill(role.password);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  } else {
    await page.getByLabel('Email').fill(role.email);
    await page.getByLabel('Password', { exact: true }).fill(role.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }
  await page.waitForURL(/\/app\/(dashboard|companies)/);
  let current: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') current.push(`console: ${m.text().slice(0, 200)}`);
  });
  page.on('pageerror', (e) => current.push(`pageerror: ${e.message.slice(0, 200)}`));
  page.on('response', (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/api/') && r.status() >= 400) current.push(`refused: ${r.request().method()} ${u.pathname} ${r.status()}`);
  });
  const only = process.env.SWEEP_PATHS?.split(',');
  const queue = only ?? ['/app/dashboard'];
  const seen = new Set<string>();
  const shapes = new Map<string, number>();
  while (queue.length && seen.size < MAX) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    const sh = shape(path);
    if ((shapes.get(sh) ?? 0) >= 1) continue;
    shapes.set(sh, (shapes.get(sh) ?? 0) + 1);
    seen.add(path);
    current = [];
    try {
      await page.goto(path);
      await page.waitForLoadState('networkidle', { timeout: 15000 }).catch(() => current.push('no networkidle'));
      await page.locator('.loading-overlay').waitFor({ state: 'detached', timeout: 10000 }).catch(() => {});
      await page.waitForTimeout(200);
      const landed = new URL(page.url()).pathname;
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > WIDTH) current.push(`width: ${width}px`);
      if (!process.env.SWEEP_NO_AXE) {
        const { violations } = await new AxeBuilder({ page }).analyze();
        for (const v of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'))
          current.push(`axe ${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
      }
      if (LANG === 'de') {
        const english = await page.evaluate(() => {
          const WORDS = /\b(the|and|of|with|your|yet|this|that|all|add|edit|delete|save|cancel|choose|none|from|is|are|has|have|not|no|by|show|shows|who|what|when|which|new|open|closed|overdue|due)\b/i;
          const out: string[] = [];
          const sel = 'main th, main label, main button, main legend, main .p-tag, main .p-inline-message-text, main [role=tab], main .empty-state-title, main .empty-state-text, main dt, main caption, main .page-header p, main .p-paginator';
          for (const el of document.querySelectorAll(sel)) {
            const own = [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent ?? '').join(' ').trim();
            const text = own || (el.children.length === 0 ? (el.textContent ?? '').trim() : '');
            const aria = el.getAttribute('aria-label') ?? '';
            for (const t of [text]) if (t && WORDS.test(t)) out.push(t.slice(0, 80));
          }
          return [...new Set(out)];
        });
        for (const e of english) current.push(`english? "${e}"`);
      }
      const links = await page.evaluate(() => [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
      for (const l of only ? [] : links) {
        if (!l.startsWith('/app/') || l.startsWith('/app/sessions') || /sign-?out/i.test(l)) continue;
        const p = l.split('#')[0]!;
        if (!seen.has(p)) queue.push(p);
      }
      report.push({ role: role.name, path: landed === path ? path : `${path} → ${landed}`, problems: [...current] });
      if (current.length) console.log(role.name, path, '\n   ' + current.join('\n   '));
    } catch (e) {
      report.push({ role: role.name, path, problems: [`crash: ${(e as Error).message.slice(0, 200)}`] });
      console.log(role.name, path, 'crash', (e as Error).message.slice(0, 200));
    }
  }
  console.log(`${role.name}: ${seen.size} screens`);
  await ctx.close();
}
await browser.close();
writeFileSync(process.env.SWEEP_OUT ?? '/tmp/sweep.json', JSON.stringify(report, null, 1));
console.log('problem screens', report.filter((r) => r.problems.length).length, 'of', report.length);
