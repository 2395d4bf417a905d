import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export interface BundleFigures {
  signInTotal: number;
  signInFiles: Array<{ file: string; gz: number }>;
  largest: { file: string; gz: number };
}

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The gzipped JavaScript Chromium loads to show the sign-in page (every script response, as
 * served), and the largest chunk the build produced.
 */
export const bundleFigures = async (appUrl: string, distDir: string): Promise<BundleFigures> => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const loaded = new Map<string, number>();
  try {
    const page = await browser.newPage();
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script')
        loaded.set(new URL(res.url()).pathname, gzipSync(await res.body()).length);
    });
    await page.goto(`${appUrl}/app/sessions/signIn`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  } finally {
    await browser.close();
  }
  const assets = join(distDir, 'assets');
  const chunks = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ file: `/assets/${f}`, gz: gzipSync(readFileSync(join(assets, f))).length }))
    .sort((a, b) => b.gz - a.gz);
  const signInFiles = [...loaded.entries()].map(([file, gz]) => ({ file, gz })).sort((a, b) => b.gz - a.gz);
  if (signInFiles.length === 0 || !chunks[0]) throw new Error('no JavaScript measured: is web/dist built?');
  return { signInTotal: signInFiles.reduce((s, f) => s + f.gz, 0), signInFiles, largest: chunks[0] };
};

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

/** The bundle rows beside their aims; `byFile` adds each file the sign-in page loads. */
export const bundleTable = (bundle: BundleFigures, byFile = false): string =>
  [
    '| web bundle (gzipped) | size | aim |',
    '| --- | --- | --- |',
    `| JavaScript loaded for the sign-in page (${bundle.signInFiles.length} files) | ${kb(bundle.signInTotal)} | ≤ 150 kB |`,
    `| largest chunk in the build (${bundle.largest.file}) | ${kb(bundle.largest.gz)} | < 150 kB |`,
    ...(byFile
      ? [
          '',
          '| sign-in file | gzipped |',
          '| --- | --- |',
          ...bundle.signInFiles.map((f) => `| ${f.file} | ${kb(f.gz)} |`),
        ]
      : []),
  ].join('\n');
