import type { EngagementRole, TEngagement } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { isModuleAdmin } from '../../platform';
import type { AuditEngagementItem } from '../entities/engagement';
import { namesOf } from '../people';

/** One engagement of the caller's company; another company's id is the same 404 as none. */
export const findEngagement = async (
  companyId: string,
  engagementId: string,
): Promise<AuditEngagementItem> => {
  const { data } = await db().entities.auditEngagement.get({ companyId, engagementId }).go();
  if (!data) throw new AppError('NOT_FOUND', 'engagementId: no such audit in your company');
  return data;
};

/** The caller's roles in an engagement: from its own team fields, and Audit Management admin. */
export const rolesIn = async (ctx: Ctx, e: AuditEngagementItem): Promise<EngagementRole[]> => {
  const me = ctx.employeeId;
  const roles: EngagementRole[] = [];
  if (me && e.leadId === me) roles.push('lead');
  if (me && e.performerIds.includes(me)) roles.push('performer');
  if (me && e.reviewerIds.includes(me)) roles.push('reviewer');
  if (await isModuleAdmin(ctx, 'audit')) roles.push('admin');
  return roles;
};

const ROLE_WORDS: Record<EngagementRole, string> = {
  lead: 'its lead',
  performer: 'its performers',
  reviewer: 'its reviewers',
  admin: 'an Audit Management administrator',
};

/**
 * The engagement and the caller's roles in it, refused (403) unless the caller holds one of
 * `allowed` (an administrator always may, except where `allowed` leaves admin out).
 */
export const openEngagementAs = async (
  ctx: Ctx,
  engagementId: string,
  allowed: readonly EngagementRole[],
): Promise<{ engagement: AuditEngagementItem; roles: EngagementRole[] }> => {
  const engagement = await findEngagement(tenantOf(ctx), engagementId);
  const roles = await rolesIn(ctx, engagement);
  requireRole(roles, allowed);
  return { engagement, roles };
};

/** Refuses (403) unless `roles` hold one of `allowed`, naming who may. */
export const requireRole = (roles: readonly EngagementRole[], allowed: readonly EngagementRole[]): void => {
  if (!roles.some((r) => allowed.includes(r))) {
    throw new AppError(
      'FORBIDDEN',
      `Only ${allowed.map((r) => ROLE_WORDS[r]).join(', ')} of this audit can do this.`,
    );
  }
};

/** Who may see an engagement and its fieldwork: anyone on its team, and administrators. */
export const ANYONE_ON_IT: readonly EngagementRole[] = ['lead', 'performer', 'reviewer', 'admin'];
/** Who does the fieldwork: the lead and the performers (administrators too). */
export const FIELDWORKERS: readonly EngagementRole[] = ['lead', 'performer', 'admin'];
/** Who gives work back or opens it again: the lead and the reviewers. */
export const SUPERVISORS: readonly EngagementRole[] = ['lead', 'reviewer', 'admin'];
/** Who decides: the reviewers (and administrators). */
export const DECIDERS: readonly EngagementRole[] = ['reviewer', 'admin'];

/** Refuses (422) a change to a closed engagement. */
export const requireOpen = (e: AuditEngagementItem): void => {
  if (e.status !== 'Open')
    throw new AppError('UNPROCESSABLE', 'This audit is closed: its fieldwork can no longer change.');
};

export const toEngagement = (
  e: AuditEngagementItem,
  names: Map<string, string>,
  myRoles: EngagementRole[],
): TEngagement => {
  const person = (employeeId: string) => ({ employeeId, fullName: names.get(employeeId) ?? '' });
  return {
    id: e.engagementId,
    title: e.title,
    auditArea: e.auditArea,
    plannedAuditId: e.plannedAuditId || null,
    lead: person(e.leadId),
    performers: e.performerIds.map(person),
    reviewers: e.reviewerIds.map(person),
    startDate: e.startDate,
    endDate: e.endDate,
    status: e.status,
    myRoles,
    version: e.version,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  };
};

/** The engagement as the caller sees it, names read in one batch. */
export const engagementView = async (
  ctx: Ctx,
  e: AuditEngagementItem,
  roles?: EngagementRole[],
): Promise<TEngagement> => {
  const [names, myRoles] = await Promise.all([
    namesOf(e.companyId, [e.leadId, ...e.performerIds, ...e.reviewerIds]),
    roles ? Promise.resolve(roles) : rolesIn(ctx, e),
  ]);
  return toEngagement(e, names, myRoles);
};

/** A conflict's message when the version read is no longer the stored one. */
export const raced = (what: string): AppError =>
  new AppError('CONFLICT', `This ${what} was changed by someone else. Reload it and try again.`);
