import { db } from '../db';
import { AppError } from '../kernel/errors';
import { fullNameOf } from '../organisation';

/** Full names of these employees of the company, by id (one batch get). */
export const namesOf = async (
  companyId: string,
  ids: ReadonlyArray<string | undefined | null>,
): Promise<Map<string, string>> => {
  const unique = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (unique.length === 0) return new Map();
  const { data } = await db()
    .entities.employee.get(unique.map((employeeId) => ({ companyId, employeeId })))
    .go({ attributes: ['employeeId', 'firstName', 'lastName', 'status'] });
  return new Map(data.map((e) => [e.employeeId, fullNameOf(e)]));
};

/** Refuses (404) ids that are not Active employees of the company: members and owners must be there. */
export const checkActiveEmployees = async (companyId: string, ids: readonly string[], field: string) => {
  if (ids.length === 0) return;
  const { data } = await db()
    .entities.employee.get(ids.map((employeeId) => ({ companyId, employeeId })))
    .go({ attributes: ['employeeId', 'status'] });
  const active = new Set(data.filter((e) => e.status === 'Active').map((e) => e.employeeId));
  const missing = ids.filter((id) => !active.has(id));
  if (missing.length > 0) {
    throw new AppError(
      'NOT_FOUND',
      `${field}: ${missing.length === 1 ? 'one person is' : `${missing.length} people are`} not an active employee of your company`,
    );
  }
};
