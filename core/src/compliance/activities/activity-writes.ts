import type { TAddActivityRequest } from '@stratum/contracts';
import type { TxEntities, TxItem } from '../../kernel/transact';
import type { ComplianceActivityItem } from '../entities/compliance-activity';
import { findRegulation, findTeam, type ComplianceSetup } from '../setup/setup-store';

/** The set-up an activity names must be the company's. */
export const checkActivityRefs = (s: ComplianceSetup, input: TAddActivityRequest) => {
  findRegulation(s, input.regulationId, 'regulationId');
  findTeam(s, 'complying', input.complyingTeamId, 'complyingTeamId');
  findTeam(s, 'compliance', input.complianceTeamId, 'complianceTeamId');
};

type Refs = Pick<ComplianceActivityItem, 'regulationId' | 'complyingTeamId' | 'complianceTeamId'>;

/**
 * Moves the `activityCount` of the regulation and teams an activity names, in the activity's own
 * transaction: each patch fails when its item is gone, so an activity never names a deleted one.
 */
export const activityCounts = (
  tx: TxEntities,
  companyId: string,
  before: Refs | null,
  after: Refs | null,
): TxItem[] => {
  const out: TxItem[] = [];
  const move = (
    from: string | undefined,
    to: string | undefined,
    patch: (id: string, n: 1 | -1) => TxItem,
  ) => {
    if (from === to) return;
    if (from) out.push(patch(from, -1));
    if (to) out.push(patch(to, 1));
  };
  move(before?.regulationId, after?.regulationId, (regulationId, n) => {
    const q = tx.complianceRegulation.patch({ companyId, regulationId });
    return (n === 1 ? q.add({ activityCount: 1 }) : q.subtract({ activityCount: 1 })).commit();
  });
  const team = (kind: 'complying' | 'compliance') => (teamId: string, n: 1 | -1) => {
    const q = tx.complianceTeam.patch({ companyId, kind, teamId });
    return (n === 1 ? q.add({ activityCount: 1 }) : q.subtract({ activityCount: 1 })).commit();
  };
  move(before?.complyingTeamId, after?.complyingTeamId, team('complying'));
  move(before?.complianceTeamId, after?.complianceTeamId, team('compliance'));
  return out;
};
