import { complianceEvent, eventsIn, quarterEvents, type DayEvent } from '@stratum/rules';
import { complianceDueBetween } from '../../compliance';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { enabledModules, isModuleAdmin } from '../../platform';
import { quarterDatesBetween } from '../../planning';

/**
 * What is due for the caller in [from, to] (YYYY-MM-DD, ends included), from each module their
 * company has on: Strategic Planning's quarters (and, with Performance Management on, their
 * agreement and assessment deadlines), Compliance Management's next compliance dates of the
 * caller's teams (every activity for its administrators). A module that is off reads nothing.
 * Each module's dates come through its own index for the range: no Scan, no per-item reads.
 */
export const eventsBetween = async (ctx: Ctx, from: string, to: string): Promise<DayEvent[]> => {
  const companyId = tenantOf(ctx);
  const on = await enabledModules(companyId);
  const planning = async (): Promise<DayEvent[]> =>
    on.has('planning')
      ? (await quarterDatesBetween(companyId, from, to)).flatMap((q) =>
          quarterEvents(q, on.has('performance')),
        )
      : [];
  const compliance = async (): Promise<DayEvent[]> => {
    if (!on.has('compliance')) return [];
    const [{ activities, teamIds }, admin] = await Promise.all([
      complianceDueBetween(companyId, ctx.employeeId, from, to),
      isModuleAdmin(ctx, 'compliance'),
    ]);
    return activities.flatMap((a) => complianceEvent(a, { admin, teamIds }) ?? []);
  };
  const parts = await Promise.all([planning(), compliance()]);
  return eventsIn(parts.flat(), from, to);
};
