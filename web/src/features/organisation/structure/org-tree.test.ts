import type { TOrgChartUnit, UnitLevel } from '@stratum/contracts';
import { describe, expect, it } from 'vitest';
import { buildOrgTree, defaultExpanded, OPEN_ALL_UP_TO } from './org-tree';

const unit = (
  id: string,
  level: UnitLevel,
  parentId: string | null,
  memberCount = 0,
  name = id,
): TOrgChartUnit => ({
  id,
  level,
  name,
  status: 'Active',
  parentId,
  head: null,
  headJobTitle: null,
  childCount: 0,
  memberCount,
});

describe('buildOrgTree', () => {
  const units = [
    unit('d2', 'department', 'bu1', 3, 'Zeta sales'),
    unit('bu2', 'business-unit', null, 1, 'Operations'),
    unit('d1', 'department', 'bu1', 2, 'alpha marketing'),
    unit('v1', 'division', 'd1', 4, 'Digital'),
    unit('bu1', 'business-unit', null, 0, 'Commercial'),
  ];

  it('puts business units at the top and children under their parents, by name ignoring case', () => {
    const roots = buildOrgTree(units);
    expect(roots.map((r) => r.unit.name)).toEqual(['Commercial', 'Operations']);
    expect(roots[0]?.children.map((c) => c.unit.name)).toEqual(['alpha marketing', 'Zeta sales']);
    expect(roots[0]?.children[0]?.children.map((c) => c.unit.name)).toEqual(['Digital']);
  });

  it('counts the people in a unit and every unit below it', () => {
    const [commercial, operations] = buildOrgTree(units);
    expect(commercial?.people).toBe(2 + 4 + 3);
    expect(commercial?.children[0]?.people).toBe(6);
    expect(operations?.people).toBe(1);
  });

  it('leaves out units whose parent is not in the answer (under an inactive unit)', () => {
    const roots = buildOrgTree([unit('bu1', 'business-unit', null), unit('v9', 'division', 'gone', 7)]);
    expect(roots.map((r) => r.unit.id)).toEqual(['bu1']);
    expect(roots[0]?.people).toBe(0);
  });
});

describe('defaultExpanded', () => {
  it('opens every unit with children in a small chart', () => {
    const roots = buildOrgTree([
      unit('bu1', 'business-unit', null),
      unit('d1', 'department', 'bu1'),
      unit('v1', 'division', 'd1'),
    ]);
    expect([...defaultExpanded(roots)].sort()).toEqual(['bu1', 'd1']);
  });

  it('opens only the business units of a large chart', () => {
    const many = [unit('bu1', 'business-unit', null), unit('bu2', 'business-unit', null)];
    for (let i = 0; i < OPEN_ALL_UP_TO; i++) {
      many.push(unit(`d${i}`, 'department', 'bu1'), unit(`v${i}`, 'division', `d${i}`));
    }
    expect([...defaultExpanded(buildOrgTree(many))].sort()).toEqual(['bu1', 'bu2']);
  });
});
