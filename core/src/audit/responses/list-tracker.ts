import { addDays } from '@stratum/rules';
import type { TAuditAction, TTrackerRequest } from '@stratum/contracts';
import { db } from '../../db';
import type { Ctx } from '../../kernel/ctx';
import { pageOf, type Page } from '../../kernel/paging';
import { findEmployee } from '../../organisation';
import { findEngagement } from '../engagement/engagement-store';
import { auditStanding } from '../outside/outside-store';
import { businessUnit } from '../people';
import { toAction } from './response-store';

/**
 * The issue tracker (spec §2 `issue-tracker`, default view `open-audit-management-actions`): one
 * Query of the company's open (or closed) actions on `tracker` (gsi1, due date order); overdue is a
 * key condition (due before today), the other filters apply on the same Query. Audit
 * administrators see every action; anyone else only the actions they own.
 */
export const listTracker = async (
  ctx: Ctx,
  input: TTrackerRequest,
): Promise<Page<TAuditAction> & { auditStaff: boolean }> => {
  const companyId = ctx.companyId ?? '';
  const today = ctx.now.toISOString().slice(0, 10);
  const view = input.view === 'closed-audit-management-actions' ? 'closed' : 'open';
  // A filter naming another company's audit, unit or person is a 404, as everywhere else.
  const [standing] = await Promise.all([
    auditStanding(ctx),
    input.engagementId ? findEngagement(companyId, input.engagementId) : null,
    input.unitId ? businessUnit(companyId, input.unitId, 'unitId') : null,
    input.ownerId ? findEmployee(companyId, input.ownerId) : null,
  ]);
  const ownerId = standing.admin ? input.ownerId : (ctx.employeeId ?? '-');
  const base = db().entities.auditAction.query.tracker({ companyId, view });
  const keyed = input.overdue && view === 'open' ? base.lt({ dueOn: today }) : base;
  const createdBefore = input.minAgeDays !== undefined ? addDays(today, 1 - input.minAgeDays) : undefined;
  const query = keyed.where((a, op) =>
    [
      input.engagementId ? op.eq(a.engagementId, input.engagementId) : '',
      input.unitId ? op.eq(a.unitId, input.unitId) : '',
      ownerId ? op.eq(a.ownerId, ownerId) : '',
      input.rating ? op.eq(a.rating, input.rating) : '',
      createdBefore ? op.lt(a.createdAt, createdBefore) : '',
      input.overdue ? `(${op.eq(a.state, 'Open')} OR ${op.eq(a.state, 'In progress')})` : '',
      input.waitingValidation ? op.eq(a.state, 'Implemented') : '',
    ]
      .filter(Boolean)
      .join(' AND '),
  );
  const page = await pageOf(query, { limit: input.limit, cursor: input.cursor, order: 'asc' });
  // the screen offers the findings outside audits only to those who may open them
  const auditStaff = standing.admin || standing.onAuditTeam;
  return { ...page, list: page.list.map((a) => toAction(ctx, a)), auditStaff };
};
