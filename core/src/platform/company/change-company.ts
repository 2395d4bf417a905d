import { changes } from '../../kernel/audit';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import type { TxEntities, TxItem } from '../../kernel/transact';
import { forgetCallers } from '../resolve-caller';
import type { CompanyItem } from '../entities/company';
import { findCompany } from './company-store';

type CompanyChanges = Partial<
  Pick<
    CompanyItem,
    | 'companyName'
    | 'nameKey'
    | 'eFirstName'
    | 'eLastName'
    | 'email'
    | 'status'
    | 'ratingScaleOption'
    | 'performanceCommitteeFunction'
    | 'companyContributionPerformance'
    | 'measurementQualitative'
    | 'personalDevelopmentPlanType'
    | 'logoKey'
  >
>;

/**
 * Every change to a company goes through here: read it (404 if missing), write only if it is still
 * at the version the caller read (409 otherwise), and audit the fields that changed — in one
 * transaction. `extra` lets a change add its own items to that transaction (a renamed company
 * moves its name claim).
 */
export const changeCompany = async (
  ctx: Ctx,
  input: { companyId: string; version: number | null; action: string; set: CompanyChanges },
  extra?: (tx: TxEntities, before: CompanyItem) => readonly TxItem[],
): Promise<CompanyItem> => {
  const before = await findCompany(input.companyId);
  if (input.version !== null && before.version !== input.version) {
    throw new AppError(
      'CONFLICT',
      'This company was changed by someone else since you opened it. Reload it and try again.',
    );
  }
  const diff = changes(before, { ...before, ...input.set });
  const expected = input.version ?? before.version;
  await writeChange(
    ctx,
    {
      companyId: input.companyId,
      entityType: 'company',
      entityId: input.companyId,
      action: input.action,
      summary: `Company “${before.companyName}”: ${input.action} (${Object.keys(diff.after).join(', ') || 'no change'})`,
      ...diff,
    },
    (tx) => [
      tx.company
        .patch({ companyId: input.companyId })
        .set({ ...input.set, updatedAt: ctx.now.toISOString() })
        .add({ version: 1 })
        .where((attr, op) => op.eq(attr.version, expected))
        .commit(),
      extra?.(tx, before),
    ],
  );
  // A suspended company's people must be refused from now on, not when a cache expires.
  forgetCallers();
  return findCompany(input.companyId);
};
