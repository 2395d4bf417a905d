import type { StagingSource } from '@stratum/contracts';
import { db } from '../../../db';
import { auditEntry } from '../../../kernel/audit';
import { tenantOf, type Ctx } from '../../../kernel/ctx';
import { AppError } from '../../../kernel/errors';
import { writeItems } from '../../../kernel/change';
import type { StagedEmployeeItem } from '../../entities/staged-employee';
import { chunksOf } from '../import/write-employees';
import { assertPending, SOURCE_NAME, stagedRows } from './staged-store';

/**
 * Discards chosen staged rows, all or none: they must be the company's and still pending. Deleted
 * in transactions of 100, each conditional on the rows still being pending (the audit entry rides
 * with the last); if one fails, the rows already deleted are put back.
 */
export const deleteStaged = async (
  ctx: Ctx,
  source: StagingSource,
  input: { ids: string[] },
): Promise<{ deleted: number }> => {
  const companyId = tenantOf(ctx);
  const rows = await stagedRows(companyId, source, input.ids);
  assertPending(rows, 'discarded');
  const name = SOURCE_NAME[source];
  const conflict = new AppError(
    'CONFLICT',
    `Some of these ${name} rows were added or discarded by someone else a moment ago: nothing was discarded. Reload and try again.`,
  );
  // 98 rows, the audit entry and the Idempotency-Key's fence fit one transaction (100 items)
  const parts = chunksOf(rows, 98);
  const deleted: StagedEmployeeItem[] = [];
  try {
    for (const [n, part] of parts.entries()) {
      const last = n === parts.length - 1;
      await writeItems(
        ({ stagedEmployee, auditTrail }) => [
          ...part.map((r) =>
            stagedEmployee
              .delete({ companyId, source, stagedId: r.stagedId })
              .where((a, op) => op.eq(a.status, 'Pending'))
              .commit(),
          ),
          ...(last
            ? [
                auditTrail
                  .create(
                    auditEntry(ctx, {
                      companyId,
                      entityType: 'staged-employee',
                      entityId: rows[0]!.stagedId,
                      action: `delete-${source}`,
                      summary: `${name}: ${rows.length} staged row${rows.length === 1 ? '' : 's'} discarded`,
                      before: { stagedIds: rows.map((r) => r.stagedId) },
                    }),
                  )
                  .commit(),
              ]
            : []),
        ],
        { onConflict: conflict, fence: last ? 'mark' : 'guard' },
      );
      deleted.push(...part);
    }
  } catch (e) {
    if (deleted.length > 0) await db().entities.stagedEmployee.put(deleted).go({ concurrent: 4 });
    throw e;
  }
  return { deleted: rows.length };
};
