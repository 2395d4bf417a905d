import { describe, expect, it } from 'vitest';
import {
  checklistAnswerProblems,
  checklistCompleteProblem,
  checklistMoveProblem,
  mergeChecklistAnswers,
  unansweredItems,
} from './audit-checklist';

const items = [
  { id: 'a', text: 'Cash counted daily', answer: null },
  { id: 'b', text: 'Safe locked', answer: 'Yes' },
  { id: 'c', text: 'Keys logged', answer: null },
];

describe('checklistMoveProblem', () => {
  it.each([
    ['edit', 'Draft', false, null],
    ['edit', 'Sent', false, 'This checklist is sent: only a draft can be changed.'],
    ['delete', 'Completed', false, 'This checklist is completed: only a draft can be deleted.'],
    ['send', 'Draft', false, null],
    ['send', 'Sent', false, 'This checklist is sent: only a draft can be sent.'],
    ['answer', 'Sent', false, null],
    ['answer', 'Draft', false, 'This checklist is a draft: only a sent checklist can be answered.'],
    ['complete', 'Completed', false, 'This checklist is completed: only a sent checklist can be answered.'],
    ['return', 'Completed', false, null],
    ['return', 'Completed', true, 'This checklist was given back once already.'],
    ['return', 'Sent', false, 'This checklist is sent: only a completed checklist can be given back.'],
  ] as const)('%s on %s (returned %s)', (move, status, returned, expected) => {
    expect(checklistMoveProblem(move, status, returned)).toBe(expected);
  });
});

describe('checklistAnswerProblems', () => {
  it.each([
    ['known items once', [{ itemId: 'a' }, { itemId: 'b' }], []],
    ['none', [], []],
    ['an unknown item', [{ itemId: 'x' }], ['answers[0]: no such item in this checklist']],
    ['an item twice', [{ itemId: 'a' }, { itemId: 'a' }], ['answers[1]: this item is answered twice']],
  ])('%s', (_, answers, expected) => {
    expect(checklistAnswerProblems(['a', 'b', 'c'], answers)).toEqual(expected);
  });
});

describe('mergeChecklistAnswers', () => {
  const by = { name: 'Ann', at: '2026-11-29T10:00:00.000Z' };
  it('answers the named items, records who, and leaves the rest', () => {
    const out = mergeChecklistAnswers(items, [{ itemId: 'a', answer: 'No', comment: 'Twice a week' }], by);
    expect(out[0]).toMatchObject({ answer: 'No', comment: 'Twice a week', answeredBy: 'Ann' });
    expect(out[1]).toMatchObject({ answer: 'Yes', comment: '', answeredBy: null });
    expect(out[2]).toMatchObject({ answer: null, answeredBy: null });
  });
  it('keeps who answered when the same answer is sent again', () => {
    const before = [
      { ...items[1]!, comment: 'ok', answeredBy: 'Bob', answeredAt: '2026-11-01T00:00:00.000Z' },
    ];
    const out = mergeChecklistAnswers(before, [{ itemId: 'b', answer: 'Yes', comment: 'ok' }], by);
    expect(out[0]).toMatchObject({ answeredBy: 'Bob', answeredAt: '2026-11-01T00:00:00.000Z' });
  });
  it('clears who answered when the answer is taken away', () => {
    const out = mergeChecklistAnswers(items, [{ itemId: 'b', answer: null, comment: '' }], by);
    expect(out[1]).toMatchObject({ answer: null, answeredBy: null, answeredAt: null });
  });
});

describe('checklistCompleteProblem', () => {
  it('allows a checklist with every item answered', () => {
    expect(checklistCompleteProblem(items.map((i) => ({ ...i, answer: 'N/A' })))).toBeNull();
  });
  it('names the items still open', () => {
    expect(unansweredItems(items).map((i) => i.id)).toEqual(['a', 'c']);
    expect(checklistCompleteProblem(items)).toBe(
      'Answer every item before completing: 2 are still open: “Cash counted daily”, “Keys logged”.',
    );
  });
  it('names five and counts the rest', () => {
    const many = Array.from({ length: 7 }, (_, i) => ({ id: `i${i}`, text: `Item ${i}`, answer: null }));
    expect(checklistCompleteProblem(many)).toBe(
      'Answer every item before completing: 7 are still open: “Item 0”, “Item 1”, “Item 2”, “Item 3”, “Item 4” and 2 more.',
    );
  });
});
