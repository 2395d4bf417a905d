import {
  ZAnswerChecklistRequestSchema,
  type TAnswerChecklistRequest,
  type TChecklist,
} from '@stratum/contracts';
import {
  checklistAnswerProblems,
  checklistCompleteProblem,
  checklistMoveProblem,
  mergeChecklistAnswers,
} from '@stratum/rules';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import type { AuditChecklistItem } from '../entities/checklist';
import { removeTasks } from '../responses/response-store';
import {
  checklistView,
  itemsOf,
  openChecklist,
  requireAuditee,
  requireVersion,
  staleChecklist,
  storedItems,
} from './checklist-store';

const answerOrComplete = async (ctx: Ctx, raw: TAnswerChecklistRequest, complete: boolean) => {
  const input = ZAnswerChecklistRequestSchema.parse(raw);
  const access = await openChecklist(ctx, input.id);
  requireAuditee(access);
  const before = access.checklist;
  requireVersion(before, input.version);
  const moveProblem = checklistMoveProblem(complete ? 'complete' : 'answer', before.status);
  if (moveProblem) throw new AppError('UNPROCESSABLE', moveProblem);
  const problems = checklistAnswerProblems(
    before.items.map((i) => i.id),
    input.answers,
  );
  if (problems.length) throw new AppError('UNPROCESSABLE', problems.join('; '));
  const now = ctx.now.toISOString();
  const items = mergeChecklistAnswers(itemsOf(before), input.answers, { name: ctx.actorName, at: now });
  if (complete) {
    const open = checklistCompleteProblem(items);
    if (open) throw new AppError('UNPROCESSABLE', open);
  }
  const after: AuditChecklistItem = {
    ...before,
    items: storedItems(items),
    ...(complete ? { status: 'Completed' as const, completedByName: ctx.actorName, completedAt: now } : {}),
    version: before.version + 1,
    updatedAt: now,
  };
  const tasks = complete ? await removeTasks(before.companyId, before.checklistId, 'checklist') : () => [];
  await writeChange(
    ctx,
    {
      companyId: before.companyId,
      entityType: 'audit-checklist',
      entityId: before.checklistId,
      action: complete ? 'complete' : 'answer',
      summary: `Audit “${before.engagementTitle}”: checklist “${before.title}” ${complete ? 'completed' : 'answered'} by ${ctx.actorName}`,
      after: { answers: input.answers.length },
    },
    (tx) => [
      tx.auditChecklist
        .put(after)
        .where((a, op) => op.eq(a.version, before.version))
        .commit(),
      ...tasks(tx),
    ],
    staleChecklist(),
  );
  return checklistView(ctx, after, access);
};

/** Saves a named auditee's answers to a Sent checklist (on the version read), without completing it. */
export const answerChecklist = (ctx: Ctx, raw: TAnswerChecklistRequest): Promise<TChecklist> =>
  answerOrComplete(ctx, raw, false);

/**
 * Saves a named auditee's answers and completes the checklist: every item must carry an answer
 * (422 naming those still open). The auditees' my-task items go in the same transaction.
 */
export const completeChecklist = (ctx: Ctx, raw: TAnswerChecklistRequest): Promise<TChecklist> =>
  answerOrComplete(ctx, raw, true);
