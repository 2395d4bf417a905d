import { db } from '../../db';
import { findArrangement } from './acting-store';
import { actsOn } from './rules';

/**
 * Whom an approval for this employee goes to on `day` (YYYY-MM-DD): their supervisor, or whoever
 * acts for the supervisor that day, as long as that person is still an Active employee. Null when
 * the employee has no supervisor.
 */
export const effectiveSupervisor = async (
  companyId: string,
  employee: { supervisorId?: string | null | undefined },
  day: string,
): Promise<string | null> => {
  const supervisorId = employee.supervisorId;
  if (!supervisorId) return null;
  const arrangement = await findArrangement(companyId, supervisorId);
  if (!arrangement || !actsOn(arrangement, day)) return supervisorId;
  const acting = (
    await db().entities.employee.get({ companyId, employeeId: arrangement.actingSupervisorId }).go()
  ).data;
  return acting?.status === 'Active' ? acting.employeeId : supervisorId;
};
