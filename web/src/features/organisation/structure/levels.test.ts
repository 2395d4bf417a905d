import { UNIT_LEVELS } from '@stratum/contracts';
import { describe, expect, it } from 'vitest';
import { levelOfPath, unitPaths } from './levels';

describe('the level addresses', () => {
  it('tell the level of its list, add and edit pages', () => {
    for (const level of UNIT_LEVELS) {
      const paths = unitPaths(level);
      expect([paths.list, paths.add, paths.edit('01J0').toString()].map(levelOfPath)).toEqual([
        level,
        level,
        level,
      ]);
    }
  });

  it('match whole segments: sections is not sub-sections', () => {
    expect(levelOfPath('/app/settings/organization-units/sections')).toBe('section');
    expect(levelOfPath('/app/settings/organization-units/subSections/add')).toBe('sub-section');
    expect(levelOfPath('/app/settings/organization-units/subSubSections')).toBe('sub-sub-section');
    expect(levelOfPath('/app/settings/organization-units/sectionsX')).toBeUndefined();
    expect(levelOfPath('/app/settings/organization-units/employees')).toBeUndefined();
  });
});
