import { db } from '../../db';
import { AppError } from '../../kernel/errors';
import type { EmployeeItem } from '../entities/employee';
import { fullNameOf } from './derive';

/** An employee of the company, whatever their status (404 naming the field otherwise). */
export const employeeOf = async (
  companyId: string,
  employeeId: string,
  field: string,
): Promise<EmployeeItem> => {
  const { data } = await db().entities.employee.get({ companyId, employeeId }).go();
  if (!data) throw new AppError('NOT_FOUND', `${field}: no such employee in your company`);
  return data;
};

/** An Active employee of the company: owners, leaders and assignees must still be there (409 if gone). */
export const activeEmployee = async (
  companyId: string,
  employeeId: string,
  field: string,
): Promise<EmployeeItem> => {
  const e = await employeeOf(companyId, employeeId, field);
  if (e.status !== 'Active') {
    throw new AppError('CONFLICT', `${field}: ${fullNameOf(e)} is no longer active. Choose someone else.`);
  }
  return e;
};

/** Which of `ids` are not Active employees of the company (one batch get); the caller says why it matters. */
export const notActiveAmong = async (companyId: string, ids: ReadonlyArray<string>): Promise<string[]> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const { data } = await db()
    .entities.employee.get(unique.map((employeeId) => ({ companyId, employeeId })))
    .go({ attributes: ['employeeId', 'status'] });
  const active = new Set(data.filter((e) => e.status === 'Active').map((e) => e.employeeId));
  return unique.filter((id) => !active.has(id));
};
