import { forEachCompany } from './running-stack';

/**
 * `npm run audit:risk-ranks -- <companyId> [<companyId>…]`: writes the rank key of each company's
 * auditable processes stored before the audit universe was paged by risk (docs/audit.md,
 * "Paging"), against the running `npm start` stack. Until then those processes are missing from
 * the universe's pages. Safe to run again (a right key is not written). Each key written is in the
 * company's audit trail (entity `audit-process`).
 */
forEachCompany('audit:risk-ranks', 'Audit rank keys could not be written', async (companyId) => {
  const { backfillAuditRiskRanks } = await import('@stratum/core/audit');
  const r = await backfillAuditRiskRanks(
    { userId: 'operator', actorName: 'Operator (audit risk ranks)', now: new Date() },
    companyId,
  );
  return (
    `${r.processes} auditable processes, ${r.written} rank keys written` +
    (r.skipped ? `, ${r.skipped} changed meanwhile (their edit wrote the key)` : '')
  );
});
