import { db } from '../db';
import { AppError } from '../kernel/errors';
import { fullNameOf, type EmployeeItem } from '../organisation';

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

/** An Active employee of the company: owners, leaders and assignees must still be there. */
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

/** Full names of these employees, by id: one batch get (ElectroDB splits it by 100). */
export const namesOf = async (
  companyId: string,
  ids: ReadonlyArray<string | undefined | null>,
): Promise<Map<string, string>> => {
  const unique = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (unique.length === 0) return new Map();
  const { data } = await db()
    .entities.employee.get(unique.map((employeeId) => ({ companyId, employeeId })))
    // Only what a name needs: an employee record is much larger than its name.
    .go({ attributes: ['employeeId', 'firstName', 'lastName'] });
  return new Map(data.map((e) => [e.employeeId, fullNameOf(e)]));
};
