import { forEachCompany } from './running-stack';

/**
 * `npm run audit:task-counts -- <companyId> [<companyId>…]`: rebuilds the running audit task
 * counts (my-task's totals and the inbox badge) of each company from its task items, against the
 * running `npm start` stack. For engagements whose tasks were written before the counts existed;
 * safe to run again (a right count is not written). The operator's corrections are in each
 * company's audit trail (entity `auditTaskCount`).
 */
forEachCompany('audit:task-counts', 'Audit task counts could not be rebuilt', async (companyId) => {
  const { rebuildAuditTaskCounts } = await import('@stratum/core/audit');
  const r = await rebuildAuditTaskCounts(
    { userId: 'operator', actorName: 'Operator (audit task counts)', now: new Date() },
    companyId,
  );
  return (
    `${r.people} people with tasks or counts, ${r.corrected} corrected` +
    (r.retries ? ` (read again ${r.retries}× as tasks moved meanwhile)` : '')
  );
});
