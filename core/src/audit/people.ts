import { db } from '../db';
import { AppError } from '../kernel/errors';
import { fullNameOf } from '../organisation';

/** Full names of these employees of the company, by id: one batch get. */
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

/**
 * Refuses (422) any of `ids` that is not an Active employee of the company: a team is made of
 * people who can still sign in. One batch get for all of them.
 */
export const requireActiveEmployees = async (
  companyId: string,
  ids: ReadonlyArray<string>,
  field: string,
): Promise<void> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const { data } = await db()
    .entities.employee.get(unique.map((employeeId) => ({ companyId, employeeId })))
    .go({ attributes: ['employeeId', 'status'] });
  const active = new Set(data.filter((e) => e.status === 'Active').map((e) => e.employeeId));
  const missing = unique.find((id) => !active.has(id));
  if (missing) throw new AppError('UNPROCESSABLE', `${field}: no active employee ${missing} in your company`);
};
