import { describe, expect, it } from 'vitest';
import {
  auditSurveyAverage,
  questionAverages,
  resendTargets,
  scoreTotals,
  surveyAnswerProblems,
  surveySendProblem,
  twoDecimals,
  yearSurveyAverage,
} from './audit-survey';

const Q = ['q1', 'q2', 'q3'];

describe('surveyAnswerProblems', () => {
  it.each([
    ['every question scored once', [1, 5, 3].map((score, i) => ({ questionId: Q[i]!, score })), []],
    [
      'a question left out',
      [
        { questionId: 'q1', score: 4 },
        { questionId: 'q2', score: 4 },
      ],
      ['Please score every question: 1 is still open.'],
    ],
    ['nothing scored', [], ['Please score every question: 3 are still open.']],
    [
      'a question twice',
      [
        { questionId: 'q1', score: 4 },
        { questionId: 'q1', score: 2 },
        { questionId: 'q2', score: 4 },
        { questionId: 'q3', score: 4 },
      ],
      ['answers.1: this question is answered twice'],
    ],
    [
      'a question of another survey',
      [
        { questionId: 'q1', score: 4 },
        { questionId: 'q2', score: 4 },
        { questionId: 'q3', score: 4 },
        { questionId: 'other', score: 4 },
      ],
      ['answers.3.questionId: no such question in this survey'],
    ],
    [
      'scores off the scale',
      [
        { questionId: 'q1', score: 0 },
        { questionId: 'q2', score: 6 },
        { questionId: 'q3', score: 2.5 },
      ],
      [
        'answers.0.score: score must be from 1 to 5',
        'answers.1.score: score must be from 1 to 5',
        'answers.2.score: score must be from 1 to 5',
      ],
    ],
  ])('%s', (_, answers, problems) => {
    expect(surveyAnswerProblems(Q, answers)).toEqual(problems);
  });
});

describe('averages', () => {
  const a = {
    answers: [
      { questionId: 'q1', score: 5 },
      { questionId: 'q2', score: 4 },
    ],
  };
  const b = {
    answers: [
      { questionId: 'q1', score: 2 },
      { questionId: 'q2', score: 2 },
    ],
  };
  const none = { answers: [] };

  it('sums a contact’s scores', () => {
    expect(scoreTotals(a.answers)).toEqual({ sum: 9, count: 2 });
  });

  it.each([
    ['no contact', [], null],
    ['contacts who have not answered', [none, none], null],
    ['one contact', [a], 4.5],
    ['every score weighs the same', [a, b, none], 13 / 4],
  ])('an audit’s average with %s', (_, contacts, average) => {
    expect(auditSurveyAverage(contacts)).toBe(average);
  });

  it('per question, only those who answered', () => {
    expect(questionAverages(['q1', 'q2', 'q3'], [a, b, none])).toEqual([
      { questionId: 'q1', average: 3.5 },
      { questionId: 'q2', average: 3 },
      { questionId: 'q3', average: null },
    ]);
  });

  it.each([
    ['no audit', [], null],
    ['audits none answered', [{ average: null }], null],
    [
      'every audit weighs the same, unanswered ones left out',
      [{ average: 4.5 }, { average: 3 }, { average: null }],
      3.75,
    ],
    ['exact averages, rounded only when shown', [{ average: 10 / 3 }, { average: 4 }], (10 / 3 + 4) / 2],
  ])('a year’s average with %s', (_, audits, average) => {
    expect(yearSurveyAverage(audits)).toBe(average);
  });

  it.each([
    [11 / 3, 3.67],
    [3.125, 3.13],
    [4, 4],
  ])('%s is shown as %s', (n, shown) => {
    expect(twoDecimals(n)).toBe(shown);
  });
});

describe('sending', () => {
  it('needs a final report in force', () => {
    expect(surveySendProblem({ finalReportInForce: true })).toBeNull();
    expect(surveySendProblem({ finalReportInForce: false })).toMatch(/after the final report/);
  });

  it('resends only to those who have not answered', () => {
    const contacts = [
      { id: 'a', state: 'Sent' },
      { id: 'b', state: 'Answered' },
      { id: 'c', state: 'Sent' },
    ];
    expect(resendTargets(contacts).map((c) => c.id)).toEqual(['a', 'c']);
  });
});
