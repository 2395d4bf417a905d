import type { DueActivity } from '@stratum/rules';
import { db } from '../../db';
import { loadSetup } from '../setup/setup-store';

/**
 * The activities next due in [from, to] (one range Query on the due-date index) and the teams
 * `employeeId` is in, for the calendar: it shows a person the activities of their teams.
 */
export const complianceDueBetween = async (
  companyId: string,
  employeeId: string | null,
  from: string,
  to: string,
): Promise<{ activities: DueActivity[]; teamIds: Set<string> }> => {
  const [setup, { data }] = await Promise.all([
    loadSetup(companyId),
    db()
      .entities.complianceActivity.query.byDue({ companyId })
      .between({ dueKey: from }, { dueKey: `${to}~` })
      .go({ pages: 'all' }),
  ]);
  const teamIds = new Set(
    setup.teams.filter((t) => employeeId && t.memberIds.includes(employeeId)).map((t) => t.teamId),
  );
  const activities = data.flatMap((a) =>
    a.nextComplianceDate
      ? [
          {
            activityId: a.activityId,
            name: a.name,
            nextComplianceDate: a.nextComplianceDate,
            complyingTeamId: a.complyingTeamId,
            complianceTeamId: a.complianceTeamId,
          },
        ]
      : [],
  );
  return { activities, teamIds };
};
