import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Template } from 'aws-cdk-lib/assertions';
import { App, getStack } from 'sst/constructs';
import { initProject } from 'sst/project.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A made-up account, so ARNs in the templates look like real ones. */
export const TEST_ACCOUNT = '123456789012';

/**
 * Builds an SST app offline (ARCHITECTURE §1): no credentials, no AWS call. Code bundling and the
 * site build are deferred tasks that only `app.finish()` runs, so the constructs alone synthesise
 * with placeholder Lambda code; call `finish()` only where the real bundles are the point.
 */
export async function createTestApp(env: Record<string, string | undefined> = {}): Promise<App> {
  process.env.SST_TELEMETRY_DISABLED = '1';
  // Makes SST skip what needs an AWS account during finish() (bootstrap lookups, sourcemap upload).
  process.env.NODE_ENV = 'test';
  await initProject({ stage: 'test', root: ROOT });
  // initProject loads .env/.env.test over process.env; pin the deploy settings after it so a
  // developer's shell or .env cannot change what the assertions see.
  for (const name of ['MAIL_DOMAIN', 'SITE_URL']) delete process.env[name];
  Object.assign(process.env, env);
  return new App({
    mode: 'deploy',
    stage: 'test',
    name: 'stratum',
    region: 'us-east-1',
    account: TEST_ACCOUNT,
  });
}

export const templateOf = (stack: Parameters<typeof getStack>[0]): Template =>
  Template.fromStack(getStack(stack));
