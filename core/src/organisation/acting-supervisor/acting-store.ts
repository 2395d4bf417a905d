import type { TActingSupervisor } from '@stratum/contracts';
import { db } from '../../db';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { namesOfEmployees } from '../employee/employee-names';
import type { ActingSupervisorItem } from '../entities/acting-supervisor';
import type { EmployeeItem } from '../entities/employee';
import { stateOn } from './rules';

/** An employee of the company, or 404 naming the field (another company's id included). */
export const companyEmployee = async (
  companyId: string,
  employeeId: string,
  field: string,
): Promise<EmployeeItem> => {
  const { data } = await db().entities.employee.get({ companyId, employeeId }).go();
  if (!data) throw new AppError('NOT_FOUND', `${field}: no such employee in your company`);
  return data;
};

export const isAdministrator = (ctx: Ctx): boolean => ctx.companyRole === 'administrator';

/** An administrator manages anyone's arrangement; everyone else only their own (as supervisor). */
export const checkManages = (ctx: Ctx, supervisorId: string): void => {
  if (!isAdministrator(ctx) && ctx.employeeId !== supervisorId) {
    throw new AppError(
      'FORBIDDEN',
      'supervisorId: you can only manage who acts for you; ask an administrator to change someone else’s.',
    );
  }
};

/** The supervisor's arrangement, if any. */
export const findArrangement = async (
  companyId: string,
  supervisorId: string,
): Promise<ActingSupervisorItem | null> =>
  (await db().entities.actingSupervisor.get({ companyId, supervisorId }).go()).data;

/** Full names of the supervisors and acting people of these arrangements: one batch get. */
export const namesOf = (
  companyId: string,
  items: readonly ActingSupervisorItem[],
): Promise<Map<string, string>> =>
  namesOfEmployees(
    companyId,
    items.flatMap((a) => [a.supervisorId, a.actingSupervisorId]),
  );

/** The arrangement as the API shows it, its state counted against `today`. */
export const toActing = (
  a: ActingSupervisorItem,
  names: ReadonlyMap<string, string>,
  today: string,
): TActingSupervisor => ({
  supervisorId: a.supervisorId,
  supervisorName: names.get(a.supervisorId) ?? '',
  actingSupervisorId: a.actingSupervisorId,
  actingSupervisorName: names.get(a.actingSupervisorId) ?? '',
  from: a.from,
  to: a.to,
  reason: a.reason ?? null,
  state: stateOn(a, today),
  setByName: a.setByName,
  version: a.version,
  updatedAt: a.updatedAt,
});
