import type { TEmployee } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { openJobOf } from '../../kernel/jobs';
import { findEmployee } from './employee-store';
import { viewOf } from './employee-view';
import { EMPLOYEE_IMPORT } from './import/import-job';

/**
 * One employee of the caller's company (another company's id: 404). One staged by an import still
 * running is not there yet either: it appears with the rest of the import when its job commits.
 */
export const getEmployee = async (ctx: Ctx, input: { id: string }): Promise<{ employee: TEmployee }> => {
  const companyId = tenantOf(ctx);
  const [employee, staged] = await Promise.all([
    findEmployee(companyId, input.id),
    openJobOf(companyId, EMPLOYEE_IMPORT),
  ]);
  if (staged && employee.importId === staged) throw new AppError('NOT_FOUND', 'Employee not found');
  return viewOf(companyId, employee);
};
