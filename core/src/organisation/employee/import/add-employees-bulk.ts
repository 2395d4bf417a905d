import type { TImportJob } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../../kernel/ctx';
import { newId } from '../../../kernel/ids';
import { createJob, getJob, runJob, startJob } from '../../../kernel/jobs';
import type { JobItem } from '../../../kernel/job-entity';
import { employeeImportJob, importJobView } from './import-job';
import { fileNameOf, readImport, rowsRefused } from './read-import';
import type { SheetFile } from './read-sheet';
import { newRecords } from './write-employees';

/**
 * Checks an import file and queues it as a job, writing no employee: the file is read and checked
 * again (what the preview said may be stale), any problem refuses it whole (422, every problem an
 * issue), and a clean file becomes the job's records. The company's earlier import, if its runner
 * died, is recovered first (createJob).
 */
export const queueEmployeeImport = async (ctx: Ctx, file: SheetFile): Promise<JobItem> => {
  const companyId = tenantOf(ctx);
  const { preview, plans, units } = await readImport(companyId, file);
  if (!preview.clean) {
    throw rowsRefused(
      preview.problems.map((p) => ({ at: `line ${p.line}`, column: p.column, message: p.message })),
      'nothing was imported',
    );
  }
  const jobId = newId();
  const records = newRecords(ctx, companyId, plans, { source: 'import', importId: jobId, units });
  const members = new Map<string, number>();
  for (const r of records) if (r.unitId) members.set(r.unitId, (members.get(r.unitId) ?? 0) + 1);
  const fileName = fileNameOf(file);
  return createJob({ ...ctx, companyId }, employeeImportJob, {
    jobId,
    label: fileName,
    total: records.length,
    input: { fileName, records, units: [...members] },
  });
};

/**
 * Imports a file of employees, all rows or none, as a job: answers with the job as soon as it is
 * queued; the rows appear together when it commits (employee/import-job shows how far it is).
 */
export const addEmployeesBulk = async (ctx: Ctx, file: SheetFile): Promise<{ job: TImportJob }> => {
  const job = await queueEmployeeImport(ctx, file);
  await startJob(employeeImportJob, { companyId: job.companyId, jobId: job.jobId });
  return { job: importJobView(job) };
};

/**
 * The same import run to its end in this process and awaited (the demo seed, the benchmarks): the
 * same job and runner as a request's, only not handed off.
 */
export const importEmployeesNow = async (ctx: Ctx, file: SheetFile): Promise<{ job: TImportJob }> => {
  const job = await queueEmployeeImport(ctx, file);
  const outcome = await runJob(employeeImportJob, { companyId: job.companyId, jobId: job.jobId });
  const after = await getJob(job.companyId, job.jobId);
  if (outcome !== 'committed') throw new Error(`import ${job.jobId} ended ${outcome}: ${after.reason ?? ''}`);
  return { job: importJobView(after) };
};
