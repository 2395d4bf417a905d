import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_ENV_FILE, REPO_ROOT } from './stack';

/**
 * `npm run reminders`: one reminders run against the running `npm start` stack (its endpoints are
 * in the data folder), as the deployed schedule runs it. The running stack's mailer sends what it
 * queues; the mails show in Settings → Mails and in the local SES store.
 */
const main = async () => {
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
  const { sendReminders } = await import('@stratum/functions/reminders');
  const r = await sendReminders();
  console.log(
    `Reminders queued: ${r.queued} (already sent before: ${r.already}, switched off: ${r.optedOut}, failed: ${r.failed})`,
  );
  if (r.failed > 0) process.exit(1);
};

main().catch((e: unknown) => {
  console.error(`Reminders could not run: ${(e as Error).message} — is npm start running?`);
  process.exit(1);
});
