import type { StagingSource, TStagingMapping } from '@stratum/contracts';
import { db } from '../../../db';
import { tenantOf, type Ctx } from '../../../kernel/ctx';
import { AppError } from '../../../kernel/errors';
import { newId } from '../../../kernel/ids';
import { createJob, getJob, runJob } from '../../../kernel/jobs';
import type { JobItem } from '../../../kernel/job-entity';
import type { StagedEmployeeItem } from '../../entities/staged-employee';
import { loadUnits } from '../../hierarchy/unit-store';
import { fullNameOf } from '../derive';
import { checkRows, type CheckRow, type RowPlan } from '../import/check-rows';
import { gatherKnown } from '../import/known';
import { rowsRefused } from '../import/read-import';
import { employeeImportJob } from '../import/import-job';
import { newRecords } from '../import/write-employees';
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
 * Checks chosen staged rows and queues them as an import job, writing no employee yet: the rows must be
 * the company's and still pending; each mapped column must be one of theirs; the mapped rows are
 * checked like import rows (problems: 422 naming the rows); all are placed in the one unit and
 * report to the one supervisor given. Written as an import job (source sage/cow): each staged row
 * becomes Added with its employee's id in the batch that writes the employee, and the rows are
 * listed together when the job commits, or never if it is undone.
 */
export const queueStagedAdd = async (
  ctx: Ctx,
  source: StagingSource,
  input: AddStagedInput,
): Promise<JobItem> => {
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

  const jobId = newId();
  const records = newRecords(
    ctx,
    companyId,
    plans.map((p) => ({ ...p, unit: unit ?? null, supervisor })),
    { source, importId: jobId, units },
  );
  return createJob({ ...ctx, companyId }, employeeImportJob, {
    jobId,
    label: SOURCE_NAME[source],
    total: records.length,
    input: {
      fileName: SOURCE_NAME[source],
      records,
      units: unit ? [[unit.unitId, records.length]] : [],
      staged: { source, stagedIds: rows.map((r) => r.stagedId) },
    },
  });
};

/**
 * Adds the staged rows (queueStagedAdd) and runs the job here, awaited: at most a few hundred
 * rows. A process that dies midway leaves the job's record, which recovery finishes or undoes
 * (docs/architecture.md, Jobs); the rows are listed together when it commits.
 */
export const addStaged = async (
  ctx: Ctx,
  source: StagingSource,
  input: AddStagedInput,
): Promise<{ success: true; added: number }> => {
  const job = await queueStagedAdd(ctx, source, input);
  const ref = { companyId: job.companyId, jobId: job.jobId };
  const outcome = await runJob(employeeImportJob, ref);
  if (outcome === 'committed') return { success: true, added: job.total };
  const after = await getJob(job.companyId, job.jobId);
  if (outcome === 'undone') throw new AppError('CONFLICT', after.reason ?? 'Nothing was added.');
  throw new AppError(
    'UNAVAILABLE',
    'The rows are still being added (their job is held by another run): reload in a minute to see the outcome.',
  );
};
