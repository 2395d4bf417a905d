import { DEMO_CONSULTANT, SECOND_COMPANY } from './seed-members';
import { join } from 'node:path';
import { MICROSOFT_DEMO_PASSWORD, VERIFIED_DOMAIN } from './microsoft';
import { demoLogins } from './seed';
import { REPO_ROOT, startStack } from './stack';

/** `npm start`: the whole product with demo data on one local port; Ctrl-C stops everything. */
const main = async () => {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const port = Number(process.env.PORT ?? 3000);
  // STRATUM_EPHEMERAL=1 (browser tests): throwaway data, gone when the process ends.
  const dataDir =
    process.env.STRATUM_EPHEMERAL === '1'
      ? undefined
      : (process.env.STRATUM_DATA_DIR ?? join(REPO_ROOT, '.data'));
  console.log('Starting Stratum: embedded DynamoDB, S3, Cognito and SES…');
  // Optional fixed emulator ports: STRATUM_SES_PORT lets a browser test read the mail store, and a
  // fixed STRATUM_COGNITO_PORT keeps the token issuer, so sessions survive a restart.
  const fixed = (name: string): number | undefined => {
    const v = process.env[`STRATUM_${name}_PORT`];
    return v ? Number(v) : undefined;
  };
  const awsPorts = {
    ...(fixed('DYNAMODB') ? { dynamodb: fixed('DYNAMODB') } : {}),
    ...(fixed('S3') ? { s3: fixed('S3') } : {}),
    ...(fixed('COGNITO') ? { cognito: fixed('COGNITO') } : {}),
    ...(fixed('SES') ? { ses: fixed('SES') } : {}),
  };
  const stack = await startStack({
    awsPorts,
    ...(dataDir ? { dataDir } : {}),
    // a throwaway stack's endpoints, for a browser test that runs `npm run reminders` against it
    ...(process.env.STRATUM_ENV_DIR ? { envDir: process.env.STRATUM_ENV_DIR } : {}),
    port,
    quiet: process.env.STRATUM_QUIET === '1',
  });
  const logins = demoLogins();
  console.log(`
  Stratum is running at ${stack.url}

  Platform owner:         ${logins.owner.email}  /  ${logins.owner.password}
  ${logins.admin.company} admin:  ${logins.admin.email}  /  ${logins.admin.password}
  ${SECOND_COMPANY.companyName} admin:  ${SECOND_COMPANY.admin.email}  /  ${SECOND_COMPANY.admin.password}
  In both companies:      ${DEMO_CONSULTANT.email}  /  ${DEMO_CONSULTANT.password}
  Sign in with Microsoft: ${DEMO_CONSULTANT.email} (or any …@${VERIFIED_DOMAIN})  /  ${MICROSOFT_DEMO_PASSWORD}

  API:       ${stack.url}/api/v1  (OpenAPI at ${stack.url}/api/v1/openapi.json)
  Mail sent: ${stack.aws.endpoints.ses}/store
  ${dataDir ? `Data kept in ${dataDir}.` : 'Throwaway data.'} Press Ctrl-C to stop.
`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping Stratum…`);
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
};

main().catch((e: unknown) => {
  console.error(`Stratum could not start: ${(e as Error).message}`);
  if ((e as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error('The port is in use: set PORT to another one, e.g. PORT=3100 npm start');
  }
  process.exit(1);
});
