import type { TEmployee, TUpdateEmployeeRequest } from '@stratum/contracts';
import { changes } from '../../kernel/audit';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { db } from '../../db';
import { AppError, isConditionFailure } from '../../kernel/errors';
import { loadUnits } from '../hierarchy/unit-store';
import type { EmployeeItem } from '../entities/employee';
import { fullNameOf } from './derive';
import { accountOf, findEmployee } from './employee-store';
import { viewOf } from './employee-view';
import { checkChange, commitChange, recordOf } from './save-employee';

/** The employee as read, or 409 when it is no longer at the version the caller opened. */
export const employeeAt = async (companyId: string, id: string, version: number): Promise<EmployeeItem> => {
  const e = await findEmployee(companyId, id);
  if (e.version !== version) {
    throw new AppError(
      'CONFLICT',
      `${fullNameOf(e)} was changed by someone else since you opened them. Reload and try again.`,
    );
  }
  return e;
};

const actionOf = (before: EmployeeItem, status: 'Active' | 'Inactive'): string =>
  before.status === status ? 'update' : status === 'Active' ? 'reactivate' : 'deactivate';

/**
 * Changes an employee at the version read: details, placement (the units' head counts follow),
 * supervisor, head flags and status. Setting Inactive deactivates them as `delete` does; Active
 * brings a deactivated employee back, placement and supervisor checked again (access stays off).
 */
export const updateEmployee = async (
  ctx: Ctx,
  input: TUpdateEmployeeRequest,
): Promise<{ employee: TEmployee }> => {
  const companyId = tenantOf(ctx);
  const prepare = async () => {
    const before = await employeeAt(companyId, input.id, input.version);
    const [units, account] = await Promise.all([loadUnits(companyId), accountOf(companyId, before)]);
    const after = recordOf(
      {
        companyId,
        employeeId: before.employeeId,
        createdAt: before.createdAt,
        version: before.version + 1,
        source: before.source,
        userId: before.userId,
        importId: before.importId,
      },
      input,
      input.status,
      units,
      ctx.now,
      before,
    );
    return checkChange(ctx, {
      companyId,
      before,
      after,
      units,
      account,
      action: actionOf(before, input.status),
    });
  };
  const checked = await prepare();
  const before = checked.before!;
  const fields = Object.keys(changes(before, checked.after).after).filter(
    (k) =>
      !['sortName', 'searchText', 'placementPath', 'supervisorName', 'access', 'companyRole'].includes(k),
  );
  const stored = await commitChange(ctx, checked, {
    summary: `Employee ${fullNameOf(before)}: ${checked.action} (${fields.join(', ') || 'no change'})`,
    recheck: prepare,
  });
  if (fullNameOf(before) !== fullNameOf(stored)) await renameInReports(companyId, stored);
  return viewOf(companyId, stored, checked.units);
};

/**
 * Rewrites the supervisor's name kept on the records of the people who report to them. A rename
 * is rare, so they are found by reading the company's people rather than through an index of
 * their own; each write is conditional on the person still reporting to them and raises their
 * version, so an edit read before it fails instead of writing the old name back.
 */
export const renameInReports = async (companyId: string, supervisor: EmployeeItem): Promise<void> => {
  const { employee } = db().entities;
  const { data: reports } = await employee.query
    .byName({ companyId })
    .where((a, op) => op.eq(a.supervisorId, supervisor.employeeId))
    .go({ pages: 'all' });
  const name = fullNameOf(supervisor);
  for (let i = 0; i < reports.length; i += RENAME_AT_ONCE) {
    await Promise.all(
      reports.slice(i, i + RENAME_AT_ONCE).map((r) =>
        employee
          .patch({ companyId, employeeId: r.employeeId })
          .set({ supervisorName: name })
          .add({ version: 1 })
          .where((a, op) => op.eq(a.supervisorId, supervisor.employeeId))
          .go()
          .catch((e: unknown) => {
            // moved to another supervisor meanwhile: nothing to rename
            if (!isConditionFailure(e)) throw e;
          }),
      ),
    );
  }
};

const RENAME_AT_ONCE = 25;
