import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_ENV_FILE, REPO_ROOT } from './stack';

/**
 * `npm run audit:risk-ranks -- <companyId> [<companyId>…]`: writes the rank key of each company's
 * auditable processes stored before the audit universe was paged by risk (docs/audit.md,
 * "Paging"), against the running `npm start` stack (its endpoints are in the data folder). Until
 * then those processes are missing from the universe's pages. Safe to run again (a right key is
 * not written). Each key written is in the company's audit trail (entity `audit-process`).
 */
const main = async () => {
  const companyIds = process.argv.slice(2).filter((a) => a !== '--');
  if (companyIds.length === 0) {
    console.error('Usage: npm run audit:risk-ranks -- <companyId> [<companyId>…]');
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
  const { backfillAuditRiskRanks } = await import('@stratum/core/audit');
  for (const companyId of companyIds) {
    const r = await backfillAuditRiskRanks(
      { userId: 'operator', actorName: 'Operator (audit risk ranks)', now: new Date() },
      companyId,
    );
    console.log(
      `${companyId}: ${r.processes} auditable processes, ${r.written} rank keys written` +
        (r.skipped ? `, ${r.skipped} changed meanwhile (their edit wrote the key)` : ''),
    );
  }
};

main().catch((e: unknown) => {
  console.error(`Audit rank keys could not be written: ${(e as Error).message} — is npm start running?`);
  process.exit(1);
});
