import { ZAddChecklistRequestSchema, type TAddChecklistRequest, type TChecklist } from '@stratum/contracts';
import { db } from '../../db';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { FIELDWORKERS, openEngagementAs, requireOpen } from '../engagement/engagement-store';
import type { AuditChecklistItem } from '../entities/checklist';
import { requireActiveEmployees } from '../people';
import { checklistView, staleChecklist } from './checklist-store';

/**
 * Makes a Draft checklist for an engagement (its lead, performers or an administrator, while it is
 * open) from a settings checklist template: the template's items are copied, so a later change to
 * the template moves no checklist. The auditees must be active employees of the company.
 */
export const addChecklist = async (ctx: Ctx, raw: TAddChecklistRequest): Promise<TChecklist> => {
  const input = ZAddChecklistRequestSchema.parse(raw);
  const { engagement } = await openEngagementAs(ctx, input.engagementId, FIELDWORKERS);
  requireOpen(engagement);
  const { companyId } = engagement;
  const auditeeIds = [...new Set(input.auditeeIds)];
  await requireActiveEmployees(companyId, auditeeIds, 'auditeeIds');
  const { data: template } = await db()
    .entities.auditSetting.get({ companyId, kind: 'checklist-template', settingId: input.templateId })
    .go();
  if (!template)
    throw new AppError('UNPROCESSABLE', 'templateId: no such checklist template in your company');
  const texts = template.items ?? [];
  if (texts.length === 0)
    throw new AppError('UNPROCESSABLE', 'templateId: this checklist template has no items');
  const now = ctx.now.toISOString();
  const item: AuditChecklistItem = {
    companyId,
    checklistId: newId(),
    engagementId: engagement.engagementId,
    engagementTitle: engagement.title,
    title: input.title,
    templateId: template.settingId,
    templateName: template.name ?? '',
    status: 'Draft',
    auditeeIds,
    items: texts.map((text) => ({ id: newId(), text, comment: '' })),
    files: [],
    note: '',
    createdById: ctx.employeeId ?? '',
    createdByName: ctx.actorName,
    returnNote: '',
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'audit-checklist',
      entityId: item.checklistId,
      action: 'create',
      summary: `Audit “${engagement.title}”: checklist “${item.title}” made from “${item.templateName}”`,
      after: { title: item.title, auditeeIds, items: texts.length },
    },
    (tx) => [tx.auditChecklist.create(item).commit()],
    staleChecklist(),
  );
  return checklistView(ctx, item, { auditee: auditeeIds.includes(ctx.employeeId ?? ''), manager: true });
};
