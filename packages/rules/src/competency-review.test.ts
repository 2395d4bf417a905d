import { describe, expect, it } from 'vitest';
import {
  blendAssessmentScore,
  competencyScore,
  contributionWeight,
  normalisePoint,
} from './competency-review';

const FIVE = [1, 2, 3, 4, 5];
const FOUR = [0, 1, 2, 3];

describe('normalisePoint: a scale point onto ratings 1..5', () => {
  it.each([
    [1, FIVE, 1],
    [3, FIVE, 3],
    [5, FIVE, 5],
    [0, FOUR, 1],
    [3, FOUR, 5],
    [1, FOUR, 1 + 4 / 3],
    [10, [0, 10], 5],
    [0, [10, 0], 1],
    [6, FIVE, null],
    [2.5, FIVE, null],
    [1, [1], null],
    [1, [1, 1], null],
    [Number.NaN, FIVE, null],
    [1, [], null],
  ])('%s on %j → %s', (value, scale, expected) => {
    const got = normalisePoint(value, scale);
    if (expected === null) expect(got).toBeNull();
    else expect(got).toBeCloseTo(expected, 10);
  });
});

describe('competencyScore', () => {
  it.each([
    { name: 'nothing answered', answers: [], score: null },
    { name: 'one answer at the top', answers: [{ competencyId: 'a', value: 5, scale: FIVE }], score: 5 },
    {
      name: 'mean of a competency’s questions',
      answers: [
        { competencyId: 'a', value: 4, scale: FIVE },
        { competencyId: 'a', value: 3, scale: FIVE },
      ],
      score: 3.5,
    },
    {
      name: 'each competency counts once, whatever its number of questions',
      answers: [
        { competencyId: 'a', value: 5, scale: FIVE },
        { competencyId: 'a', value: 5, scale: FIVE },
        { competencyId: 'a', value: 5, scale: FIVE },
        { competencyId: 'b', value: 1, scale: FIVE },
      ],
      score: 3,
    },
    {
      name: 'answers on different scales meet on 1..5',
      answers: [
        { competencyId: 'a', value: 3, scale: FOUR },
        { competencyId: 'b', value: 1, scale: FIVE },
      ],
      score: 3,
    },
    {
      name: 'an answer off its scale is left out',
      answers: [
        { competencyId: 'a', value: 9, scale: FIVE },
        { competencyId: 'a', value: 2, scale: FIVE },
      ],
      score: 2,
    },
    { name: 'only answers off scale', answers: [{ competencyId: 'a', value: 9, scale: FIVE }], score: null },
    {
      name: 'rounded half up to two decimals',
      answers: [{ competencyId: 'a', value: 1, scale: FOUR }],
      score: 2.33,
    },
  ])('$name → $score', ({ answers, score }) => {
    expect(competencyScore(answers).score).toBe(score);
  });

  it('lists each competency with its score and answers', () => {
    expect(
      competencyScore([
        { competencyId: 'b', value: 2, scale: FIVE },
        { competencyId: 'a', value: 4, scale: FIVE },
        { competencyId: 'a', value: 5, scale: FIVE },
      ]).competencies,
    ).toEqual([
      { competencyId: 'a', score: 4.5, answered: 2 },
      { competencyId: 'b', score: 2, answered: 1 },
    ]);
  });
});

describe('contributionWeight', () => {
  it.each([
    [undefined, 0],
    [null, 0],
    [0, 0],
    [25, 25],
    [100, 100],
    [140, 100],
    [-5, 0],
    [12.6, 13],
    [Number.NaN, 0],
  ])('%s → %s', (w, expected) => expect(contributionWeight(w)).toBe(expected));
});

describe('blendAssessmentScore', () => {
  it.each([
    {
      name: 'weight 0: exactly the scorecard total',
      total: 3.456,
      comp: 5,
      w: 0,
      final: 3.456,
      blended: false,
    },
    { name: 'weight unset', total: 3.456, comp: 5, w: undefined, final: 3.456, blended: false },
    { name: 'no competency score yet', total: 3.2, comp: null, w: 30, final: 3.2, blended: false },
    { name: '20% of 5 into 3', total: 3, comp: 5, w: 20, final: 3.4, blended: true },
    { name: '50/50', total: 2, comp: 4, w: 50, final: 3, blended: true },
    { name: 'weight 100: the competency score', total: 2, comp: 4.5, w: 100, final: 4.5, blended: true },
    { name: 'rounded to two decimals', total: 3.33, comp: 4.17, w: 15, final: 3.46, blended: true },
    { name: 'a weight past 100 counts as 100', total: 2, comp: 4, w: 250, final: 4, blended: true },
    { name: 'a negative weight counts as 0', total: 2, comp: 4, w: -10, final: 2, blended: false },
  ])('$name', ({ total, comp, w, final, blended }) => {
    expect(blendAssessmentScore(total, comp, w)).toEqual({ finalScore: final, blended });
  });

  it('changing the weight moves only a blended score', () => {
    const at = (w: number) => [blendAssessmentScore(3, 5, w), blendAssessmentScore(3, null, w)];
    const [withScore10, without10] = at(10);
    const [withScore40, without40] = at(40);
    expect(withScore10!.finalScore).toBe(3.2);
    expect(withScore40!.finalScore).toBe(3.8);
    expect(without10).toEqual(without40);
  });
});
