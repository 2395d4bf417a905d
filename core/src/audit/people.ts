import { db } from '../db';
import { AppError } from '../kernel/errors';
import { fullNameOf, type EmployeeItem } from '../organisation';

/** An Active employee of the company (404 naming the field when there is none, 409 when gone). */
export const activeEmployee = async (
  companyId: string,
  employeeId: string,
  field: string,
): Promise<EmployeeItem> => {
  const { data } = await db().entities.employee.get({ companyId, employeeId }).go();
  if (!data) throw new AppError('NOT_FOUND', `${field}: no such employee in your company`);
  if (data.status !== 'Active') {
    throw new AppError('CONFLICT', `${field}: ${fullNameOf(data)} is no longer active. Choose someone else.`);
  }
  return data;
};

/** Full names of these employees, by id: one batch get. */
export const namesOf = async (
  companyId: string,
  ids: ReadonlyArray<string | undefined | null>,
): Promise<Map<string, string>> => {
  const unique = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (unique.length === 0) return new Map();
  const { data } = await db()
    .entities.employee.get(unique.map((employeeId) => ({ companyId, employeeId })))
    .go({ attributes: ['employeeId', 'firstName', 'lastName'] });
  return new Map(data.map((e) => [e.employeeId, fullNameOf(e)]));
};

export const personOf = (names: Map<string, string>, id: string | undefined | null) =>
  id ? { employeeId: id, fullName: names.get(id) ?? '—' } : null;

/** Business units of the company by id, with their names (the organisation's unit records). */
export const businessUnitsOf = async (companyId: string): Promise<Map<string, string>> => {
  const { data } = await db()
    .entities.orgUnit.query.byLevel({ companyId, level: 'business-unit' })
    .go({ pages: 'all', attributes: ['unitId', 'name'] });
  return new Map(data.map((u) => [u.unitId, u.name]));
};

/** A business unit of the company (404 naming the field otherwise). */
export const businessUnit = async (companyId: string, unitId: string, field: string) => {
  const { data } = await db().entities.orgUnit.get({ companyId, unitId }).go();
  if (!data || data.level !== 'business-unit')
    throw new AppError('NOT_FOUND', `${field}: no such business unit in your company`);
  return data;
};
