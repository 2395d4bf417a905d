import { ZSendChecklistRequestSchema, type TChecklist, type TSendChecklistRequest } from '@stratum/contracts';
import { checklistMoveProblem } from '@stratum/rules';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { appLink } from '../../kernel/mail';
import { queueMail } from '../../kernel/outbox';
import { requireOpen } from '../engagement/engagement-store';
import type { AuditChecklistItem } from '../entities/checklist';
import { addTask, peopleOf } from '../responses/response-store';
import {
  CHECKLIST_PATH,
  checklistView,
  openChecklist,
  requireManager,
  requireVersion,
  staleChecklist,
} from './checklist-store';

/**
 * Sends a Draft checklist to its auditees (spec §2 audit-checklist/{id}/send; its lead, performers
 * or an administrator, on the version read, while the audit is open): in one transaction the
 * checklist moves to Sent, each auditee gets a my-task item (role `owner`, kind `checklist`, with
 * their running count) and a mail through the outbox linking to the checklist. Sent twice: 422.
 */
export const sendChecklist = async (ctx: Ctx, raw: TSendChecklistRequest): Promise<TChecklist> => {
  const input = ZSendChecklistRequestSchema.parse(raw);
  const access = await openChecklist(ctx, input.id);
  requireManager(access);
  requireOpen(access.engagement);
  const before = access.checklist;
  requireVersion(before, input.version);
  const problem = checklistMoveProblem('send', before.status);
  if (problem) throw new AppError('UNPROCESSABLE', problem);
  const people = await peopleOf(before.companyId, before.auditeeIds);
  const now = ctx.now.toISOString();
  const after: AuditChecklistItem = {
    ...before,
    status: 'Sent',
    note: input.note,
    sentByName: ctx.actorName,
    sentAt: now,
    version: before.version + 1,
    updatedAt: now,
  };
  const url = appLink(CHECKLIST_PATH(before.checklistId));
  await writeChange(
    ctx,
    {
      companyId: before.companyId,
      entityType: 'audit-checklist',
      entityId: before.checklistId,
      action: 'send',
      summary: `Audit “${before.engagementTitle}”: checklist “${before.title}” sent to its auditees`,
      after: { auditeeIds: before.auditeeIds },
    },
    (tx) => [
      tx.auditChecklist
        .put(after)
        .where((a, op) => op.eq(a.version, before.version))
        .commit(),
      ...checklistTasks(tx, after, now),
      ...before.auditeeIds.flatMap((employeeId) => {
        const p = people.get(employeeId);
        if (!p?.email) return [];
        return [
          queueMail(tx, ctx, {
            companyId: before.companyId,
            kind: 'message',
            to: p.email,
            subject: `Audit checklist to answer: ${before.title}`,
            content: {
              paragraphs: [
                `Hello ${p.name},`,
                `${ctx.actorName} asks you to answer the checklist “${before.title}” of the audit “${before.engagementTitle}”: ${before.items.length} items, each Yes, No or N/A with a comment.`,
                ...(input.note ? [input.note] : []),
                'It waits for you among your audit tasks in Stratum.',
              ],
              action: { label: 'Answer in Stratum', url },
            },
          }),
        ];
      }),
    ],
    staleChecklist(),
  );
  return checklistView(ctx, after, access);
};

/** Each auditee's my-task item for a checklist waiting on them, with their count. */
export const checklistTasks = (
  tx: Parameters<typeof addTask>[0],
  c: AuditChecklistItem,
  since: string,
): ReturnType<typeof addTask> =>
  c.auditeeIds.flatMap((employeeId) =>
    addTask(tx, {
      companyId: c.companyId,
      employeeId,
      role: 'owner',
      kind: 'checklist',
      artefactId: c.checklistId,
      engagementId: c.engagementId,
      engagementTitle: c.engagementTitle,
      artefactTitle: c.title,
      since,
    }),
  );
