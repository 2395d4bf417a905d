import { describe, expect, it } from 'vitest';
import { scorecardGaps, scorecardQaMove, type ScorecardQaState } from './scorecard-qa';

const actor = { me: 'ann', isLast: false, nextId: 'ben', agreed: true };
const notStarted: ScorecardQaState = { status: 'Not Started', checked: false, holderId: null };

describe('scorecard QA moves', () => {
  it('adds an agreed scorecard to review, held by the caller, and refuses one not agreed or already in review', () => {
    expect(scorecardQaMove(notStarted, 'add', actor)).toEqual({
      ok: true,
      next: { status: 'In Review', checked: false, holderId: 'ann' },
      handedOn: false,
    });
    expect(scorecardQaMove(notStarted, 'add', { ...actor, agreed: false })).toEqual({
      ok: false,
      why: 'Only an agreed scorecard can be taken into QA review.',
    });
    const inReview: ScorecardQaState = { status: 'In Review', checked: false, holderId: 'ann' };
    expect(scorecardQaMove(inReview, 'add', actor)).toEqual({
      ok: false,
      why: 'This scorecard is already In Review.',
    });
  });

  it('completes only a checked review held by the caller: a non-last reviewer hands it on unchecked, the last finishes it', () => {
    const unchecked: ScorecardQaState = { status: 'In Review', checked: false, holderId: 'ann' };
    expect(scorecardQaMove(unchecked, 'complete', actor)).toMatchObject({
      ok: false,
      why: /Check the scorecard/,
    });
    const checked = scorecardQaMove(unchecked, 'check', actor);
    expect(checked).toEqual({ ok: true, next: { ...unchecked, checked: true }, handedOn: false });
    const state = { ...unchecked, checked: true };
    expect(scorecardQaMove(state, 'complete', actor)).toEqual({
      ok: true,
      next: { status: 'In Review', checked: false, holderId: 'ben' },
      handedOn: true,
    });
    expect(scorecardQaMove(state, 'complete', { ...actor, isLast: true, nextId: null })).toEqual({
      ok: true,
      next: { status: 'Complete', checked: true, holderId: null },
      handedOn: false,
    });
    expect(scorecardQaMove(state, 'complete', { ...actor, me: 'ben' })).toEqual({
      ok: false,
      why: 'This review is with another member of the panel.',
    });
    expect(scorecardQaMove(state, 'check', { ...actor, me: 'ben' })).toMatchObject({ ok: false });
  });

  it('recalls only a completed review, into review with the caller', () => {
    const done: ScorecardQaState = { status: 'Complete', checked: true, holderId: null };
    expect(scorecardQaMove(done, 'recall', actor)).toEqual({
      ok: true,
      next: { status: 'In Review', checked: false, holderId: 'ann' },
      handedOn: false,
    });
    expect(scorecardQaMove(notStarted, 'recall', actor)).toEqual({
      ok: false,
      why: 'Only a completed review can be recalled (it is Not Started).',
    });
    expect(scorecardQaMove(done, 'check', actor)).toMatchObject({ ok: false });
  });
});

describe('scorecard completeness', () => {
  it('names each gap: no KPIs, weights not 100, KPIs without a target', () => {
    expect(scorecardGaps([])).toEqual(['it has no KPIs']);
    expect(
      scorecardGaps([
        { name: 'Calls', weight: 60, target: 100 },
        { name: 'Attitude', weight: 20, target: null, manualTarget: 'Good' },
        { name: 'Sales', weight: null, target: null },
      ]),
    ).toEqual(['the weights sum to 80, not 100', '1 KPI has no target (“Sales”)']);
    expect(
      scorecardGaps([
        { name: 'Calls', weight: 60, target: 100 },
        { name: 'Attitude', weight: 40, manualTarget: 'Good' },
      ]),
    ).toEqual([]);
  });
});
