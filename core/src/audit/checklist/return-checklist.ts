import {
  ZReturnChecklistRequestSchema,
  type TChecklist,
  type TReturnChecklistRequest,
} from '@stratum/contracts';
import { checklistMoveProblem } from '@stratum/rules';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { appLink } from '../../kernel/mail';
import { queueMail } from '../../kernel/outbox';
import type { AuditChecklistItem } from '../entities/checklist';
import { peopleOf } from '../responses/response-store';
import {
  CHECKLIST_PATH,
  checklistView,
  openChecklist,
  requireManager,
  requireVersion,
  staleChecklist,
} from './checklist-store';
import { checklistTasks } from './send-checklist';

/**
 * Gives a completed checklist back to its auditees once, with a note (its lead, performers or an
 * administrator, on the version read): Completed → Sent, their answers kept, each auditee's
 * my-task item back and a mail with the note, in one transaction. A second return is a 422.
 */
export const returnChecklist = async (ctx: Ctx, raw: TReturnChecklistRequest): Promise<TChecklist> => {
  const input = ZReturnChecklistRequestSchema.parse(raw);
  const access = await openChecklist(ctx, input.id);
  requireManager(access);
  const before = access.checklist;
  requireVersion(before, input.version);
  const problem = checklistMoveProblem('return', before.status, Boolean(before.returnedAt));
  if (problem) throw new AppError('UNPROCESSABLE', problem);
  const people = await peopleOf(before.companyId, before.auditeeIds);
  const now = ctx.now.toISOString();
  const { completedByName: _by, completedAt: _at, ...rest } = before;
  const after: AuditChecklistItem = {
    ...rest,
    status: 'Sent',
    returnNote: input.note,
    returnedAt: now,
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
      action: 'return',
      summary: `Audit “${before.engagementTitle}”: checklist “${before.title}” given back to its auditees`,
      after: { note: input.note },
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
            subject: `Audit checklist given back: ${before.title}`,
            content: {
              paragraphs: [
                `Hello ${p.name},`,
                `${ctx.actorName} gives the checklist “${before.title}” of the audit “${before.engagementTitle}” back to you.`,
                input.note,
                'Your answers are kept: change what is asked and complete it again.',
              ],
              action: { label: 'Open in Stratum', url },
            },
          }),
        ];
      }),
    ],
    staleChecklist(),
  );
  return checklistView(ctx, after, access);
};
