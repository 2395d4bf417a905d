import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_ENV_FILE, REPO_ROOT } from './stack';

/**
 * Points this process at the running `npm start` stack (its endpoints are in the data folder), so
 * an operator's command calls the product's own code against its data; exits when none runs.
 */
export const attachToRunningStack = (): void => {
  const dataDir = process.env.STRATUM_DATA_DIR ?? join(REPO_ROOT, '.data');
  const file = join(dataDir, LOCAL_ENV_FILE);
  if (!existsSync(file)) {
    console.error(`No running Stratum found (${file} is missing): start it with npm start first.`);
    process.exit(1);
  }
  Object.assign(process.env, JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>, {
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    LOG_LEVEL: 'warn',
  });
};

/**
 * An operator's command over the companies named on its command line (`npm run <script> --
 * <companyId> [<companyId>…]`), against the running stack: `each` does one company and says what
 * it did in one line; `failure` opens the message when it throws.
 */
export const forEachCompany = (
  script: string,
  failure: string,
  each: (companyId: string) => Promise<string>,
) => {
  const main = async () => {
    const companyIds = process.argv.slice(2).filter((a) => a !== '--');
    if (companyIds.length === 0) {
      console.error(`Usage: npm run ${script} -- <companyId> [<companyId>…]`);
      process.exit(2);
    }
    attachToRunningStack();
    for (const companyId of companyIds) console.log(`${companyId}: ${await each(companyId)}`);
  };
  main().catch((e: unknown) => {
    console.error(`${failure}: ${(e as Error).message} — is npm start running?`);
    process.exit(1);
  });
};
