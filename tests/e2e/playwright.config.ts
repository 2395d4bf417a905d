import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
/** the local SES store is read at http://127.0.0.1:<mailPort>/store (journeys.ts) */
export const mailPort = Number(process.env.E2E_MAIL_PORT ?? 3299);

/**
 * Browser journeys in Debian's Chromium against the same stack `npm start` runs (throwaway data).
 * The flags are the ones that work on these machines (ARCHITECTURE §8).
 */
export default defineConfig({
  testDir: '.',
  projects: [
    // Each demo role signs in once; journeys that are not about signing in start from that state.
    { name: 'sign-in', testMatch: 'sign-in.setup.ts' },
    { name: 'journeys', testMatch: '**/*.spec.ts', dependencies: ['sign-in'] },
  ],
  fullyParallel: false,
  workers: 1,
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
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
