import type { TOrgChartUnit } from '@stratum/contracts';

/** A unit of the organisation chart with the units directly under it. */
export interface OrgNode {
  unit: TOrgChartUnit;
  children: OrgNode[];
  /** people in the unit and every unit below it */
  people: number;
}

const byName = (a: OrgNode, b: OrgNode) =>
  a.unit.name.localeCompare(b.unit.name, undefined, { sensitivity: 'base', numeric: true });

/**
 * The chart's tree from the flat list `employee/org-employees` answers: business units at the
 * top, each unit's children by name. A unit whose parent is not in the list (an active unit under
 * an inactive one, when only active units are asked for) is left out with its parent.
 */
export const buildOrgTree = (units: readonly TOrgChartUnit[]): OrgNode[] => {
  const nodes = new Map<string, OrgNode>(units.map((u) => [u.id, { unit: u, children: [], people: 0 }]));
  const roots: OrgNode[] = [];
  for (const node of nodes.values()) {
    const parentId = node.unit.parentId;
    if (parentId === null) roots.push(node);
    else nodes.get(parentId)?.children.push(node);
  }
  const finish = (node: OrgNode): number => {
    node.children.sort(byName);
    node.people = node.unit.memberCount + node.children.reduce((sum, c) => sum + finish(c), 0);
    return node.people;
  };
  roots.forEach(finish);
  return roots.sort(byName);
};

const count = (nodes: readonly OrgNode[]): number => nodes.reduce((sum, n) => sum + 1 + count(n.children), 0);

/** Up to this many units the whole chart starts open. */
export const OPEN_ALL_UP_TO = 20;

/**
 * Which units start open: all of a small chart; of a large one only the business units, so the
 * page starts with business units and their departments and the rest opens on demand.
 */
export const defaultExpanded = (roots: readonly OrgNode[]): ReadonlySet<string> => {
  if (count(roots) > OPEN_ALL_UP_TO) return new Set(roots.map((r) => r.unit.id));
  const open = new Set<string>();
  const walk = (nodes: readonly OrgNode[]) => {
    for (const n of nodes) {
      if (n.children.length > 0) open.add(n.unit.id);
      walk(n.children);
    }
  };
  walk(roots);
  return open;
};
