import {
  ZChecklistListRequestSchema,
  type TChecklistList,
  type TChecklistListRequest,
} from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { isModuleAdmin } from '../../platform';
import { findEngagement } from '../engagement/engagement-store';
import type { AuditChecklistItem } from '../entities/checklist';
import { namesOf } from '../people';
import { loadKind } from '../setup/settings-store';
import { answeredCount } from './checklist-store';

const TEAM = ['engagementId', 'title', 'status', 'leadId', 'performerIds', 'reviewerIds'] as const;

/**
 * spec §2 audit-report/audit-checklist: the checklists the caller may see, newest first, with an
 * optional status and engagement: administrators see all of the company's, anyone else those of
 * the audits whose team they are on and those they answer. One Query of the company's checklists
 * (or of one engagement's, gsi1) and one batch get of their engagements' teams. Beside them, the
 * open engagements the caller may make a checklist for and the company's checklist templates.
 * Not paged: a company holds a checklist or a few per audit.
 */
export const listChecklists = async (ctx: Ctx, raw: TChecklistListRequest): Promise<TChecklistList> => {
  const input = ZChecklistListRequestSchema.parse(raw);
  const companyId = tenantOf(ctx);
  const me = ctx.employeeId ?? '';
  const admin = await isModuleAdmin(ctx, 'audit');
  if (input.engagementId) await findEngagement(companyId, input.engagementId);
  const checklists: AuditChecklistItem[] = (
    input.engagementId
      ? await db()
          .entities.auditChecklist.query.byEngagement({ companyId, engagementId: input.engagementId })
          .go({ pages: 'all' })
      : await db().entities.auditChecklist.query.byId({ companyId }).go({ pages: 'all' })
  ).data;
  const engagementIds = [...new Set(checklists.map((c) => c.engagementId))];
  const [teams, open, templates] = await Promise.all([
    engagementIds.length
      ? db()
          .entities.auditEngagement.get(engagementIds.map((engagementId) => ({ companyId, engagementId })))
          .go({ attributes: [...TEAM] })
      : Promise.resolve({ data: [] }),
    db()
      .entities.auditEngagement.query.byStatus({ companyId, status: 'Open' })
      .go({ pages: 'all', attributes: [...TEAM] }),
    loadKind(companyId, 'checklist-template'),
  ]);
  const onTeam = new Set(
    teams.data
      .filter((e) => e.leadId === me || e.performerIds.includes(me) || e.reviewerIds.includes(me))
      .map((e) => e.engagementId),
  );
  const visible = checklists
    .filter((c) => admin || onTeam.has(c.engagementId) || (me && c.auditeeIds.includes(me)))
    .filter((c) => !input.status || c.status === input.status)
    .sort((a, b) => (a.checklistId < b.checklistId ? 1 : -1));
  const names = await namesOf(
    companyId,
    visible.flatMap((c) => c.auditeeIds),
  );
  return {
    list: visible.map((c) => ({
      id: c.checklistId,
      engagementId: c.engagementId,
      engagementTitle: c.engagementTitle,
      title: c.title,
      status: c.status,
      auditees: c.auditeeIds.map((id) => names.get(id) ?? '—'),
      items: c.items.length,
      answered: answeredCount(c),
      sentAt: c.sentAt ?? null,
      completedAt: c.completedAt ?? null,
      updatedAt: c.updatedAt,
    })),
    engagements: open.data
      .filter((e) => admin || e.leadId === me || e.performerIds.includes(me))
      .map((e) => ({ id: e.engagementId, title: e.title }))
      .sort((a, b) => a.title.localeCompare(b.title)),
    templates: templates
      .map((t) => ({ id: t.settingId, name: t.name ?? '', items: (t.items ?? []).length }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
};
