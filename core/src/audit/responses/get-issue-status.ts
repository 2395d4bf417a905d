import { AUDIT_FINDING_LEVELS, type TIssueStatus, type TIssueStatusRequest } from '@stratum/contracts';
import { issueStatus, openActionsByAge } from '@stratum/rules';
import { db } from '../../db';
import type { Ctx } from '../../kernel/ctx';
import { findEmployee } from '../../organisation';
import { isAuditAdmin } from '../access';
import { findEngagement } from '../engagement/engagement-store';
import { businessUnit } from '../people';

/**
 * The issue status (spec §2 `issue-status`): the tracker's index read once per view (open and
 * closed, in parallel, only the fields counted), counted per audit and per rating by the rules'
 * `issueStatus`, and the open ones by age band for the audit dashboard (`openActionsByAge`). Audit administrators count every action; anyone else only the actions they own,
 * as on the tracker. The tracker's audit, unit and owner filters narrow the same reads (a filter
 * naming another company's record is a 404, as on the tracker).
 */
export const getIssueStatus = async (ctx: Ctx, input: TIssueStatusRequest = {}): Promise<TIssueStatus> => {
  const companyId = ctx.companyId ?? '';
  const today = ctx.now.toISOString().slice(0, 10);
  await Promise.all([
    input.engagementId ? findEngagement(companyId, input.engagementId) : null,
    input.unitId ? businessUnit(companyId, input.unitId, 'unitId') : null,
    input.ownerId ? findEmployee(companyId, input.ownerId) : null,
  ]);
  const ownerId = (await isAuditAdmin(ctx)) ? input.ownerId : (ctx.employeeId ?? '-');
  const read = async (view: 'open' | 'closed') => {
    const filtered = db()
      .entities.auditAction.query.tracker({ companyId, view })
      .where((a, op) =>
        [
          input.engagementId ? op.eq(a.engagementId, input.engagementId) : '',
          input.unitId ? op.eq(a.unitId, input.unitId) : '',
          ownerId ? op.eq(a.ownerId, ownerId) : '',
        ]
          .filter(Boolean)
          .join(' AND '),
      );
    return (
      await filtered.go({
        pages: 'all',
        attributes: ['engagementId', 'engagementTitle', 'rating', 'state', 'dueOn', 'createdAt'],
      })
    ).data;
  };
  const [open, closed] = await Promise.all([read('open'), read('closed')]);
  const status = issueStatus([...open, ...closed], AUDIT_FINDING_LEVELS, today);
  return { ...status, openByAge: openActionsByAge(open, today) } as TIssueStatus;
};
