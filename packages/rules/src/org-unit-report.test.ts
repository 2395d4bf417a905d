import { describe, expect, it } from 'vitest';
import { orgUnitReport, type OrgAnswer } from './survey';

const many = (n: number, unitId: string, value: number): OrgAnswer[] =>
  Array.from({ length: n }, () => ({ unitId, scores: [{ questionId: 'q1', value }] }));

const C = [{ competencyId: 'c1', questionIds: ['q1'] }];
const row = (unitId: string, answers: OrgAnswer[]) => {
  const [r] = orgUnitReport(unitId, ['u1', 'u2', 'u3'], C, answers);
  return [r!.unit.count, r!.unit.average, r!.unit.withheld, r!.company.count, r!.company.average];
};

describe('orgUnitReport (a unit beside the company; the company holds nothing withheld)', () => {
  it.each<[string, OrgAnswer[], unknown[]]>([
    ['the unit and another shown', [...many(5, 'u1', 4), ...many(5, 'u2', 2)], [5, 4, false, 10, 3]],
    // u3's two answers are left out of the company: company − u1 − u2 would give them back
    [
      'a withheld unit is not in the company',
      [...many(5, 'u1', 4), ...many(5, 'u2', 2), ...many(2, 'u3', 1)],
      [5, 4, false, 10, 3],
    ],
    ['the unit alone shown', [...many(6, 'u1', 3), ...many(4, 'u2', 1)], [6, 3, false, 6, 3]],
    ['the unit withheld', [...many(4, 'u1', 5), ...many(5, 'u2', 2)], [4, null, true, 5, 2]],
    ['nothing shown anywhere', [...many(4, 'u1', 5), ...many(4, 'u2', 2)], [4, null, true, 0, null]],
  ])('%s', (_what, answers, expected) => expect(row('u1', answers)).toEqual(expected));
});
