import type { EngagementRole, TFollowUpAudit, TFollowUpWork, TWorkPlanAction } from '@stratum/contracts';
import { auditActionStatus, retestRemovalProblem } from '@stratum/rules';
import { db } from '../../db';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { isModuleAdmin } from '../../platform';
import { findEngagement, rolesIn } from '../engagement/engagement-store';
import type { AuditFollowUpItem } from '../entities/audit-follow-up';
import type { AuditFollowUpAuditItem, AuditRetestItem } from '../entities/follow-up-audit';
import { findFollowUp } from '../plan/plan-store';
import { actionsOfEngagement } from '../responses/response-store';

/** The follow-up audit started from an entry, or null before it is. */
export const followUpAuditOf = async (
  companyId: string,
  followUpId: string,
): Promise<AuditFollowUpAuditItem | null> =>
  (await db().entities.auditFollowUpAudit.get({ companyId, followUpId }).go()).data;

/** The follow-up audit of an entry; an entry not started (or another company's) is a 404. */
export const findFollowUpAudit = async (
  companyId: string,
  followUpId: string,
): Promise<AuditFollowUpAuditItem> => {
  const found = await followUpAuditOf(companyId, followUpId);
  if (!found) throw new AppError('NOT_FOUND', 'followUpId: no follow-up audit was started from this entry');
  return found;
};

/** A follow-up audit's retests, oldest first (one query). */
export const retestsOf = async (companyId: string, followUpId: string): Promise<AuditRetestItem[]> =>
  (
    await db().entities.auditRetest.query.byFollowUp({ companyId, followUpId }).go({ pages: 'all' })
  ).data.sort((a, b) => a.artefactId.localeCompare(b.artefactId));

export const toFollowUpAudit = (a: AuditFollowUpAuditItem): TFollowUpAudit => ({
  followUpId: a.followUpId,
  engagementId: a.engagementId,
  engagementTitle: a.engagementTitle,
  finalReportVersion: a.finalReportVersion,
  status: a.lastReportVersion > 0 ? 'Reported' : 'In progress',
  startedBy: a.startedByName,
  startedAt: a.startedAt,
  version: a.version,
});

/** Who chooses retests and writes them: the engagement's lead and performers, administrators. */
export const FOLLOW_UP_WORKERS: readonly EngagementRole[] = ['lead', 'performer', 'admin'];
/** Who makes the follow-up report: the engagement's lead, administrators. */
export const FOLLOW_UP_REPORTERS: readonly EngagementRole[] = ['lead', 'admin'];

const workPlan = (
  actions: Awaited<ReturnType<typeof actionsOfEngagement>>,
  retests: readonly AuditRetestItem[],
  today: string,
): TWorkPlanAction[] => {
  const byAction = new Map(retests.map((r) => [r.actionId, r]));
  return actions
    .sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.actionId.localeCompare(b.actionId))
    .map((a) => {
      const r = byAction.get(a.actionId);
      return {
        actionId: a.actionId,
        title: a.title,
        findingTitle: a.findingTitle,
        rating: a.rating,
        ownerName: a.ownerName,
        dueOn: a.dueOn,
        status: auditActionStatus(a.state, a.dueOn, today),
        retest: r
          ? {
              id: r.artefactId,
              status: r.status,
              result: r.result || null,
              removable: retestRemovalProblem(r.actionTitle, r) === null,
            }
          : null,
      };
    });
};

/**
 * spec §2 follow-audit/{id}/work as the caller sees it: the entry (anyone with Audit Management
 * reads the plan), its follow-up audit, and — for the engagement's team and administrators — the
 * engagement's management actions with their retests.
 */
export const workView = async (
  ctx: Ctx,
  entry: AuditFollowUpItem,
  audit: AuditFollowUpAuditItem | null,
): Promise<TFollowUpWork> => {
  const companyId = entry.companyId;
  const admin = await isModuleAdmin(ctx, 'audit');
  const base = {
    entry: {
      followUpId: entry.followUpId,
      planId: entry.planId,
      title: entry.title,
      quarter: entry.quarter,
      dueDate: entry.dueDate || null,
      notes: entry.notes ?? '',
    },
    canStart: admin && !audit,
  };
  if (!audit) return { ...base, audit: null, actions: [], canWork: false };
  const engagement = await findEngagement(companyId, audit.engagementId);
  const roles = await rolesIn(ctx, engagement);
  if (!roles.length) return { ...base, audit: toFollowUpAudit(audit), actions: [], canWork: false };
  const [actions, retests] = await Promise.all([
    actionsOfEngagement(companyId, audit.engagementId),
    retestsOf(companyId, audit.followUpId),
  ]);
  return {
    ...base,
    audit: toFollowUpAudit(audit),
    actions: workPlan(actions, retests, ctx.now.toISOString().slice(0, 10)),
    canWork: roles.some((r) => FOLLOW_UP_WORKERS.includes(r)),
  };
};

/** The work view of an entry read afresh. */
export const viewWork = async (ctx: Ctx, companyId: string, followUpId: string): Promise<TFollowUpWork> => {
  const entry = await findFollowUp(companyId, followUpId);
  return workView(ctx, entry, await followUpAuditOf(companyId, followUpId));
};
