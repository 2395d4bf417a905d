import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3210);
/** the local SES store is read at http://127.0.0.1:<mailPort>/store (journeys.ts) */
export const mailPort = Number(process.env.E2E_MAIL_PORT ?? 3299);
/** where the stack leaves its endpoints for `npm run reminders` (journeys.ts runReminders), one per stack */
export const stackEnvDir = join(tmpdir(), `stratum-e2e-${port}`);

/**
 * The journeys that work in the seeded demo companies (Acme, and the consultant who belongs to
 * Acme and Northwind): they read and change the same records, so they run one at a time, in the
 * `demo` project. Every other journey makes its own company through the API (`newCompany`), so
 * those run beside them and beside each other. `journeys.ts` refuses a demo identity in a journey
 * that is not listed here, so a new journey cannot race the demo data unnoticed.
 */
export const DEMO_JOURNEYS = [
  'compliance/reminders',
  'compliance/workflow',
  'performance/company-reports',
  'performance/employee-reports',
  'performance/inbox',
  'performance/scorecards',
  'planning/plans',
  'planning/scorecards',
  'platform/microsoft-sign-in',
  'platform/several-companies',
  'platform/sign-out',
  'risk/assessment',
  'risk/register',
  'shell/a11y-sign-in',
  'shell/company-modules',
  'shell/language',
  'shell/not-found',
  'shell/role-guard',
  'shell/screens',
  'shell/security-headers',
  'shell/session-refresh',
  'shell/sidebars',
  'shell/theme',
].map((journey) => `**/e2e/${journey}.spec.ts`);

/**
 * Browser journeys in Debian's Chromium against the same stack `npm start` runs (throwaway data).
 * The flags are the ones that work on these machines (ARCHITECTURE §8).
 */
export default defineConfig({
  testDir: '.',
  projects: [
    // Each demo role signs in once; journeys that are not about signing in start from that state.
    { name: 'sign-in', testMatch: 'sign-in.setup.ts' },
    // Listed first so that its one worker starts at once: it is the longest single line of work.
    { name: 'demo', testMatch: DEMO_JOURNEYS, dependencies: ['sign-in'], workers: 1 },
    { name: 'fresh', testMatch: '**/*.spec.ts', testIgnore: DEMO_JOURNEYS, dependencies: ['sign-in'] },
  ],
  // A file's journeys run in order in one worker; two workers share the 2-core machine with the
  // stack (docs/testing.md, "What a journey costs"). E2E_WORKERS=1 runs everything in series.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    // as people who ask their system for less motion: the app then skips its animations, so a
    // journey does not wait for overlays and dialogs to finish moving (web/src/lib/prime-a11y.ts)
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'npx tsx packages/local/src/cli.ts',
    cwd: '../..',
    url: `http://127.0.0.1:${port}/api/v1/openapi.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      STRATUM_EPHEMERAL: '1',
      STRATUM_QUIET: '1',
      STRATUM_SES_PORT: String(mailPort),
      STRATUM_ENV_DIR: stackEnvDir,
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
