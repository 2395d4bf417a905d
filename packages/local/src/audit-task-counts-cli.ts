import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_ENV_FILE, REPO_ROOT } from './stack';

/**
 * `npm run audit:task-counts -- <companyId> [<companyId>…]`: rebuilds the running audit task
 * counts (my-task's totals and the inbox badge) of each company from its task items, against the
 * running `npm start` stack (its endpoints are in the data folder). For engagements whose tasks
 * were written before the counts existed; safe to run again (a right count is not written). The
 * operator's corrections are in each company's audit trail (entity `auditTaskCount`).
 */
const main = async () => {
  const companyIds = process.argv.slice(2).filter((a) => a !== '--');
  if (companyIds.length === 0) {
    console.error('Usage: npm run audit:task-counts -- <companyId> [<companyId>…]');
    process.exit(2);
  }
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
  const { rebuildAuditTaskCounts } = await import('@stratum/core/audit');
  for (const companyId of companyIds) {
    const r = await rebuildAuditTaskCounts(
      { userId: 'operator', actorName: 'Operator (audit task counts)', now: new Date() },
      companyId,
    );
    console.log(
      `${companyId}: ${r.people} people with tasks or counts, ${r.corrected} corrected` +
        (r.retries ? ` (read again ${r.retries}× as tasks moved meanwhile)` : ''),
    );
  }
};

main().catch((e: unknown) => {
  console.error(`Audit task counts could not be rebuilt: ${(e as Error).message} — is npm start running?`);
  process.exit(1);
});
