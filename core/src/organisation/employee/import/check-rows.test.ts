import type { UnitLevel } from '@stratum/contracts';
import { describe, expect, it } from 'vitest';
import { ROOT_PARENT, type OrgUnitItem } from '../../entities/org-unit';
import { checkRows, type CheckRow, type Holder, type Known } from './check-rows';

const unit = (
  unitId: string,
  level: UnitLevel,
  name: string,
  parent: OrgUnitItem | null,
  status: 'Active' | 'Inactive' = 'Active',
): OrgUnitItem => ({
  companyId: 'C',
  unitId,
  level,
  name,
  nameKey: name.toLowerCase(),
  parentId: parent?.unitId ?? ROOT_PARENT,
  pathIds: `${parent?.pathIds ?? ''}${unitId}/`,
  status,
  childCount: 0,
  memberCount: 0,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const sales = unit('BU1', 'business-unit', 'Sales', null);
const north = unit('DEP1', 'department', 'North', sales);
const closed = unit('DEP2', 'department', 'Closed', sales, 'Inactive');
const ops = unit('BU2', 'business-unit', 'Operations', null);
const opsNorth = unit('DEP3', 'department', 'North', ops);

const jane: Holder = { employeeId: 'E1', name: 'Jane Doe', status: 'Active' };
const gone: Holder = { employeeId: 'E2', name: 'Old Timer', status: 'Inactive' };

const known: Known = {
  units: new Map([sales, north, closed, ops, opsNorth].map((u) => [u.unitId, u])),
  byEmail: new Map([
    ['jane@example.com', jane],
    ['old@example.com', gone],
  ]),
  byNumber: new Map([['e-001', jane]]),
};

const row = (line: number, cells: Partial<CheckRow> = {}): CheckRow => ({
  at: `line ${line}`,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: `p${line}@example.com`,
  employeeNumber: '',
  jobTitle: '',
  businessUnit: '',
  department: '',
  division: '',
  section: '',
  subSection: '',
  subSubSection: '',
  supervisor: '',
  ...cells,
});

const problemsOf = (rows: CheckRow[]) =>
  checkRows(rows, known).problems.map((p) => `${rows[p.index]!.at}: ${p.column}: ${p.message}`);

describe('checkRows: one row', () => {
  it.each([
    ['no first name', { firstName: '' }, 'line 2: firstName: the first name is required'],
    ['no last name', { lastName: '' }, 'line 2: lastName: the last name is required'],
    ['no email', { email: '' }, 'line 2: email: the email is required'],
    ['a bad email', { email: 'not-an-email' }, 'line 2: email: “not-an-email” is not a valid email address'],
    [
      'a long job title',
      { jobTitle: 'x'.repeat(121) },
      'line 2: jobTitle: Job title must be at most 120 characters',
    ],
    [
      'an email an employee has (any case)',
      { email: 'JANE@example.com' },
      'line 2: email: Jane Doe already has this email',
    ],
    [
      'an inactive employee’s email',
      { email: 'old@example.com' },
      'line 2: email: Old Timer already has this email',
    ],
    [
      'a number an employee has',
      { employeeNumber: ' E-001 ' },
      'line 2: employeeNumber: Jane Doe already has employee number  E-001 ',
    ],
    [
      'an unknown business unit',
      { businessUnit: 'Nowhere' },
      'line 2: businessUnit: no business unit named “Nowhere”',
    ],
    [
      'a department of another business unit',
      { businessUnit: 'Sales', department: 'Nope' },
      'line 2: department: no department named “Nope” in “Sales”',
    ],
    [
      'an inactive department',
      { businessUnit: 'Sales', department: 'closed' },
      'line 2: department: “Closed” is inactive and takes no new people',
    ],
    [
      'a department without its business unit',
      { department: 'North' },
      'line 2: department: “North” needs its business unit above it: the Business unit column is empty',
    ],
    [
      'a division below an empty department',
      { businessUnit: 'Sales', division: 'X' },
      'line 2: division: “X” needs its department above it: the Department column is empty',
    ],
    [
      'an unknown supervisor',
      { supervisor: 'who@example.com' },
      'line 2: supervisor: “who@example.com” is neither an employee’s email or number nor another row',
    ],
    [
      'an inactive supervisor',
      { supervisor: 'old@example.com' },
      'line 2: supervisor: Old Timer is inactive',
    ],
    [
      'themselves as supervisor',
      { supervisor: 'P2@example.com' },
      'line 2: supervisor: a person cannot be their own supervisor',
    ],
  ])('names %s', (_name, cells, problem) => {
    expect(problemsOf([row(2, cells)])).toEqual([problem]);
  });

  it('places a row in the deepest unit named, matched without case under its own parent', () => {
    const { problems, plans } = checkRows(
      [
        row(2, {
          businessUnit: 'operations',
          department: ' NORTH',
          supervisor: 'e-001',
          employeeNumber: 'N1',
          jobTitle: 'Clerk',
        }),
      ],
      { ...known, units: new Map([...known.units].map(([k, u]) => [k, u])) },
    );
    expect(problems).toEqual([]);
    expect(plans).toEqual([
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'p2@example.com',
        employeeNumber: 'N1',
        jobTitle: 'Clerk',
        unit: opsNorth,
        supervisor: { employeeId: 'E1', name: 'Jane Doe' },
      },
    ]);
  });
});

describe('checkRows: rows together', () => {
  it('names every line that shares an email or a number', () => {
    expect(
      problemsOf([
        row(2, { email: 'same@example.com', employeeNumber: 'A1' }),
        row(3, { email: 'SAME@example.com' }),
        row(4),
        row(5, { email: 'same@example.com', employeeNumber: 'a1' }),
      ]),
    ).toEqual([
      'line 2: email: the same email as line 3 and line 5',
      'line 2: employeeNumber: the same employee number as line 5',
      'line 3: email: the same email as line 2 and line 5',
      'line 5: email: the same email as line 2 and line 3',
      'line 5: employeeNumber: the same employee number as line 2',
    ]);
  });

  it('lets a row be supervised by another row, by email or number, in any order', () => {
    const { problems, plans } = checkRows(
      [row(2, { supervisor: 'N9' }), row(3, { employeeNumber: 'n9', supervisor: 'jane@example.com' })],
      known,
    );
    expect(problems).toEqual([]);
    expect(plans.map((p) => p.supervisor)).toEqual([{ row: 1 }, { employeeId: 'E1', name: 'Jane Doe' }]);
  });

  it('names every row of a supervision loop, and no row outside it', () => {
    expect(
      problemsOf([
        row(2, { supervisor: 'p3@example.com' }),
        row(3, { supervisor: 'p4@example.com' }),
        row(4, { supervisor: 'p2@example.com' }),
        row(5, { supervisor: 'p2@example.com' }),
      ]),
    ).toEqual([
      'line 2: supervisor: line 2 → line 3 → line 4 → line 2: these rows supervise each other in a loop',
      'line 3: supervisor: line 2 → line 3 → line 4 → line 2: these rows supervise each other in a loop',
      'line 4: supervisor: line 2 → line 3 → line 4 → line 2: these rows supervise each other in a loop',
    ]);
  });

  it('gives no plans while any row has a problem', () => {
    const { problems, plans } = checkRows([row(2), row(3, { firstName: '' })], known);
    expect(problems).toHaveLength(1);
    expect(plans).toEqual([]);
  });
});
