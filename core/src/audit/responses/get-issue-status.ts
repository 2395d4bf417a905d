import { AUDIT_FINDING_LEVELS, type TIssueStatus } from '@stratum/contracts';
import { issueStatus } from '@stratum/rules';
import { db } from '../../db';
import type { Ctx } from '../../kernel/ctx';
import { isAuditAdmin } from '../access';

/**
 * The issue status (spec §2 `issue-status`): the tracker's index read once per view (open and
 * closed, in parallel, only the fields counted), counted per audit and per rating by the rules'
 * `issueStatus`. Audit administrators count every action; anyone else only the actions they own,
 * as on the tracker.
 */
export const getIssueStatus = async (ctx: Ctx): Promise<TIssueStatus> => {
  const companyId = ctx.companyId ?? '';
  const today = ctx.now.toISOString().slice(0, 10);
  const ownerId = (await isAuditAdmin(ctx)) ? undefined : (ctx.employeeId ?? '-');
  const read = async (view: 'open' | 'closed') => {
    const query = db().entities.auditAction.query.tracker({ companyId, view });
    const filtered = ownerId ? query.where((a, op) => op.eq(a.ownerId, ownerId)) : query;
    return (
      await filtered.go({
        pages: 'all',
        attributes: ['engagementId', 'engagementTitle', 'rating', 'state', 'dueOn'],
      })
    ).data;
  };
  const [open, closed] = await Promise.all([read('open'), read('closed')]);
  const status = issueStatus([...open, ...closed], AUDIT_FINDING_LEVELS, today);
  return status as TIssueStatus;
};
