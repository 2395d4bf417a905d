import { attachToRunningStack } from './running-stack';

/**
 * `npm run reminders`: one reminders run against the running `npm start` stack (its endpoints are
 * in the data folder), as the deployed schedule runs it. The running stack's mailer sends what it
 * queues; the mails show in Settings → Mails and in the local SES store.
 */
const main = async () => {
  attachToRunningStack();
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
