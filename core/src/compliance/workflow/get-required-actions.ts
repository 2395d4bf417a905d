import type { TActivity } from '@stratum/contracts';
import { addDays } from '@stratum/rules';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { dayOf } from '../activities/activity-store';
import { toActivity } from '../activities/activity-view';
import { loadSetup } from '../setup/setup-store';

/**
 * What the caller must do now: submit for their complying teams' activities due within the lead
 * time, overdue or declined; review what waits for their compliance teams. One Query on the
 * due-date index, bounded by the company's lead time, filtered to the caller's teams and states.
 */
export const getRequiredActions = async (
  ctx: Ctx,
): Promise<{ toSubmit: TActivity[]; toReview: TActivity[] }> => {
  const companyId = tenantOf(ctx);
  const setup = await loadSetup(companyId);
  const mine = (kind: 'complying' | 'compliance') =>
    setup.teams
      .filter((t) => t.kind === kind && ctx.employeeId && t.memberIds.includes(ctx.employeeId))
      .map((t) => t.teamId);
  const complying = mine('complying');
  const compliance = mine('compliance');
  if (complying.length === 0 && compliance.length === 0) return { toSubmit: [], toReview: [] };
  const today = dayOf(ctx.now);
  const { data } = await db()
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
    })
    .go({ pages: 'all' });
  const all = data.map((a) => ({ item: a, view: toActivity(a, setup, today) }));
  return {
    toSubmit: all
      .filter((x) => x.item.state !== 'submitted' && complying.includes(x.item.complyingTeamId))
      .map((x) => x.view),
    toReview: all
      .filter((x) => x.item.state === 'submitted' && compliance.includes(x.item.complianceTeamId))
      .map((x) => x.view),
  };
};

export const getRequiredActionsCount = async (ctx: Ctx): Promise<{ count: number }> => {
  const r = await getRequiredActions(ctx);
  return { count: r.toSubmit.length + r.toReview.length };
};
