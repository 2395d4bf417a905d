import type { TImportJob } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../../kernel/ctx';
import { AppError } from '../../../kernel/errors';
import { getJob } from '../../../kernel/jobs';
import { EMPLOYEE_IMPORT, importJobView } from './import-job';

/** An import job of the caller's company: its state and progress (another company's: 404). */
export const getImportJob = async (ctx: Ctx, input: { id: string }): Promise<{ job: TImportJob }> => {
  const job = await getJob(tenantOf(ctx), input.id);
  if (job.kind !== EMPLOYEE_IMPORT) throw new AppError('NOT_FOUND', 'Job not found');
  return { job: importJobView(job) };
};
