import { chromium } from '@playwright/test';
const BASE = 'http://127.0.0.1:5411';
const [email, password] = (process.env.WHO ?? 'admin@acme.test:Admin!2026pass').split(':');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce', baseURL: BASE });
const page = await ctx.newPage();
await page.goto('/app/sessions/signIn');
if (process.env.SWEEP_LANG === 'de') {
  await page.getByLabel('Language').selectOption('de');
  await page.getByLabel('E-Mail').fill(email!);
  await page.getByLabel('Passwort', { exact: true }).fill(password!);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
} else {
  await page.getByLabel('Email').fill(email!);
  await page.getByLabel('Password', { exact: true }).fill(password!);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
await page.waitForURL(/\/app\/(dashboard|companies)/);
for (const path of process.argv.slice(2)) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const out = await page.evaluate(() => {
    const W = window.innerWidth;
    const res: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.right <= W + 1 || r.width === 0) continue;
      // clipped by a scrolling or hiding ancestor: not widening the page
      let a = el.parentElement; let clipped = false;
      while (a && a !== document.body) { if (/auto|scroll|hidden|clip/.test(getComputedStyle(a).overflowX)) { clipped = true; break; } a = a.parentElement; }
      if (clipped) continue;
      const p = el.parentElement!;
      const pr = p.getBoundingClientRect();
      if (pr.right > W + 1) continue;
      res.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} right=${Math.round(r.right)} w=${Math.round(r.width)} parent=${p.tagName.toLowerCase()}.${[...p.classList].join('.')} text="${(el.textContent ?? '').trim().slice(0, 60)}"`);
    }
    // the chain of widest scroll widths from <body>
    let n: Element = document.body; const chain: string[] = [];
    for (let i = 0; i < 30; i++) {
      const kids = [...n.children].filter((k) => k.scrollWidth > W || k.getBoundingClientRect().right > W + 1);
      if (!kids.length) break;
      n = kids.sort((a, b) => b.scrollWidth - a.scrollWidth)[0]!;
      const r = n.getBoundingClientRect();
      chain.push(`${n.tagName.toLowerCase()}.${[...n.classList].slice(0, 3).join('.')}[sw=${n.scrollWidth} r=${Math.round(r.right)} ox=${getComputedStyle(n).overflowX} pos=${getComputedStyle(n).position}]`);
    }
    res.push('chain: ' + chain.join(' > '));
    for (const k of document.querySelectorAll('main *')) {
      const r = k.getBoundingClientRect();
      if (k.scrollWidth > k.clientWidth + 1 && k.clientWidth > 0 && getComputedStyle(k).overflowX === 'visible') res.push(`text-over ${k.tagName}.${[...k.classList].join('.')} sw=${k.scrollWidth} cw=${k.clientWidth} "${(k.textContent ?? '').slice(0, 80)}"`);
      if (r.right > W + 1) res.push(`any ${k.tagName}.${[...k.classList].join('.')} r=${Math.round(r.right)} w=${Math.round(r.width)} pos=${getComputedStyle(k).position}`);
    }
    for (const dt of document.querySelectorAll('.p-datatable')) {
      for (const k of dt.querySelectorAll('*')) {
        const r = k.getBoundingClientRect();
        if (r.right > W + 1 && !k.closest('.p-datatable-wrapper')) res.push(`dt-kid ${k.tagName}.${[...k.classList].join('.')} r=${Math.round(r.right)} w=${Math.round(r.width)}`);
      }
    }
    return res.slice(0, 14);
  });
  console.log(path, await page.evaluate(() => document.documentElement.scrollWidth), '\n  ' + out.join('\n  '));
}
await browser.close();
