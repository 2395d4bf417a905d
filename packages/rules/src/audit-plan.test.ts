import { describe, expect, it } from 'vitest';
import {
  auditPlanStatusText,
  auditRiskLevel,
  auditRiskRankKey,
  auditRiskScore,
  defaultQuarter,
  needsReason,
  placementProblems,
  rankByRisk,
  type PlacedEntry,
} from './audit-plan';

describe('a process’s risk score and rating', () => {
  it.each([
    [1, 1, 1, 'Low'],
    [2, 3, 6, 'Low'],
    [2, 4, 8, 'Medium'],
    [3, 4, 12, 'Medium'],
    [3, 5, 15, 'High'],
    [5, 5, 25, 'High'],
  ])('likelihood %i × impact %i = %i (%s)', (likelihood, impact, score, level) => {
    expect(auditRiskScore(likelihood, impact)).toBe(score);
    expect(auditRiskLevel(score)).toBe(level);
  });

  it.each([
    [0, 3],
    [6, 3],
    [2.5, 3],
    [3, 0],
  ])('refuses likelihood %s and impact %s', (likelihood, impact) => {
    expect(() => auditRiskScore(likelihood, impact)).toThrow(/whole number from 1 to 5/);
  });
});

describe('statusText (spec §3)', () => {
  it.each([
    ['active', 'Active'],
    ['inactive', 'Not Active'],
    ['', 'Not Active'],
  ])('%s → %s', (status, text) => expect(auditPlanStatusText(status)).toBe(text));
});

describe('ranking by risk', () => {
  it('puts the riskiest first, equal scores by name', () => {
    const ranked = rankByRisk([
      { id: 'a', name: 'Payroll', riskScore: 12 },
      { id: 'b', name: 'Treasury', riskScore: 20 },
      { id: 'c', name: 'Fleet', riskScore: 12 },
    ]);
    expect(ranked.map((r) => `${r.rank} ${r.name}`)).toEqual(['1 Treasury', '2 Fleet', '3 Payroll']);
  });

  it('orders a name before the longer names it starts, whatever the case', () => {
    const ranked = rankByRisk([
      { id: 'a', name: 'payroll review', riskScore: 12 },
      { id: 'b', name: 'Payroll', riskScore: 12 },
      { id: 'c', name: 'PAYROLL', riskScore: 12 },
    ]);
    expect(ranked.map((r) => r.id)).toEqual(['b', 'c', 'a']);
  });
});

describe('the stored rank key (the universe index sorts by it)', () => {
  const key = (riskScore: number, name: string, id: string) => auditRiskRankKey({ id, name, riskScore });

  it.each([
    [25, 'Treasury', '01A', '00#treasury                                #01a'],
    [20, 'Payroll', '01B', '05#payroll                                 #01b'],
    [9, 'IT access', '01C', '16#it access                               #01c'],
    [1, 'Fleet', '01D', '24#fleet                                   #01d'],
  ])('score %i, %s, %s → %s', (score, name, id, expected) => {
    expect(key(score, name, id)).toBe(expected);
  });

  it('keeps the first 40 characters of the name, spaces folded', () => {
    const long = key(10, `  A   very ${'long '.repeat(20)}`, 'X');
    expect(long).toBe(`15#${`a very ${'long '.repeat(20)}`.slice(0, 40)}#x`);
  });

  it.each([
    ['a higher score sorts first', key(20, 'Zebra', 'Z'), key(19, 'Alpha', 'A')],
    ['a score of 10 sorts before 9 (zero-padded)', key(10, 'B', 'B'), key(9, 'A', 'A')],
    ['equal scores by name', key(12, 'Fleet', 'Z'), key(12, 'Payroll', 'A')],
    ['a name before the longer name it starts', key(12, 'Pay', 'Z'), key(12, 'Pay roll', 'A')],
    ['equal scores and names by id', key(12, 'Fleet', '01A'), key(12, 'fleet', '01B')],
  ])('%s', (_what, first, second) => expect(first < second).toBe(true));

  it('sorts keys in the order rankByRisk ranks', () => {
    const items = [
      { id: '01H', name: 'Revenue', riskScore: 15 },
      { id: '01G', name: 'payroll', riskScore: 12 },
      { id: '01F', name: 'Payroll', riskScore: 12 },
      { id: '01E', name: 'Treasury', riskScore: 20 },
      { id: '01D', name: 'Fixed assets', riskScore: 6 },
    ];
    const byKey = [...items].sort((a, b) => (auditRiskRankKey(a) < auditRiskRankKey(b) ? -1 : 1));
    expect(byKey.map((i) => i.id)).toEqual(rankByRisk(items).map((i) => i.id));
  });

  it.each([[-1], [26], [2.5], [Number.NaN]])('refuses a score of %s', (score) => {
    expect(() => key(score, 'A', 'A')).toThrow(/riskScore must be a whole number/);
  });

  it.each([
    [1, 8, 1],
    [2, 8, 1],
    [3, 8, 2],
    [8, 8, 4],
    [1, 1, 4],
    [1, 3, 2],
  ])('rank %i of %i starts in quarter %i', (rank, count, quarter) =>
    expect(defaultQuarter(rank, count)).toBe(quarter),
  );
});

const e = (id: string, riskScore: number, quarter: number, reason = '', included = true): PlacedEntry => ({
  id,
  riskScore,
  quarter,
  included,
  reason,
});

describe('leaving out or placing against the rank needs a recorded reason', () => {
  it.each<[string, PlacedEntry[], string[]]>([
    ['in rank order: nothing to explain', [e('hi', 20, 1), e('mid', 12, 2), e('lo', 4, 3)], []],
    ['same quarter: nothing to explain', [e('hi', 20, 2), e('lo', 4, 2)], []],
    ['equal scores in any order', [e('x', 12, 4), e('y', 12, 1)], []],
    ['riskier later, no reason', [e('hi', 20, 3), e('lo', 4, 1)], ['hi against-rank-without-reason lo']],
    ['riskier later, it says why', [e('hi', 20, 3, 'system replaced in Q3'), e('lo', 4, 1)], []],
    ['riskier later, the other says why', [e('hi', 20, 3), e('lo', 4, 1, 'regulator asked')], []],
    ['left out, no reason', [e('hi', 20, 1), e('lo', 4, 1, '', false)], ['lo left-out-without-reason']],
    ['left out with a reason', [e('hi', 20, 1), e('lo', 4, 1, 'audited last year', false)], []],
    ['a left-out entity is not against anyone', [e('hi', 20, 4, 'outsourced', false), e('lo', 4, 1)], []],
    [
      'a blank reason is no reason',
      [e('hi', 20, 2, '   '), e('lo', 4, 1)],
      ['hi against-rank-without-reason lo'],
    ],
  ])('%s', (_, entries, expected) => {
    expect(
      placementProblems(entries).map((p) =>
        p.problem === 'against-rank-without-reason'
          ? `${p.id} ${p.problem} ${p.before}`
          : `${p.id} ${p.problem}`,
      ),
    ).toEqual(expected);
  });

  it.each<[string, PlacedEntry, PlacedEntry[], boolean]>([
    ['moved after a less risky one', e('hi', 20, 3), [e('lo', 4, 1)], true],
    ['moved before a riskier one', e('lo', 4, 1), [e('hi', 20, 3)], true],
    ['moved but still in order', e('hi', 20, 1), [e('lo', 4, 1)], false],
    ['the other already explains it', e('hi', 20, 3), [e('lo', 4, 1, 'regulator asked')], false],
    ['left out', e('hi', 20, 1, '', false), [], true],
    ['against a left-out one', e('hi', 20, 3), [e('lo', 4, 1, '', false)], false],
  ])('%s → needs a reason: %s', (_, entry, others, expected) => {
    expect(needsReason(entry, others)).toBe(expected);
  });
});
