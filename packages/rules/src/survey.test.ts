import { describe, expect, it } from 'vitest';
import {
  overallScore,
  raterGroupShown,
  reportReadyForSubject,
  surveyStatus,
  type RaterGroup,
  type SurveyStatus,
} from './survey';

describe('surveyStatus (spec §3, §4: computed on the server from the dates)', () => {
  it.each([
    ['2026-03-01', '2026-03-31', '2026-02-28T23:59:59Z', 'Not Open'],
    ['2026-03-01', '2026-03-31', '2026-03-01T00:00:00Z', 'Open'],
    ['2026-03-01', '2026-03-31', '2026-03-15T12:00:00Z', 'Open'],
    ['2026-03-01', '2026-03-31', '2026-03-31T23:59:59Z', 'Open'],
    ['2026-03-01', '2026-03-31', '2026-04-01T00:00:00Z', 'Closed'],
    ['2026-03-01', '2026-03-01', '2026-03-01T08:00:00Z', 'Open'],
    ['2026-03-01', '2026-03-01', '2026-03-02T08:00:00Z', 'Closed'],
    ['2026-03-01', '2026-03-31', '2026-03-15', 'Open'],
  ])('%s … %s on %s is %s', (start, end, today, status) => {
    expect(surveyStatus(start, end, new Date(today))).toBe(status);
  });
});

describe('raterGroupShown (anonymity threshold 3; self and manager exempt)', () => {
  it.each<[RaterGroup, number, boolean]>([
    ['self', 0, false],
    ['self', 1, true],
    ['manager', 1, true],
    ['peer', 0, false],
    ['peer', 1, false],
    ['peer', 2, false],
    ['peer', 3, true],
    ['peer', 7, true],
    ['direct-report', 2, false],
    ['direct-report', 3, true],
    ['outside', 1, false],
    ['outside', 2, false],
    ['outside', 3, true],
  ])('%s with %i answered: shown %s', (group, answered, shown) => {
    expect(raterGroupShown(group, answered)).toBe(shown);
  });

  it('takes another threshold where one is set', () => {
    expect(raterGroupShown('peer', 4, 5)).toBe(false);
    expect(raterGroupShown('peer', 5, 5)).toBe(true);
  });
});

describe('reportReadyForSubject (My 360 feedback lists a survey when its report can say something)', () => {
  it.each<[SurveyStatus, number, boolean]>([
    ['Not Open', 0, false],
    ['Open', 0, false],
    ['Open', 2, false],
    ['Open', 3, true],
    ['Closed', 0, false],
    ['Closed', 1, true],
    ['Closed', 7, true],
  ])('%s with %i answered → %s', (status, answered, listed) => {
    expect(reportReadyForSubject(status, answered)).toBe(listed);
  });
});

describe('overallScore (the reviews report: shown groups only, self left out, never a group below 3)', () => {
  const a = (group: RaterGroup, ...values: number[]) => ({ group, values });
  it.each<[string, ReturnType<typeof a>[], number | null, RaterGroup[]]>([
    ['no answers', [], null, []],
    ['self alone is not an overall view', [a('self', 5, 5)], null, []],
    ['the manager alone (exempt)', [a('self', 1), a('manager', 4, 2)], 3, ['manager']],
    ['two peers are left out, not merged', [a('manager', 4), a('peer', 1), a('peer', 1)], 4, ['manager']],
    [
      'three peers join the manager',
      [a('manager', 4), a('peer', 1), a('peer', 2), a('peer', 3)],
      2.5,
      ['manager', 'peer'],
    ],
    ['two outside reviewers only: nothing to show', [a('outside', 5), a('outside', 3)], null, []],
    [
      'every score counts once, to two places',
      [a('direct-report', 3, 4), a('direct-report', 4, 4), a('direct-report', 5, 5), a('outside', 1)],
      4.17,
      ['direct-report'],
    ],
  ])('%s', (_, answers, average, groups) => {
    expect(overallScore(answers)).toEqual({ average, groups });
  });

  it('takes another threshold where one is set', () => {
    const peers = [a('peer', 2), a('peer', 4), a('peer', 3)];
    expect(overallScore(peers, 4)).toEqual({ average: null, groups: [] });
    expect(overallScore(peers, 3)).toEqual({ average: 3, groups: ['peer'] });
  });
});
