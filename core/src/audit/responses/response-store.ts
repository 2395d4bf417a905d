import { actionAgeDays, auditActionStatus } from '@stratum/rules';
import type { TAuditAction, TAuditProgress, TAuditResponse } from '@stratum/contracts';
import { db } from '../../db';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { fullNameOf } from '../../organisation';
import type { TxEntities, TxItem } from '../../kernel/transact';
import type { AuditEngagementItem } from '../entities/engagement';
import type { AuditFindingItem } from '../entities/finding';
import type { AuditActionItem, AuditActionProgressItem, AuditResponseItem } from '../entities/response';
import { countChange } from '../tasks/task-items';
import { namesOf } from '../people';

/** The stale-version answer of this family's writes. */
export const stale = (what: string): AppError =>
  new AppError('CONFLICT', `This ${what} was changed by someone else. Reload it and try again.`);

/** A finding of the engagement (404 otherwise). */
export const findingOf = async (
  engagement: AuditEngagementItem,
  findingId: string,
): Promise<AuditFindingItem> => {
  const { data } = await db()
    .entities.auditFinding.get({
      companyId: engagement.companyId,
      engagementId: engagement.engagementId,
      artefactId: findingId,
    })
    .go();
  if (!data) throw new AppError('NOT_FOUND', 'findingId: no such finding in this audit');
  return data;
};

export const responseOf = async (
  companyId: string,
  engagementId: string,
  findingId: string,
): Promise<AuditResponseItem | null> =>
  (await db().entities.auditResponse.get({ companyId, engagementId, findingId }).go()).data;

export const actionOf = async (companyId: string, actionId: string): Promise<AuditActionItem> => {
  const { data } = await db().entities.auditAction.get({ companyId, actionId }).go();
  if (!data) throw new AppError('NOT_FOUND', 'id: no such management action in your company');
  return data;
};

export const actionsOfEngagement = async (
  companyId: string,
  engagementId: string,
): Promise<AuditActionItem[]> =>
  (await db().entities.auditAction.query.byEngagement({ companyId, engagementId }).go({ pages: 'all' })).data;

/** Employees' names and addresses, by id (one batch get). */
export const peopleOf = async (
  companyId: string,
  ids: readonly string[],
): Promise<Map<string, { name: string; email: string }>> => {
  const unique = [...new Set(ids.filter(Boolean))];
  if (!unique.length) return new Map();
  const { data } = await db()
    .entities.employee.get(unique.map((employeeId) => ({ companyId, employeeId })))
    .go();
  return new Map(data.map((e) => [e.employeeId, { name: fullNameOf(e), email: e.email }]));
};

const today = (ctx: Ctx) => ctx.now.toISOString().slice(0, 10);

export const toAction = (ctx: Ctx, a: AuditActionItem): TAuditAction => ({
  id: a.actionId,
  findingId: a.findingId,
  engagementId: a.engagementId && a.engagementId !== a.findingId ? a.engagementId : null,
  engagementTitle: a.engagementTitle,
  findingTitle: a.findingTitle,
  rating: a.rating,
  title: a.title,
  owner: { employeeId: a.ownerId, fullName: a.ownerName },
  dueOn: a.dueOn,
  state: a.state,
  status: auditActionStatus(a.state, a.dueOn, today(ctx)),
  ageDays: actionAgeDays(a.createdAt, today(ctx)),
  validationNote: a.validationNote,
  validatedBy: a.validatedBy || null,
  validatedAt: a.validatedAt || null,
  version: a.version,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
});

export const toProgress = (p: AuditActionProgressItem): TAuditProgress => ({
  id: p.progressId,
  actionId: p.actionId,
  note: p.note,
  status: p.status,
  files: p.files.map((f) => ({
    fileId: f.fileId,
    filename: f.filename,
    contentType: f.contentType,
    size: f.size,
  })),
  by: { employeeId: p.byId || null, name: p.byName },
  at: p.at,
});

export const toResponse = async (
  ctx: Ctx,
  finding: Pick<AuditFindingItem, 'title' | 'rating'>,
  r: AuditResponseItem,
  actions?: AuditActionItem[],
): Promise<TAuditResponse> => {
  const names = await namesOf(r.companyId, [...r.ownerIds, r.respondedBy].filter(Boolean));
  const list =
    actions ??
    (await actionsOfEngagement(r.companyId, r.engagementId)).filter((a) => a.findingId === r.findingId);
  return {
    findingId: r.findingId,
    engagementId: r.engagementId === r.findingId ? null : r.engagementId,
    findingTitle: finding.title,
    rating: finding.rating,
    state: r.state,
    owners: r.ownerIds.map((id) => ({ employeeId: id, fullName: names.get(id) ?? '—' })),
    requestedBy: r.requestedBy,
    requestedAt: r.requestedAt,
    cancelReason: r.cancelReason,
    response: r.response,
    respondedBy: r.respondedBy
      ? { employeeId: r.respondedBy, fullName: names.get(r.respondedBy) ?? '—' }
      : null,
    respondedAt: r.respondedAt || null,
    actions: list.map((a) => toAction(ctx, a)),
    version: r.version,
  };
};

/** An inbox task for one person (audit task machinery), with their running count moved. */
export const addTask = (
  tx: TxEntities,
  t: {
    companyId: string;
    employeeId: string;
    role: 'owner' | 'reviewer';
    kind: 'response' | 'validation' | 'checklist';
    artefactId: string;
    engagementId: string;
    engagementTitle: string;
    artefactTitle: string;
    since: string;
  },
): TxItem[] => [
  tx.auditTask.put({ ...t, status: 'Sent' }).commit(),
  countChange(tx, { companyId: t.companyId, employeeId: t.employeeId, role: t.role }, 1),
];

/**
 * Removes one item's tasks of one kind (read first, so a count moves only for a task that exists):
 * a finding's response tasks leave its review tasks alone.
 */
export const removeTasks = async (
  companyId: string,
  artefactId: string,
  kind: 'response' | 'validation' | 'checklist',
): Promise<(tx: TxEntities) => TxItem[]> => {
  const { data } = await db()
    .entities.auditTask.query.byArtefact({ companyId, artefactId })
    .go({ pages: 'all', attributes: ['employeeId', 'role', 'kind'] });
  return (tx) =>
    data
      .filter((w) => w.kind === kind)
      .flatMap((w) => [
        tx.auditTask.delete({ companyId, artefactId, employeeId: w.employeeId, role: w.role }).commit(),
        countChange(tx, { companyId, employeeId: w.employeeId, role: w.role }, -1),
      ]);
};
