import { describe, expect, it } from 'vitest';
import { isAppError } from '../../kernel/errors';
import {
  assertHeadFlags,
  headedUnits,
  unitEffects,
  walkChain,
  type ChainLink,
  type EmployeeShape,
} from './rules';

const inSection: EmployeeShape = {
  status: 'Active',
  unitId: 'SEC',
  businessUnitId: 'BU',
  departmentId: 'DEP',
  divisionId: 'DIV',
  sectionId: 'SEC',
};

const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (e) {
    if (isAppError(e)) return `${e.status} ${e.message}`;
    throw e;
  }
  return 'allowed';
};

describe('assertHeadFlags', () => {
  it.each([
    ['a section head placed in the section', { sectionHead: 'Yes' }, 'allowed'],
    ['a department head placed below the department', { departmentHead: 'Yes' }, 'allowed'],
    [
      'a sub-section head placed above any sub-section',
      { subSectionHead: 'Yes' },
      '422 subSectionHead: place the employee in a sub section to make them its head.',
    ],
  ] as const)('%s: %s', (_name, flags, expected) => {
    expect(refusal(() => assertHeadFlags({ ...inSection, ...flags }))).toBe(expected);
  });

  it('refuses a head flag for someone placed nowhere, naming the flag', () => {
    expect(refusal(() => assertHeadFlags({ status: 'Active', businessUnitHead: 'Yes' }))).toMatch(
      /^422 businessUnitHead: /,
    );
  });
});

describe('headedUnits', () => {
  it('names the unit of each flag’s level in the placement', () => {
    const heads = headedUnits({ ...inSection, businessUnitHead: 'Yes', sectionHead: 'Yes' });
    expect([...heads]).toEqual([
      ['BU', 'businessUnitHead'],
      ['SEC', 'sectionHead'],
    ]);
  });

  it('is empty for an inactive employee, whatever their flags', () => {
    expect(headedUnits({ ...inSection, status: 'Inactive', sectionHead: 'Yes' }).size).toBe(0);
  });
});

describe('unitEffects', () => {
  const effects = (before: EmployeeShape | null, after: EmployeeShape) =>
    Object.fromEntries([...unitEffects(before, after)].map(([id, e]) => [id, e]));

  it.each([
    ['an add counts them in their unit', null, inSection, { SEC: { members: 1, head: null, flag: null } }],
    [
      'a move counts them out of the old unit and into the new',
      inSection,
      { ...inSection, unitId: 'DIV', sectionId: undefined },
      { SEC: { members: -1, head: null, flag: null }, DIV: { members: 1, head: null, flag: null } },
    ],
    ['an edit in place touches no unit', inSection, { ...inSection }, {}],
    [
      'a deactivation counts them out',
      inSection,
      { ...inSection, status: 'Inactive' },
      { SEC: { members: -1, head: null, flag: null } },
    ],
    [
      'a reactivation counts them back in',
      { ...inSection, status: 'Inactive' },
      inSection,
      { SEC: { members: 1, head: null, flag: null } },
    ],
    ['an inactive employee counts nowhere', null, { ...inSection, status: 'Inactive' }, {}],
  ] as const)('%s', (_name, before, after, expected) => {
    expect(effects(before, after)).toEqual(expected);
  });

  it('merges leaving and heading the same unit into one entry (one item per transaction)', () => {
    const before = { ...inSection, sectionHead: 'Yes' as const };
    const after = { ...inSection, status: 'Inactive' as const, sectionHead: 'No' as const };
    expect(effects(before, after)).toEqual({ SEC: { members: -1, head: 'release', flag: 'sectionHead' } });
  });

  it('takes and releases heads as flags change', () => {
    const before = { ...inSection, departmentHead: 'Yes' as const };
    const after = { ...inSection, divisionHead: 'Yes' as const };
    expect(effects(before, after)).toEqual({
      DIV: { members: 0, head: 'take', flag: 'divisionHead' },
      DEP: { members: 0, head: 'release', flag: 'departmentHead' },
    });
  });
});

describe('walkChain', () => {
  // Who reports to whom: A → B → C (A reports to B, B to C).
  const people: Record<string, ChainLink> = {
    A: { employeeId: 'A', supervisorId: 'B', version: 1 },
    B: { employeeId: 'B', supervisorId: 'C', version: 4 },
    C: { employeeId: 'C', version: 2 },
    // an old loop that does not involve anyone asked about
    X: { employeeId: 'X', supervisorId: 'Y', version: 1 },
    Y: { employeeId: 'Y', supervisorId: 'X', version: 1 },
  };
  const lookup = (id: string) => Promise.resolve(people[id] ?? null);

  it.each([
    ['C may report to a newcomer D', 'C', 'D', false, []],
    ['C may not report to A, who reports to C through B', 'C', 'A', true, ['A', 'B']],
    ['C may not report to B, who reports to C', 'C', 'B', true, ['B']],
    ['D may report to A: the chain above A is read', 'D', 'A', false, ['A', 'B', 'C']],
    ['a loop elsewhere ends the walk', 'D', 'X', false, ['X', 'Y']],
  ] as const)('%s', async (_name, employee, supervisor, cycle, chain) => {
    const walk = await walkChain(employee, supervisor, lookup);
    expect(walk.cycle).toBe(cycle);
    expect(walk.chain.map((l) => l.employeeId)).toEqual(chain);
  });
});
