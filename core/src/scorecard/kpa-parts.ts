import type { TKpa } from '@stratum/contracts';
import type { ScorecardItem } from './entities/scorecard';
import type { ScorecardKpaItem } from './entities/scorecard-kpa';
import { perspectiveUseUpdate } from './perspective-store';
import { perspectiveNames } from './scorecard-parts';
import { toKpa } from './scorecard-view';
import type { TxEntities, TxItem } from '../kernel/transact';

export const KPA = 'key performance area';

/** Perspective use counts moved when a KPA or KPI is filed under another perspective. */
export const perspectiveMoves = (
  tx: TxEntities,
  companyId: string,
  from: string | undefined | null,
  to: string | undefined | null,
): TxItem[] =>
  from === to
    ? []
    : [
        ...(from ? [perspectiveUseUpdate(tx, companyId, from, -1)] : []),
        ...(to ? [perspectiveUseUpdate(tx, companyId, to, 1)] : []),
      ];

export const auditedKpa = (k: Pick<ScorecardKpaItem, 'name' | 'perspectiveId' | 'order'>) => ({
  name: k.name,
  perspectiveId: k.perspectiveId ?? null,
  order: k.order,
});

export const answerKpa = async (s: ScorecardItem, kpa: ScorecardKpaItem): Promise<TKpa> =>
  toKpa(kpa, await perspectiveNames(s.companyId, s.planId));
