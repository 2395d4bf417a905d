import { db } from '../../db';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { riskRankOf } from './process-store';

export interface BackfillRiskRanksResult {
  /** the company's auditable processes */
  processes: number;
  /** processes whose rank key was written (0 on a second run) */
  written: number;
  /** processes changed by someone else meanwhile: their own edit wrote the key */
  skipped: number;
}

/**
 * Writes the rank key (`riskRank`, rules `auditRiskRankKey`) of every auditable process of a
 * company that lacks it or holds a stale one: processes stored before the universe was paged by
 * risk are not in the ranked indexes until then (docs/audit.md, "Paging"). Idempotent: a right key
 * is not written, so a second run changes nothing and writes no audit entry. Each process is
 * written again as read, with its key, on the version read and without moving it (the content
 * does not change), so both ranked indexes hold it. A process edited or deleted meanwhile is
 * skipped: an edit wrote its key.
 */
export const backfillAuditRiskRanks = async (
  ctx: Pick<Ctx, 'userId' | 'actorName' | 'now'>,
  companyId: string,
): Promise<BackfillRiskRanksResult> => {
  const { data } = await db()
    .entities.auditProcess.query.byId({ companyId })
    .go({ pages: 'all', consistent: true });
  let written = 0;
  let skipped = 0;
  const moved = new AppError('CONFLICT', 'the process changed while its rank key was written');
  for (const p of data) {
    const riskRank = riskRankOf(p);
    if (p.riskRank === riskRank) continue;
    try {
      await writeChange(
        ctx,
        {
          companyId,
          entityType: 'audit-process',
          entityId: p.processId,
          action: 'update',
          summary: `Rank key of auditable process “${p.name}” written (risk score ${p.riskScore})`,
          before: { riskRank: p.riskRank ?? null },
          after: { riskRank },
        },
        ({ auditProcess }) => [
          // The item as read, with its key: a put writes every index key (a patch would write
          // only those whose parts it sets, and the indexes' company part is the item's key).
          auditProcess
            .put({ ...p, riskRank })
            .where((a, op) => op.eq(a.version, p.version))
            .commit(),
        ],
        moved,
      );
      written++;
    } catch (e) {
      if (e !== moved) throw e;
      skipped++;
    }
  }
  return { processes: data.length, written, skipped };
};
