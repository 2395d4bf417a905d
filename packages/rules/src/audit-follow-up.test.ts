import { describe, expect, it } from 'vitest';
import {
  followUpReportBlockers,
  retestActionMove,
  retestRemovalProblem,
  retestSummary,
} from './audit-follow-up';

describe('retestRemovalProblem: which retests may leave the work plan', () => {
  it('lets a draft nobody decided on go', () => {
    expect(retestRemovalProblem('A', { status: 'Draft', changedAfterApproval: false })).toBeNull();
  });

  it.each([
    ['Sent', false, /with its reviewers/],
    ['Approved', false, /signed off/],
    ['Not Approved', false, /signed off/],
    ['Draft', true, /signed off/],
  ] as const)('keeps a retest that is %s (changed after approval: %s)', (status, changed, reason) => {
    expect(retestRemovalProblem('Fix access', { status, changedAfterApproval: changed })).toMatch(reason);
  });
});

describe('followUpReportBlockers: when the follow-up report may be made', () => {
  const approved = { title: 'A', status: 'Approved', result: 'Implemented' } as const;

  it('may be made when every retest has a result and is approved', () => {
    expect(
      followUpReportBlockers({
        retests: [approved, { title: 'B', status: 'Approved', result: 'Not implemented' }],
      }),
    ).toEqual([]);
  });

  it('refuses with nothing retested', () => {
    expect(followUpReportBlockers({ retests: [] })).toEqual([
      'Choose at least one management action to retest first.',
    ]);
  });

  it.each(['Draft', 'Sent', 'Not Approved'] as const)('refuses while a retest is %s, naming it', (status) => {
    const reasons = followUpReportBlockers({
      retests: [approved, { title: 'B', status, result: 'Partly implemented' }],
    });
    expect(reasons).toEqual([`Every retest must be approved: “B” is ${status}.`]);
  });

  it('names every retest without a result and every one not approved, at once', () => {
    const reasons = followUpReportBlockers({
      retests: [
        { title: 'A', status: 'Draft', result: null },
        { title: 'B', status: 'Sent', result: null },
      ],
    });
    expect(reasons).toEqual([
      'Every retest needs a result: “A”, “B”.',
      'Every retest must be approved: “A” is Draft; “B” is Sent.',
    ]);
  });
});

describe('retestSummary', () => {
  it('counts each result once and leaves out retests without one', () => {
    expect(
      retestSummary(['Implemented', 'Implemented', 'Partly implemented', 'Not implemented', null]),
    ).toEqual({ implemented: 2, partly: 1, notImplemented: 1 });
  });
});

describe('retestActionMove: what an approved retest does to its action', () => {
  it.each([
    ['Open', 'Implemented', { to: 'Implemented', reopened: false }],
    ['In progress', 'Implemented', { to: 'Implemented', reopened: false }],
    ['Implemented', 'Implemented', null],
    ['Closed', 'Implemented', null],
    ['Open', 'Partly implemented', { to: 'In progress', reopened: false }],
    ['In progress', 'Partly implemented', { to: 'In progress', reopened: false }],
    ['Implemented', 'Partly implemented', { to: 'In progress', reopened: true }],
    ['Closed', 'Partly implemented', { to: 'In progress', reopened: true }],
    ['Open', 'Not implemented', { to: 'Open', reopened: false }],
    ['In progress', 'Not implemented', { to: 'In progress', reopened: false }],
    ['Implemented', 'Not implemented', { to: 'In progress', reopened: true }],
    ['Closed', 'Not implemented', { to: 'In progress', reopened: true }],
  ] as const)('moves an action %s retested %s to %j', (from, result, move) => {
    expect(retestActionMove(from, result)).toEqual(move);
  });
});
