import { describe, expect, it } from 'vitest';
import {
  deleteRefusal,
  moveRefusal,
  nameTakenMessage,
  parentFieldOf,
  unitNameKey,
  unitNameScope,
} from './rules';
import { pathOf, unitIdsOf } from './unit-store';
import type { OrgUnitItem } from '../entities/org-unit';

describe('sibling names', () => {
  it.each([
    ['Sales', 'sales'],
    ['  SALES ', 'sales'],
    ['Sales & Marketing', 'sales & marketing'],
  ])('“%s” is claimed as “%s”', (name, key) => {
    expect(unitNameKey(name)).toBe(key);
  });

  it('scopes a name to the level and the parent; business units to the company', () => {
    expect(unitNameScope('C1', 'department', 'BU1')).toBe('unit#C1#department#BU1');
    expect(unitNameScope('C1', 'business-unit')).toBe('unit#C1#business-unit#root');
    expect(unitNameScope('C1', 'department', 'BU1')).not.toBe(unitNameScope('C1', 'department', 'BU2'));
  });

  it('says where the name is taken', () => {
    expect(nameTakenMessage('department', 'Sales', 'Head Office')).toBe(
      'name: a department named “Sales” already exists in “Head Office”.',
    );
    expect(nameTakenMessage('business-unit', 'Head Office', null)).toBe(
      'name: a business unit named “Head Office” already exists.',
    );
  });

  it.each([
    ['business-unit', null],
    ['department', 'businessUnitId'],
    ['sub-sub-section', 'subSectionId'],
  ] as const)('a %s names its parent in %s', (level, field) => {
    expect(parentFieldOf(level)).toBe(field);
  });
});

const unit = (over: Partial<{ level: OrgUnitItem['level']; childCount: number; memberCount: number }>) => ({
  level: 'business-unit' as const,
  name: 'Sales',
  childCount: 0,
  memberCount: 0,
  ...over,
});

describe('deleting and moving a unit', () => {
  it.each([
    [unit({}), null],
    [unit({ childCount: 2 }), '“Sales” has 2 departments under it: delete or move them first.'],
    [
      unit({ level: 'department', childCount: 1 }),
      '“Sales” has 1 division under it: delete or move them first.',
    ],
    [
      unit({ level: 'section', childCount: 3 }),
      '“Sales” has 3 sub sections under it: delete or move them first.',
    ],
    [unit({ memberCount: 3 }), '“Sales” has 3 people in it: move them first.'],
    [unit({ memberCount: 1 }), '“Sales” has 1 person in it: move them first.'],
  ])('deleting %j is refused with %s', (u, message) => {
    expect(deleteRefusal(u)).toBe(message);
  });

  it('allows a move only with nothing under the unit, and says what is in the way', () => {
    expect(moveRefusal(unit({ level: 'department' }))).toBeNull();
    expect(moveRefusal(unit({ level: 'department', childCount: 2, memberCount: 1 }))).toBe(
      'businessUnitId: Move the units under “Sales” and its people first: it has 2 divisions and 1 person, whose place in the hierarchy would change.',
    );
    expect(moveRefusal(unit({ level: 'sub-sub-section', memberCount: 4 }))).toMatch(/it has 4 people,/);
  });
});

describe('paths', () => {
  const u = (unitId: string, level: OrgUnitItem['level'], pathIds: string) =>
    ({ unitId, level, name: `${unitId} name`, pathIds }) as OrgUnitItem;
  const units = new Map(
    [u('B', 'business-unit', 'B/'), u('D', 'department', 'B/D/'), u('V', 'division', 'B/D/V/')].map((x) => [
      x.unitId,
      x,
    ]),
  );

  it('reads each level’s id from pathIds, undefined below the unit', () => {
    expect(unitIdsOf({ pathIds: 'B/D/V/' })).toEqual({
      businessUnitId: 'B',
      departmentId: 'D',
      divisionId: 'V',
      sectionId: undefined,
      subSectionId: undefined,
      subSubSectionId: undefined,
    });
  });

  it('names the ancestors and the unit itself, business unit first', () => {
    expect(pathOf(units.get('V')!, units)).toEqual([
      { level: 'business-unit', id: 'B', name: 'B name' },
      { level: 'department', id: 'D', name: 'D name' },
      { level: 'division', id: 'V', name: 'V name' },
    ]);
  });
});
