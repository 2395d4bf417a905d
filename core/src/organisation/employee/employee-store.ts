import { db } from '../../db';
import { AppError } from '../../kernel/errors';
import type { AccountItem } from '../../platform';
import type { EmployeeItem } from '../entities/employee';

/** An employee of the caller's own company, or 404: another company's ids do not exist here. */
export const findEmployee = async (companyId: string, employeeId: string): Promise<EmployeeItem> => {
  const found = (await db().entities.employee.get({ companyId, employeeId }).go()).data;
  if (!found) throw new AppError('NOT_FOUND', 'Employee not found');
  return found;
};

/** The employee's sign-in account, if they have one. */
export const accountOf = async (
  companyId: string,
  e: Pick<EmployeeItem, 'userId'>,
): Promise<AccountItem | null> =>
  e.userId
    ? ((await db().entities.account.get({ tenantId: companyId, userId: e.userId }).go()).data ?? null)
    : null;

/** An administrator who can sign in: the company must always keep one. */
export const isActiveAdmin = (a: AccountItem | null): boolean =>
  a?.companyRole === 'administrator' && a.status === 'Active';

/**
 * Another administrator of the company who can sign in, besides `userId`: the write that takes
 * `userId`'s administration away checks, in its transaction, that this one still is — so two
 * administrators cannot take each other's away at the same moment.
 */
export const anotherActiveAdmin = async (companyId: string, userId: string): Promise<string | null> => {
  const { data } = await db()
    .entities.account.query.byTenant({ tenantId: companyId })
    .where(
      (a, op) =>
        `${op.eq(a.companyRole, 'administrator')} AND ${op.eq(a.status, 'Active')} AND ${op.ne(a.userId, userId)}`,
    )
    .go({ count: 1 });
  return data[0]?.userId ?? null;
};

/** The running counts of the company's employees (none stored yet: zero). */
export const orgStatsOf = async (
  companyId: string,
): Promise<{ employees: number; activeEmployees: number; unitsVersion: number }> => {
  const { data } = await db().entities.orgStats.get({ companyId }).go();
  return {
    employees: data?.employees ?? 0,
    activeEmployees: data?.activeEmployees ?? 0,
    unitsVersion: data?.unitsVersion ?? 0,
  };
};
