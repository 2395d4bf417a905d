import type { StagingSource, TStagingMapping } from '@stratum/contracts';
import { db } from '../../../db';
import { tenantOf, type Ctx } from '../../../kernel/ctx';
import { AppError } from '../../../kernel/errors';
import { newId } from '../../../kernel/ids';
import { writeItems } from '../../../kernel/change';
import type { StagedEmployeeItem } from '../../entities/staged-employee';
import { loadUnits } from '../../hierarchy/unit-store';
import { fullNameOf } from '../derive';
import { checkRows, type CheckRow, type RowPlan } from '../import/check-rows';
import { gatherKnown } from '../import/known';
import { rowsRefused } from '../import/read-import';
import { chunksOf, newRecords, writeEmployees } from '../import/write-employees';
import { assertPending, fieldsOf, SOURCE_NAME, stagedRows } from './staged-store';

export interface AddStagedInput {
  ids: string[];
  mapping: TStagingMapping;
  unitId?: string | null | undefined;
  supervisorId?: string | null | undefined;
}

const MAPPED = ['firstName', 'lastName', 'email', 'employeeNumber', 'jobTitle'] as const;

/** A staged row read through the mapping, as an import row with no units or supervisor of its own. */
const mappedRow = (row: StagedEmployeeItem, mapping: TStagingMapping): CheckRow => {
  const fields = fieldsOf(row);
  const cell = (column: string | undefined) => (column ? (fields[column] ?? '').trim() : '');
  return {
    at: `row ${row.stagedId}`,
    firstName: cell(mapping.firstName),
    lastName: cell(mapping.lastName),
    email: cell(mapping.email),
    employeeNumber: cell(mapping.employeeNumber),
    jobTitle: cell(mapping.jobTitle),
    businessUnit: '',
    department: '',
    division: '',
    section: '',
    subSection: '',
    subSubSection: '',
    supervisor: '',
  };
};

/**
 * Adds chosen staged rows as employees through a column mapping, all or none: the rows must be
 * the company's and still pending; each mapped column must be one of theirs; the mapped rows are
 * checked like import rows (problems: 422 naming the rows); all are placed in the one unit and
 * report to the one supervisor given. Written like an import, with source sage/cow, and each
 * staged row becomes Added with its employee's id in the same transaction as the employee.
 */
export const addStaged = async (
  ctx: Ctx,
  source: StagingSource,
  input: AddStagedInput,
): Promise<{ success: true; added: number }> => {
  const companyId = tenantOf(ctx);
  const rows = await stagedRows(companyId, source, input.ids);
  assertPending(rows, 'added');

  const columns = new Set(rows.flatMap((r) => r.columns));
  for (const field of MAPPED) {
    const column = input.mapping[field];
    if (column && !columns.has(column)) {
      throw new AppError(
        'UNPROCESSABLE',
        `mapping.${field}: none of the chosen rows has a column “${column}”`,
      );
    }
  }

  const units = await loadUnits(companyId);
  const unit = input.unitId ? units.get(input.unitId) : null;
  if (input.unitId && !unit) throw new AppError('NOT_FOUND', 'unitId: no such unit in your company');
  if (unit && unit.status !== 'Active') {
    throw new AppError('CONFLICT', `unitId: “${unit.name}” is inactive and takes no new people.`);
  }
  let supervisor: RowPlan['supervisor'] = null;
  if (input.supervisorId) {
    const { data } = await db().entities.employee.get({ companyId, employeeId: input.supervisorId }).go();
    if (!data) throw new AppError('NOT_FOUND', 'supervisorId: no such employee in your company');
    if (data.status !== 'Active') {
      throw new AppError('UNPROCESSABLE', `supervisorId: ${fullNameOf(data)} is inactive.`);
    }
    supervisor = { employeeId: data.employeeId, name: fullNameOf(data) };
  }

  const checkable = rows.map((r) => mappedRow(r, input.mapping));
  const known = await gatherKnown(companyId, checkable);
  const { problems, plans } = checkRows(checkable, { ...known, units });
  if (problems.length > 0) {
    throw rowsRefused(
      problems.map((p) => ({ at: checkable[p.index]!.at, column: p.column, message: p.message })),
      'nothing was added',
    );
  }

  const importId = newId();
  const records = newRecords(
    ctx,
    companyId,
    plans.map((p) => ({ ...p, unit: unit ?? null, supervisor })),
    { source, importId, units },
  );
  const name = SOURCE_NAME[source];
  await writeEmployees(ctx, {
    companyId,
    records,
    extra: {
      perRow: 1,
      items: (tx, record, i) => [
        tx.stagedEmployee
          .patch({ companyId, source, stagedId: rows[i]!.stagedId })
          .set({ status: 'Added', employeeId: record.employeeId })
          .where((a, op) => op.eq(a.status, 'Pending'))
          .commit(),
      ],
      undo: async (indexes) => {
        for (const part of chunksOf(indexes, 100)) {
          await writeItems(
            ({ stagedEmployee }) =>
              part.map((i) =>
                stagedEmployee
                  .patch({ companyId, source, stagedId: rows[i]!.stagedId })
                  .set({ status: 'Pending' })
                  .remove(['employeeId'])
                  .commit(),
              ),
            { fence: 'none' },
          );
        }
      },
    },
    audit: {
      entityId: importId,
      action: `add-${source}`,
      summary: `${name}: ${records.length} employee${records.length === 1 ? '' : 's'} added`,
      after: { importId, employees: records.length, stagedIds: rows.map((r) => r.stagedId) },
    },
    conflict: `These ${name} rows, or an email, employee number or unit they rely on, changed a moment ago: nothing was added. Reload and try again.`,
  });
  return { success: true, added: records.length };
};
