import { defineConfig } from 'vitest/config';

const stackSetup = './tests/support/global-setup.ts';

/** `npm test` runs every project; each integration-style project gets its own throwaway stack. */
export default defineConfig({
  test: {
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    // Vitest's default on 2 cores is one worker (cores − 1). The integration and security files
    // mostly wait on the embedded AWS in other processes, so two files at a time keep both cores
    // busy; each file makes its own tenants, so they do not see each other.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'core/src/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'web/src/**/*.test.ts',
            'tests/bench/**/*.test.ts',
            'tests/lint/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['**/*.int.test.ts'],
          exclude: ['**/node_modules/**'],
          globalSetup: [stackSetup],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'security',
          // tests/support's tests check the suites' own machinery (the "nothing changed" check)
          include: ['tests/security/**/*.test.ts', 'tests/support/**/*.test.ts'],
          globalSetup: [stackSetup],
          // The generated suites call the family handlers in-process (no HTTP hop per call).
          setupFiles: ['./tests/support/in-process.ts'],
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'infra',
          include: ['stacks/test/**/*.test.ts'],
          env: { SST_TELEMETRY_DISABLED: '1' },
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
