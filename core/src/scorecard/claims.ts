import { annualPlanScorecardCountUpdate, planScorecardCountUpdate } from './scorecard-store';
import type { ScorecardItem } from './entities/scorecard';
import type { TxEntities, TxItem } from '../kernel/transact';

/**
 * The counts a scorecard's removal gives back: its plan's (or annual plan's), and a periodic one's
 * slot (with an employee quarter's Draft record). Read from the record alone, so a delete and the
 * recovery of a build cut short both give back exactly what the record took.
 */
export const releaseItems = (tx: TxEntities, s: ScorecardItem): TxItem[] => {
  if (s.kind === 'strategic' || s.kind === 'operational') {
    return [planScorecardCountUpdate(tx, s.companyId, s.planId, -1)];
  }
  // Library templates hang under no annual plan.
  if (s.kind === 'library') return [];
  const items: TxItem[] = [annualPlanScorecardCountUpdate(tx, s.companyId, s.annualPlanId!, -1)];
  if (s.kind === 'employee-periodic') {
    // Its quarter's performance record goes with it, and only while the agreement is still Draft.
    items.push(
      tx.performanceRecord
        .delete({ companyId: s.companyId, scorecardId: s.scorecardId })
        .where((attr, op) => op.eq(attr.agreementStatus, 'Draft'))
        .commit(),
    );
  }
  if (
    (s.kind === 'corporate-periodic' || s.kind === 'employee-periodic') &&
    s.sourceScorecardId &&
    s.quarter !== undefined
  ) {
    items.push(
      tx.scorecard
        .patch({ companyId: s.companyId, scorecardId: s.sourceScorecardId })
        .remove([`periodicScorecardId${s.quarter + 1}` as 'periodicScorecardId1'])
        .commit(),
    );
  }
  return items;
};
