import type { TActivity, TActivityListRequest, TComplianceStatus } from '@stratum/contracts';
import { addDays } from '@stratum/rules';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { countOf, pageOf, type Page } from '../../kernel/paging';
import { NONE_DUE } from '../entities/compliance-activity';
import { loadSetup, type ComplianceSetup } from '../setup/setup-store';
import { dayOf } from './activity-store';
import { toActivities } from './activity-view';

type Attr = Parameters<
  Parameters<
    ReturnType<ReturnType<typeof db>['entities']['complianceActivity']['query']['byDue']>['where']
  >[0]
>;
type A = Attr[0];
type Op = Attr[1];

/**
 * The DynamoDB filter that picks one status: the status rule (packages/rules complianceStatus)
 * written over the stored state, `dueKey` and `overdueFrom`, so a filtered page is one Query.
 */
const statusFilter = (status: TComplianceStatus, today: string, leadDays: number, a: A, op: Op): string => {
  const open = op.eq(a.state, 'open');
  const soon = addDays(today, leadDays);
  switch (status) {
    case 'Submitted':
      return op.eq(a.state, 'submitted');
    case 'Declined':
      return op.eq(a.state, 'declined');
    case 'Overdue':
      return `${open} AND ${op.lte(a.overdueFrom, today)}`;
    case 'Due':
      return `${open} AND ${op.lte(a.dueKey, today)} AND ${op.gt(a.overdueFrom, today)}`;
    case 'Compliant':
      return `${open} AND (${op.eq(a.dueKey, NONE_DUE)} OR (${op.exists(a.lastComplianceDate)} AND ${op.gt(a.dueKey, soon)}))`;
    case 'Upcoming':
      return `${open} AND ${op.gt(a.dueKey, today)} AND ${op.ne(a.dueKey, NONE_DUE)} AND (${op.notExists(a.lastComplianceDate)} OR ${op.lte(a.dueKey, soon)})`;
  }
};

/**
 * The list's total when the set-up's running counts give it (kept in each activity's own add,
 * move and delete transaction, activity-writes.ts): every activity names one regulation, so the
 * company's total is the regulations' sum, one regulation's is its count, and one team's is its
 * count (a team is complying or compliance, never both). A status depends on today and has no
 * count: a status filter is counted by DynamoDB, over the company's activities.
 */
const knownTotal = (setup: ComplianceSetup, input: TActivityListRequest): number | null => {
  if (input.status || (input.regulationId && input.teamId)) return null;
  if (input.regulationId)
    return setup.regulations.find((r) => r.regulationId === input.regulationId)?.activityCount ?? 0;
  if (input.teamId) return setup.teams.find((t) => t.teamId === input.teamId)?.activityCount ?? 0;
  return setup.regulations.reduce((n, r) => n + r.activityCount, 0);
};

/** A page of the company's activities, next due first (nothing more due last), filtered. */
export const listActivities = async (ctx: Ctx, input: TActivityListRequest): Promise<Page<TActivity>> => {
  const companyId = tenantOf(ctx);
  const today = dayOf(ctx.now);
  const setupRead = loadSetup(companyId);
  // Upcoming and Compliant part at the company's lead time: the filter waits for it
  const leadDays =
    input.status === 'Upcoming' || input.status === 'Compliant' ? (await setupRead).leadDays : 0;
  const query = db().entities.complianceActivity.query.byDue({ companyId });
  const filtered =
    input.status || input.regulationId || input.teamId
      ? query.where((a, op) =>
          [
            input.status && statusFilter(input.status, today, leadDays, a, op),
            input.regulationId && op.eq(a.regulationId, input.regulationId),
            input.teamId &&
              `(${op.eq(a.complyingTeamId, input.teamId)} OR ${op.eq(a.complianceTeamId, input.teamId)})`,
          ]
            .filter(Boolean)
            .join(' AND '),
        )
      : query;
  const [setup, page] = await Promise.all([
    setupRead,
    pageOf(filtered, {
      limit: input.limit,
      cursor: input.cursor,
      order: 'asc',
      total: async () => knownTotal(await setupRead, input) ?? countOf(filtered),
    }),
  ]);
  // One pass over the page: the set-up's names through maps made once (activity-view.ts).
  return { ...page, list: toActivities(page.list, setup, today) };
};
