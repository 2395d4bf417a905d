import { parentLevelOf, UNIT_ID_FIELD, UNIT_LEVELS, type UnitLevel } from '@stratum/contracts';
import type { Fixture } from './fixtures';
import type { SecurityWorld } from './world';

type Tenant = SecurityWorld['a'];

/** The parent field of a level's add/update, naming the tenant's unit of the level above. */
const parentOf = (t: Tenant, level: UnitLevel): Record<string, string> => {
  const parent = parentLevelOf(level);
  return parent ? { [UNIT_ID_FIELD[parent]]: t.org[parent].id } : {};
};

/** A level's own fields beyond the parent: business units say whether they own a strategic plan. */
const own = (level: UnitLevel, name: string) =>
  level === 'business-unit'
    ? { name, strategyPlanOwner: 'No', status: 'Active' }
    : { name, status: 'Active' };

const unitRef = (t: Tenant, level: UnitLevel) => ({ id: t.org[level].id, version: t.org[level].version });

/** The five calls of one level; writes naming tenant B's units (or parents) earn 404. */
const unitFixtures = (level: UnitLevel): Record<string, Fixture> => {
  const parent = parentLevelOf(level);
  const fixtures: Record<string, Fixture> = {
    [`${level}.all`]: { valid: () => ({ search: 'a', status: 'Active' }) },
    [`${level}.add`]: {
      valid: (w) => ({ ...own(level, 'Intruder unit'), ...parentOf(w.a, level) }),
      // A business unit names no other unit: it always lands in the caller's company.
      ...(parent
        ? { foreign: (w: SecurityWorld) => ({ ...own(level, 'Intruder unit'), ...parentOf(w.b, level) }) }
        : {}),
    },
    [`${level}.update`]: {
      valid: (w) => ({ ...unitRef(w.a, level), ...own(level, 'Renamed unit'), ...parentOf(w.a, level) }),
      foreign: (w) => ({ ...unitRef(w.b, level), ...own(level, 'Renamed unit'), ...parentOf(w.b, level) }),
    },
    [`${level}.delete`]: {
      valid: (w) => unitRef(w.a, level),
      foreign: (w) => unitRef(w.b, level),
    },
  };
  if (parent) {
    fixtures[`${level}.by-parent`] = {
      valid: (w) => ({ parentId: w.a.org[parent].id }),
      foreign: (w) => ({ parentId: w.b.org[parent].id }),
    };
  }
  return fixtures;
};

/** A day `n` days from today (YYYY-MM-DD): acting arrangements may not end in the past. */
const dayFromNow = (n: number): string => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const arrangement = (t: Tenant) => ({
  supervisorId: t.employee.employeeId,
  actingSupervisorId: t.admin.employeeId,
  from: dayFromNow(1),
  to: dayFromNow(10),
  reason: 'Annual leave',
});

/** Security fixtures of the organisation routes (see fixtures.ts for what each field means). */
export const HIERARCHY_FIXTURES: Record<string, Fixture> = {
  ...Object.assign({}, ...UNIT_LEVELS.map(unitFixtures)),

  'acting-supervisor.get': {
    valid: (w) => ({ supervisorId: w.a.employee.employeeId }),
    foreign: (w) => ({ supervisorId: w.b.employee.employeeId }),
  },
  'acting-supervisor.all': { valid: () => ({ limit: 10, includeEnded: 'true' }) },
  'acting-supervisor.set': {
    valid: (w) => arrangement(w.a),
    foreign: (w) => arrangement(w.b),
  },
  'acting-supervisor.unset': {
    valid: (w) => ({ supervisorId: w.a.employee.employeeId, version: 1 }),
    foreign: (w) => ({ supervisorId: w.b.employee.employeeId, version: 1 }),
  },
};
