/**
 * The audit checklist's rules (docs/audit.md "Audit checklist"): which answers a change may carry,
 * what keeps a checklist from being completed, and which moves its status allows.
 */

export type ChecklistStatus = 'Draft' | 'Sent' | 'Completed';
export type ChecklistMove = 'edit' | 'delete' | 'send' | 'answer' | 'complete' | 'return';

export interface ChecklistItemState {
  id: string;
  text: string;
  answer: string | null;
}

/** The status a move needs, with its refusal: null when the move is allowed. */
export const checklistMoveProblem = (
  move: ChecklistMove,
  status: ChecklistStatus,
  returned = false,
): string | null => {
  const need: Record<ChecklistMove, ChecklistStatus> = {
    edit: 'Draft',
    delete: 'Draft',
    send: 'Draft',
    answer: 'Sent',
    complete: 'Sent',
    return: 'Completed',
  };
  if (status !== need[move]) {
    const now = `This checklist is ${status === 'Draft' ? 'a draft' : status.toLowerCase()}`;
    if (need[move] === 'Draft')
      return `${now}: only a draft can be ${move === 'send' ? 'sent' : move === 'delete' ? 'deleted' : 'changed'}.`;
    if (need[move] === 'Sent') return `${now}: only a sent checklist can be answered.`;
    return `${now}: only a completed checklist can be given back.`;
  }
  if (move === 'return' && returned) return 'This checklist was given back once already.';
  return null;
};

/**
 * What is wrong with a set of answers to a checklist's items: an item it does not hold, or an
 * item answered twice. Every problem at once, in the order found.
 */
export const checklistAnswerProblems = (
  itemIds: readonly string[],
  answers: readonly { itemId: string }[],
): string[] => {
  const known = new Set(itemIds);
  const seen = new Set<string>();
  const problems: string[] = [];
  answers.forEach((a, i) => {
    if (!known.has(a.itemId)) problems.push(`answers[${i}]: no such item in this checklist`);
    else if (seen.has(a.itemId)) problems.push(`answers[${i}]: this item is answered twice`);
    seen.add(a.itemId);
  });
  return problems;
};

/** The items' answers after a change: an item named in `answers` takes its answer, the rest stay. */
export const mergeChecklistAnswers = <T extends ChecklistItemState>(
  items: readonly T[],
  answers: readonly { itemId: string; answer: string | null; comment: string }[],
  by: { name: string; at: string },
): (T & { comment: string; answeredBy: string | null; answeredAt: string | null })[] => {
  const byId = new Map(answers.map((a) => [a.itemId, a]));
  return items.map((item) => {
    const a = byId.get(item.id);
    const was = item as T & { comment?: string; answeredBy?: string | null; answeredAt?: string | null };
    if (!a)
      return {
        ...item,
        comment: was.comment ?? '',
        answeredBy: was.answeredBy ?? null,
        answeredAt: was.answeredAt ?? null,
      };
    const changed = a.answer !== item.answer || a.comment !== (was.comment ?? '');
    return {
      ...item,
      answer: a.answer,
      comment: a.comment,
      answeredBy: changed ? (a.answer === null ? null : by.name) : (was.answeredBy ?? null),
      answeredAt: changed ? (a.answer === null ? null : by.at) : (was.answeredAt ?? null),
    };
  });
};

/** The items still without an answer: a checklist completes only when this is empty. */
export const unansweredItems = (items: readonly ChecklistItemState[]): ChecklistItemState[] =>
  items.filter((i) => i.answer === null);

/** The refusal of a completion with items open, naming them (at most five, then how many more). */
export const checklistCompleteProblem = (items: readonly ChecklistItemState[]): string | null => {
  const open = unansweredItems(items);
  if (open.length === 0) return null;
  const named = open.slice(0, 5).map((i) => `“${i.text}”`);
  const more = open.length > 5 ? ` and ${open.length - 5} more` : '';
  return `Answer every item before completing: ${open.length} ${open.length === 1 ? 'is' : 'are'} still open: ${named.join(', ')}${more}.`;
};
