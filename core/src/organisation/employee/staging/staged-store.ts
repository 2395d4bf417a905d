import type { StagingSource, TStagedEmployee } from '@stratum/contracts';
import { db } from '../../../db';
import { AppError } from '../../../kernel/errors';
import type { StagedEmployeeItem } from '../../entities/staged-employee';
import { getAll } from '../import/known';

export const SOURCE_NAME = { sage: 'Sage', cow: 'Cow' } as const satisfies Record<StagingSource, string>;

/** A staged row's cells, by column. */
export const fieldsOf = (item: Pick<StagedEmployeeItem, 'fields'>): Record<string, string> =>
  (item.fields ?? {}) as Record<string, string>;

/** A staged row as the API shows it. */
export const toStaged = (item: StagedEmployeeItem): TStagedEmployee => ({
  id: item.stagedId,
  source: item.source,
  fields: fieldsOf(item),
  status: item.status,
  employeeId: item.employeeId ?? null,
  uploadedAt: item.uploadedAt,
  fileName: item.fileName,
});

/**
 * The chosen staged rows of the caller's company, in the order chosen (duplicates once). One that is
 * not there — another company's, another source's, or none — is 404: ids of others do not exist.
 */
export const stagedRows = async (
  companyId: string,
  source: StagingSource,
  ids: readonly string[],
): Promise<StagedEmployeeItem[]> => {
  const unique = [...new Set(ids)];
  const found = await getAll(
    unique.map((stagedId) => ({ companyId, source, stagedId })),
    (keys) => db().entities.stagedEmployee.get(keys),
  );
  const byId = new Map(found.map((r) => [r.stagedId, r]));
  const missing = unique.filter((id) => !byId.has(id));
  if (missing.length > 0) {
    throw new AppError(
      'NOT_FOUND',
      `ids: no such ${SOURCE_NAME[source]} row in your company: ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? '…' : ''}`,
    );
  }
  return unique.map((id) => byId.get(id)!);
};

/** Refuses rows already added as employees: only pending rows can be added or discarded. */
export const assertPending = (rows: readonly StagedEmployeeItem[], what: string): void => {
  const added = rows.filter((r) => r.status !== 'Pending');
  if (added.length > 0) {
    throw new AppError(
      'CONFLICT',
      `ids: ${added.length} of the chosen rows ${added.length === 1 ? 'was' : 'were'} already added as employees; only pending rows can be ${what}.`,
    );
  }
};
