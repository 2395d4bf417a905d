import type { EngagementRole, TFollowUpAudit, TFollowUpWork, TWorkPlanAction } from '@stratum/contracts';
import { auditActionStatus, retestRemovalProblem } from '@stratum/rules';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { isModuleAdmin } from '../../platform';
import { findEngagement, requireRole, rolesIn } from '../engagement/engagement-store';
import type { AuditEngagementItem } from '../entities/engagement';
import { findArtefact } from '../fieldwork/artefacts';
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
  status:
    a.lastReportVersion > 0 && (a.recalledReportVersion ?? 0) !== a.lastReportVersion
      ? 'Reported'
      : 'In progress',
  startedBy: a.startedByName,
  startedAt: a.startedAt,
  version: a.version,
});

/**
 * The caller's roles on a follow-up audit: their roles in the engagement followed up, and `lead`
 * for the person the plan's follow-up entry names as its lead (docs/audit.md "Follow-up audits"):
 * they do the follow-up work (work plan, retests, report) as the engagement's lead does.
 */
export const followUpRolesIn = async (
  ctx: Ctx,
  engagement: AuditEngagementItem,
  followUpId: string,
): Promise<EngagementRole[]> => {
  const roles = await rolesIn(ctx, engagement);
  if (roles.includes('lead') || !ctx.employeeId) return roles;
  const { data } = await db()
    .entities.auditFollowUp.get({ companyId: engagement.companyId, followUpId })
    .go({ attributes: ['leadId'] });
  return data?.leadId === ctx.employeeId ? [...roles, 'lead'] : roles;
};

/** A follow-up audit's engagement and the caller's roles on it, refused (403) unless one is `allowed`. */
export const openFollowUpAs = async (
  ctx: Ctx,
  audit: AuditFollowUpAuditItem,
  allowed: readonly EngagementRole[],
): Promise<{ engagement: AuditEngagementItem; roles: EngagementRole[] }> => {
  const engagement = await findEngagement(audit.companyId, audit.engagementId);
  const roles = await followUpRolesIn(ctx, engagement, audit.followUpId);
  requireRole(roles, allowed);
  return { engagement, roles };
};

/** A retest with its engagement and the caller's roles on its follow-up audit (403 unless one is `allowed`). */
export const openRetestAs = async (
  ctx: Ctx,
  engagementId: string,
  retestId: string,
  allowed: readonly EngagementRole[],
): Promise<{ engagement: AuditEngagementItem; roles: EngagementRole[]; retest: AuditRetestItem }> => {
  const engagement = await findEngagement(tenantOf(ctx), engagementId);
  const own = await rolesIn(ctx, engagement);
  if (own.some((r) => allowed.includes(r))) {
    const retest = await findArtefact(engagement.companyId, engagementId, 'retest', retestId);
    return { engagement, roles: own, retest };
  }
  // off the engagement's team: refused (403) unless the retest's follow-up entry names them its lead
  const { data: retest } = await db()
    .entities.auditRetest.get({ companyId: engagement.companyId, engagementId, artefactId: retestId })
    .go();
  const roles = retest ? await followUpRolesIn(ctx, engagement, retest.followUpId) : own;
  requireRole(roles, allowed);
  if (!retest) throw new AppError('NOT_FOUND', 'id: no such retest in this audit');
  return { engagement, roles, retest };
};

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
  if (!audit) return { ...base, audit: null, actions: [], canWork: false, myRoles: [] };
  const engagement = await findEngagement(companyId, audit.engagementId);
  const roles = await followUpRolesIn(ctx, engagement, audit.followUpId);
  if (!roles.length)
    return { ...base, audit: toFollowUpAudit(audit), actions: [], canWork: false, myRoles: [] };
  const [actions, retests] = await Promise.all([
    actionsOfEngagement(companyId, audit.engagementId),
    retestsOf(companyId, audit.followUpId),
  ]);
  return {
    ...base,
    audit: toFollowUpAudit(audit),
    actions: workPlan(actions, retests, ctx.now.toISOString().slice(0, 10)),
    canWork: roles.some((r) => FOLLOW_UP_WORKERS.includes(r)),
    myRoles: roles,
  };
};

/** The work view of an entry read afresh. */
export const viewWork = async (ctx: Ctx, companyId: string, followUpId: string): Promise<TFollowUpWork> => {
  const entry = await findFollowUp(companyId, followUpId);
  return workView(ctx, entry, await followUpAuditOf(companyId, followUpId));
};
