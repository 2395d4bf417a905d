import type { EngagementRole, TChecklist, TChecklistItem } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { ANYONE_ON_IT, FIELDWORKERS, findEngagement, rolesIn } from '../engagement/engagement-store';
import type { AuditChecklistItem } from '../entities/checklist';
import type { AuditEngagementItem } from '../entities/engagement';
import { namesOf } from '../people';

/** The stale-version answer of the checklist's writes. */
export const staleChecklist = (): AppError =>
  new AppError('CONFLICT', 'This checklist was changed by someone else. Reload it and try again.');

/** Where the team and the auditees open a checklist (spec §2 audit-report/audit-checklist/{id}). */
export const CHECKLIST_PATH = (checklistId: string) =>
  `/app/audit-management/audit-report/audit-checklist/${checklistId}`;

/** One checklist of the caller's company; another company's id is the same 404 as none. */
export const findChecklist = async (companyId: string, checklistId: string): Promise<AuditChecklistItem> => {
  const { data } = await db().entities.auditChecklist.get({ companyId, checklistId }).go();
  if (!data) throw new AppError('NOT_FOUND', 'id: no such checklist in your company');
  return data;
};

export interface ChecklistAccess {
  checklist: AuditChecklistItem;
  engagement: AuditEngagementItem;
  roles: EngagementRole[];
  /** the caller is one of its named auditees */
  auditee: boolean;
  /** the caller may edit, send and give it back: the lead, performers or an administrator */
  manager: boolean;
}

/**
 * The checklist, its engagement and what the caller is to it. Its team (anyone on the engagement)
 * and administrators read it, and so do its auditees; anyone else is refused (403).
 */
export const openChecklist = async (ctx: Ctx, checklistId: string): Promise<ChecklistAccess> => {
  const checklist = await findChecklist(tenantOf(ctx), checklistId);
  const engagement = await findEngagement(checklist.companyId, checklist.engagementId);
  const roles = await rolesIn(ctx, engagement);
  const auditee = Boolean(ctx.employeeId) && checklist.auditeeIds.includes(ctx.employeeId!);
  const manager = roles.some((r) => FIELDWORKERS.includes(r));
  if (!auditee && !roles.some((r) => ANYONE_ON_IT.includes(r)))
    throw new AppError(
      'FORBIDDEN',
      'Only the audit’s team and the checklist’s auditees can see this checklist.',
    );
  return { checklist, engagement, roles, auditee, manager };
};

/** Refuses (403) anyone but the lead, performers and administrators. */
export const requireManager = (a: ChecklistAccess): void => {
  if (!a.manager)
    throw new AppError(
      'FORBIDDEN',
      'Only the audit’s lead, its performers or an Audit Management administrator can do this.',
    );
};

/** Refuses (403) anyone but a named auditee. */
export const requireAuditee = (a: ChecklistAccess): void => {
  if (!a.auditee) throw new AppError('FORBIDDEN', 'Only the checklist’s auditees can answer it.');
};

/** Refuses a version that is not the one stored (409). */
export const requireVersion = (c: AuditChecklistItem, version: number): void => {
  if (c.version !== version) throw staleChecklist();
};

/** The stored items as the contract shows them. */
export const itemsOf = (c: Pick<AuditChecklistItem, 'items'>): TChecklistItem[] =>
  c.items.map((i) => ({
    id: i.id,
    text: i.text,
    answer: (i.answer as TChecklistItem['answer'] | undefined) ?? null,
    comment: i.comment ?? '',
    answeredBy: i.answeredBy ?? null,
    answeredAt: i.answeredAt ?? null,
  }));

/** Items as stored: absent rather than null. */
export const storedItems = (items: readonly TChecklistItem[]): AuditChecklistItem['items'] =>
  items.map((i) => ({
    id: i.id,
    text: i.text,
    comment: i.comment,
    ...(i.answer ? { answer: i.answer } : {}),
    ...(i.answeredBy ? { answeredBy: i.answeredBy } : {}),
    ...(i.answeredAt ? { answeredAt: i.answeredAt } : {}),
  }));

export const answeredCount = (c: Pick<AuditChecklistItem, 'items'>): number =>
  c.items.filter((i) => Boolean(i.answer)).length;

export const checklistView = async (
  ctx: Ctx,
  c: AuditChecklistItem,
  access: { auditee: boolean; manager: boolean },
): Promise<TChecklist> => {
  const names = await namesOf(c.companyId, c.auditeeIds);
  return {
    id: c.checklistId,
    engagementId: c.engagementId,
    engagementTitle: c.engagementTitle,
    title: c.title,
    templateName: c.templateName,
    status: c.status,
    auditees: c.auditeeIds.map((employeeId) => ({ employeeId, fullName: names.get(employeeId) ?? '—' })),
    items: itemsOf(c),
    answered: answeredCount(c),
    files: (c.files ?? []).map((f) => ({
      fileId: f.fileId,
      itemId: f.itemId,
      filename: f.filename,
      contentType: f.contentType,
      size: f.size,
      uploadedBy: f.uploadedBy,
      uploadedAt: f.uploadedAt,
    })),
    note: c.note,
    createdBy: c.createdByName,
    createdAt: c.createdAt,
    sentBy: c.sentByName ?? null,
    sentAt: c.sentAt ?? null,
    completedBy: c.completedByName ?? null,
    completedAt: c.completedAt ?? null,
    returnNote: c.returnNote,
    returnedAt: c.returnedAt ?? null,
    canManage: access.manager,
    canAnswer: access.auditee && c.status === 'Sent',
    version: c.version,
  };
};
