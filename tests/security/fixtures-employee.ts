import { unique } from '../support/world';
import type { Fixture } from './fixtures';
import type { SecurityWorld } from './world';

/** Tenant A's (or, as `other`, tenant B's) plain employee as an update names them. */
const employeeFields = (w: SecurityWorld, other = false) => {
  const t = other ? w.b : w.a;
  return {
    id: t.employee.employeeId,
    version: 2,
    firstName: 'Emma',
    lastName: 'Ployee',
    email: t.employee.email,
    jobTitle: 'Changed by an intruder',
    unitId: t.org.section.id,
  };
};

const ofEmployee = (extra: Record<string, unknown> = {}): Fixture => ({
  valid: (w) => ({ id: w.a.employee.employeeId, ...extra }),
  foreign: (w) => ({ id: w.b.employee.employeeId, ...extra }),
});

/** Security fixtures of the organisation routes (see fixtures.ts for what each field means). */
export const EMPLOYEE_FIXTURES: Record<string, Fixture> = {
  // A unit filter naming another company's unit finds no such unit.
  'employee.all': {
    valid: (w) => ({ limit: 10, unitId: w.a.org.department.id, search: 'emma' }),
    foreign: (w) => ({ limit: 10, unitId: w.b.org.department.id }),
  },
  'employee.get-by-id': ofEmployee(),
  'employee.org-employees': { valid: () => ({}) },
  // Placed in a unit, so naming another company's unit is refused as missing.
  'employee.add': {
    valid: (w) => ({
      firstName: 'Ivy',
      lastName: 'Truder',
      email: `${unique('ivy')}@example.com`,
      unitId: w.a.org.department.id,
      giveAccess: true,
      companyRole: 'administrator',
    }),
    foreign: (w) => ({
      firstName: 'Ivy',
      lastName: 'Truder',
      email: `${unique('ivy')}@example.com`,
      unitId: w.b.org.department.id,
    }),
  },
  'employee.update': {
    valid: (w) => employeeFields(w),
    foreign: (w) => employeeFields(w, true),
  },
  'employee.delete': {
    valid: (w) => ({ id: w.a.employee.employeeId, version: 2 }),
    foreign: (w) => ({ id: w.b.employee.employeeId, version: 2 }),
  },
  'employee.give-access': ofEmployee(),
  'employee.revoke-access': ofEmployee(),
  'employee.update-role': ofEmployee({ companyRole: 'administrator' }),
};
