import { describe, expect, it } from 'vitest';
import { ORG_CELL_THRESHOLD, orgHeatMap, type OrgAnswer } from './survey';

const answer = (unitId: string, values: Record<string, number>): OrgAnswer => ({
  unitId,
  scores: Object.entries(values).map(([questionId, value]) => ({ questionId, value })),
});
const many = (n: number, unitId: string, values: Record<string, number>) =>
  Array.from({ length: n }, () => answer(unitId, values));

const COMPETENCIES = [
  { competencyId: 'c1', questionIds: ['q1', 'q2'] },
  { competencyId: 'c2', questionIds: ['q3'] },
];

describe('orgHeatMap (threshold 5 per cell; below it withheld, never merged)', () => {
  it('uses 5 as the threshold', () => expect(ORG_CELL_THRESHOLD).toBe(5));

  it.each<[string, number, boolean]>([
    ['no answers', 0, true],
    ['one answer', 1, true],
    ['four answers', 4, true],
    ['five answers', 5, false],
    ['six answers', 6, false],
  ])('%s in a unit: withheld %s', (_what, n, withheld) => {
    const cells = orgHeatMap(['u1'], COMPETENCIES, many(n, 'u1', { q1: 4, q2: 2, q3: 5 }));
    expect(cells.map((c) => [c.competencyId, c.count, c.withheld])).toEqual([
      ['c1', n, withheld],
      ['c2', n, withheld],
    ]);
    for (const c of cells) expect(c.average === null).toBe(withheld);
  });

  it('averages every score of a cell’s questions, to two places', () => {
    const answers = [...many(4, 'u1', { q1: 4, q2: 2, q3: 5 }), answer('u1', { q1: 1, q2: 1, q3: 2 })];
    const [c1, c2] = orgHeatMap(['u1'], COMPETENCIES, answers);
    expect(c1).toEqual({ unitId: 'u1', competencyId: 'c1', count: 5, average: 2.6, withheld: false });
    expect(c2).toEqual({ unitId: 'u1', competencyId: 'c2', count: 5, average: 4.4, withheld: false });
  });

  it('keeps a small unit out and does not fold its answers into another', () => {
    const answers = [
      ...many(5, 'big', { q1: 5, q2: 5, q3: 5 }),
      ...many(2, 'small', { q1: 1, q2: 1, q3: 1 }),
    ];
    const cells = orgHeatMap(['big', 'small'], COMPETENCIES, answers);
    expect(cells.filter((c) => c.unitId === 'big').map((c) => [c.count, c.average])).toEqual([
      [5, 5],
      [5, 5],
    ]);
    expect(cells.filter((c) => c.unitId === 'small').map((c) => [c.count, c.average, c.withheld])).toEqual([
      [2, null, true],
      [2, null, true],
    ]);
  });

  it('counts per cell: an answer that rated none of a competency’s questions does not count there', () => {
    const answers = [...many(5, 'u1', { q1: 3, q2: 3 }), ...many(5, 'u1', { q1: 4, q2: 4, q3: 2 })];
    const [c1, c2] = orgHeatMap(['u1'], COMPETENCIES, answers);
    expect([c1!.count, c1!.average, c2!.count, c2!.average]).toEqual([10, 3.5, 5, 2]);
  });

  it('takes a lower threshold when asked', () => {
    expect(orgHeatMap(['u1'], COMPETENCIES, many(2, 'u1', { q1: 2, q2: 2, q3: 2 }), 2)[0]!.withheld).toBe(
      false,
    );
  });
});
