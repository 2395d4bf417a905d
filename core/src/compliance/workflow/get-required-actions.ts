import type { TActivity } from '@stratum/contracts';
import { addDays } from '@stratum/rules';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { dayOf } from '../activities/activity-store';
import { toActivities } from '../activities/activity-view';
import { loadSetup } from '../setup/setup-store';

/**
 * What the caller must do now: submit for their complying teams' activities due within the lead
 * time, overdue or declined; review what waits for their compliance teams. One Query on the
 * due-date index, bounded by the company's lead time, filtered to the caller's teams and states.
 */
/** The caller's complying and compliance teams, and the Query of what waits for them. */
const requiredOf = async (ctx: Ctx) => {
  const companyId = tenantOf(ctx);
  const setup = await loadSetup(companyId);
  const mine = (kind: 'complying' | 'compliance') =>
    setup.teams
      .filter((t) => t.kind === kind && ctx.employeeId && t.memberIds.includes(ctx.employeeId))
      .map((t) => t.teamId);
  const complying = mine('complying');
  const compliance = mine('compliance');
  const today = dayOf(ctx.now);
  const query = () =>
    db()
      .entities.complianceActivity.query.byDue({ companyId })
      .lte({ dueKey: `${addDays(today, setup.leadDays)}~` })
      .where((a, op) => {
        const submit = complying.length
          ? `(${op.ne(a.state, 'submitted')} AND (${complying.map((id) => op.eq(a.complyingTeamId, id)).join(' OR ')}))`
          : '';
        const review = compliance.length
          ? `(${op.eq(a.state, 'submitted')} AND (${compliance.map((id) => op.eq(a.complianceTeamId, id)).join(' OR ')}))`
          : '';
        return [submit, review].filter(Boolean).join(' OR ');
      });
  return { setup, today, none: complying.length === 0 && compliance.length === 0, query };
};

/**
 * What the caller must do now: submit for their complying teams' activities due within the lead
 * time, overdue or declined; review what waits for their compliance teams. One Query on the
 * due-date index, bounded by the company's lead time, filtered to the caller's teams and states
 * (the filter already keeps only what is to submit or to review).
 */
export const getRequiredActions = async (
  ctx: Ctx,
): Promise<{ toSubmit: TActivity[]; toReview: TActivity[] }> => {
  const { setup, today, none, query } = await requiredOf(ctx);
  if (none) return { toSubmit: [], toReview: [] };
  const { data } = await query().go({ pages: 'all' });
  const views = toActivities(data, setup, today);
  const submitted = (i: number) => data[i]!.state === 'submitted';
  return {
    toSubmit: views.filter((_, i) => !submitted(i)),
    toReview: views.filter((_, i) => submitted(i)),
  };
};

/**
 * Their number, for the inbox badge and the dashboard: the same Query, reading only the key of
 * each item and building no view (docs/compliance.md, bench).
 */
export const getRequiredActionsCount = async (ctx: Ctx): Promise<{ count: number }> => {
  const { none, query } = await requiredOf(ctx);
  if (none) return { count: 0 };
  const { data } = await query().go({ pages: 'all', attributes: ['activityId'] });
  return { count: data.length };
};
