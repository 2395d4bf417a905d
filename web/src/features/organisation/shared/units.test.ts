import { describe, expect, it } from 'vitest';
import { chainIds, deepestChosen } from './chain';

describe('chainIds', () => {
  const employee = {
    businessUnitId: 'bu',
    departmentId: 'dep',
    divisionId: null,
    sectionId: 'orphan',
    subSectionId: null,
    subSubSectionId: null,
  };

  it('reads the ids from the business unit down to the deepest level offered', () => {
    expect(chainIds(employee, 'department')).toEqual(['bu', 'dep']);
    expect(chainIds(employee, 'business-unit')).toEqual(['bu']);
  });

  it('stops at the first level without a unit (nothing below a gap counts)', () => {
    expect(chainIds(employee, 'sub-sub-section')).toEqual(['bu', 'dep', null, null, null, null]);
  });

  it('is all empty without a chain', () => {
    expect(chainIds(null, 'division')).toEqual([null, null, null]);
  });
});

describe('deepestChosen', () => {
  it('is the deepest unit chosen', () => {
    expect(deepestChosen(['bu', 'dep', null], false)).toBe('dep');
    expect(deepestChosen([null, null], false)).toBeNull();
  });

  it('wants the last level when exact (a unit’s parent must be at the level above)', () => {
    expect(deepestChosen(['bu', 'dep', null], true)).toBeNull();
    expect(deepestChosen(['bu', 'dep', 'div'], true)).toBe('div');
  });
});
