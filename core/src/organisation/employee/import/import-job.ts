import type { StagingSource, TImportJob } from '@stratum/contracts';
import type { JobItem } from '../../../kernel/job-entity';
import { percentOf } from '../../../kernel/job-rules';
import type { JobKind } from '../../../kernel/jobs';
import type { TxItem } from '../../../kernel/transact';
import type { EmployeeItem } from '../../entities/employee';
import { employeeEmailScope, employeeNumberScope, numberKey } from '../claims';
import { SOURCE_NAME } from '../staging/staged-store';
import { chunksOf } from './write-employees';

/** What an import job keeps: the records to write, made and checked when it was asked for. */
export interface ImportInput {
  fileName: string;
  records: EmployeeItem[];
  /** new members per unit */
  units: Array<[string, number]>;
  /**
   * Staged Sage or Cow rows the records come from (record i from row stagedIds[i]): each row
   * becomes Added, naming its employee, in the batch that writes the employee.
   */
  staged?: { source: StagingSource; stagedIds: string[] };
}

export const EMPLOYEE_IMPORT = 'employee-import';

/** Units' counts moved per commit transaction (the last one also carries the company's counts). */
const UNITS_PER_PART = 90;

const claimsOf = (companyId: string, e: EmployeeItem) => [
  { scope: employeeEmailScope(companyId), value: e.email },
  ...(e.employeeNumber
    ? [{ scope: employeeNumberScope(companyId), value: numberKey(e.employeeNumber) }]
    : []),
];

/**
 * An employee import as a job (docs/architecture.md, Jobs). A row is its record and its email and
 * number claims, written in batches of 33 rows (99 items and the job's progress: one
 * transaction). The records carry the job's id as `importId`, and readers leave out records of
 * the company's open import, so the rows are staged — unlisted — until the commit. The commit
 * raises the units' member counts and the company's employee counts and writes the one audit
 * entry, in the same transaction that closes the job: the import appears all at once.
 */
export const employeeImportJob: JobKind<ImportInput> = {
  kind: EMPLOYEE_IMPORT,
  // a row is 3 items (record, two claims), and a staged row's own item makes 4
  batchSize: (input) => (input.staged ? 24 : 33),
  write: (tx, companyId, input, from, to) =>
    input.records.slice(from, to).flatMap((r, i): TxItem[] => [
      tx.employee.create(r).commit(),
      ...claimsOf(companyId, r).map((c) => tx.unique.create({ ...c, ownerId: r.employeeId }).commit()),
      ...(input.staged
        ? [
            tx.stagedEmployee
              .patch({ companyId, source: input.staged.source, stagedId: input.staged.stagedIds[from + i]! })
              .set({ status: 'Added', employeeId: r.employeeId })
              // added or discarded meanwhile: the batch is refused and the job undone
              .where((a, op) => op.eq(a.status, 'Pending'))
              .commit(),
          ]
        : []),
    ]),
  unwrite: (tx, companyId, input, from, to) =>
    input.records.slice(from, to).flatMap((r, i): TxItem[] => [
      tx.employee.delete({ companyId, employeeId: r.employeeId }).commit(),
      ...claimsOf(companyId, r).map((c) => tx.unique.delete(c).commit()),
      ...(input.staged
        ? [
            tx.stagedEmployee
              .patch({ companyId, source: input.staged.source, stagedId: input.staged.stagedIds[from + i]! })
              .set({ status: 'Pending' })
              .remove(['employeeId'])
              .where((a, op) => op.eq(a.employeeId, r.employeeId))
              .commit(),
          ]
        : []),
    ]),
  commitParts: (input) => Math.max(1, Math.ceil(input.units.length / UNITS_PER_PART)),
  commit: (tx, companyId, input, part, sign) => {
    const units = chunksOf(input.units, UNITS_PER_PART)[part] ?? [];
    const last = part === Math.max(1, Math.ceil(input.units.length / UNITS_PER_PART)) - 1;
    const n = input.records.length;
    return [
      ...units.map(([unitId, members]) =>
        tx.orgUnit
          .patch({ companyId, unitId })
          .add({ memberCount: sign * members })
          // a unit made inactive meanwhile takes no new people: the import is undone
          .where((a, op) => (sign > 0 ? op.eq(a.status, 'Active') : ''))
          .commit(),
      ),
      ...(last ? [tx.orgStats.update({ companyId }).add({ employees: n, activeEmployees: n }).commit()] : []),
    ];
  },
  audit: (job, input) => {
    const n = input.records.length;
    const employees = `${n} employee${n === 1 ? '' : 's'}`;
    return input.staged
      ? {
          entityType: 'employee',
          entityId: job.jobId,
          action: `add-${input.staged.source}`,
          summary: `${SOURCE_NAME[input.staged.source]}: ${employees} added`,
          after: { importId: job.jobId, employees: n, stagedIds: input.staged.stagedIds },
        }
      : {
          entityType: 'employee',
          entityId: job.jobId,
          action: 'import',
          summary: `import: ${employees} (${input.fileName})`,
          after: { importId: job.jobId, fileName: input.fileName, employees: n },
        };
  },
  conflict: (input) =>
    input.staged
      ? `These ${SOURCE_NAME[input.staged.source]} rows, or an email, employee number or unit they rely on, changed a moment ago: nothing was added. Reload and try again.`
      : 'Something these rows rely on changed while they were being imported (a unit, an email or an employee number): nothing was imported. Check the file again and retry.',
};

/** A job as the import screen shows it. */
export const importJobView = (job: JobItem): TImportJob => ({
  id: job.jobId,
  state: job.state,
  fileName: job.label,
  total: job.total,
  done: job.state === 'committed' ? job.total : job.done,
  percent: percentOf(job),
  reason: job.reason ?? null,
  createdAt: job.createdAt,
  finishedAt: job.finishedAt ?? null,
});
