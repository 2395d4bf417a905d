import { IMPORT_COLUMNS, UNIT_LEVELS, ZEmail, type ImportColumn, type UnitLevel } from '@stratum/contracts';
import { ROOT_PARENT, type OrgUnitItem } from '../../entities/org-unit';
import { levelNoun, unitNameKey } from '../../hierarchy/rules';
import { numberKey } from '../claims';

/** The import column that names the unit of each level. */
export const UNIT_COLUMN = {
  'business-unit': 'businessUnit',
  department: 'department',
  division: 'division',
  section: 'section',
  'sub-section': 'subSection',
  'sub-sub-section': 'subSubSection',
} as const satisfies Record<UnitLevel, ImportColumn>;

/** One row to check: its cells by column, and how messages name it ("line 12"). */
export type CheckRow = Record<ImportColumn, string> & { at: string };

/** An employee already on the company's records who holds an email or number. */
export interface Holder {
  employeeId: string;
  name: string;
  status: 'Active' | 'Inactive';
}

/** What is stored that the rows are checked against. */
export interface Known {
  /** the company's units (loadUnits) */
  units: ReadonlyMap<string, OrgUnitItem>;
  /** holders of the rows' emails (lower-cased) and of the emails supervisors are named by */
  byEmail: ReadonlyMap<string, Holder>;
  /** holders of the rows' numbers and of the numbers supervisors are named by (numberKey) */
  byNumber: ReadonlyMap<string, Holder>;
}

export interface RowProblem {
  /** the row's index in the rows checked */
  index: number;
  column: ImportColumn | null;
  message: string;
}

/** A row that passed, as it is to be written. */
export interface RowPlan {
  firstName: string;
  lastName: string;
  /** lower-cased, as every employee email is stored */
  email: string;
  employeeNumber: string | null;
  jobTitle: string | null;
  /** the deepest unit named, or null */
  unit: OrgUnitItem | null;
  /** another row (its index) or an existing employee */
  supervisor: { row: number } | { employeeId: string; name: string } | null;
}

/** How a supervisor cell names someone: an email, or else an employee number. */
export const supervisorRef = (text: string): { email: string } | { number: string } =>
  text.includes('@') ? { email: text.trim().toLowerCase() } : { number: numberKey(text) };

const LIMITS: Partial<Record<ImportColumn, number>> = {
  firstName: 120,
  lastName: 120,
  employeeNumber: 60,
  jobTitle: 120,
  supervisor: 254,
};

const list = (labels: string[]): string =>
  labels.length === 1 ? labels[0]! : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)!}`;

/**
 * The rules of employee rows, all at once so a person can fix a file in one go: names and a valid
 * email; an email or number used twice in the rows (every row named) or already an employee's;
 * units named from the business unit down, each under the one before, Active; a supervisor who is
 * an active employee or another row, not the row itself, and no loop of rows supervising each
 * other. Rows without problems come back as plans.
 */
export const checkRows = (
  rows: readonly CheckRow[],
  known: Known,
): { problems: RowProblem[]; plans: RowPlan[] } => {
  const problems: RowProblem[] = [];
  const flag = (index: number, column: ImportColumn | null, message: string) =>
    problems.push({ index, column, message });

  const emails = rows.map((r) => {
    const parsed = ZEmail.safeParse(r.email);
    return parsed.success ? parsed.data : null;
  });
  const numbers = rows.map((r) => (r.employeeNumber ? numberKey(r.employeeNumber) : null));

  rows.forEach((r, i) => {
    if (!r.firstName) flag(i, 'firstName', 'the first name is required');
    if (!r.lastName) flag(i, 'lastName', 'the last name is required');
    if (!r.email) flag(i, 'email', 'the email is required');
    else if (!emails[i]) flag(i, 'email', `“${r.email}” is not a valid email address`);
    for (const [column, max] of Object.entries(LIMITS) as [ImportColumn, number][]) {
      if (r[column].length > max)
        flag(i, column, `${IMPORT_COLUMNS[column]} must be at most ${max} characters`);
    }
  });

  // The same email or number twice among the rows: every row that has it is named.
  const sameIn = (keys: (string | null)[], column: ImportColumn, what: string): Map<string, number> => {
    const first = new Map<string, number>();
    const groups = new Map<string, number[]>();
    keys.forEach((k, i) => {
      if (!k) return;
      groups.set(k, [...(groups.get(k) ?? []), i]);
      if (!first.has(k)) first.set(k, i);
    });
    for (const group of groups.values()) {
      if (group.length < 2) continue;
      for (const i of group) {
        const others = group.filter((j) => j !== i).map((j) => rows[j]!.at);
        flag(i, column, `the same ${what} as ${list(others)}`);
      }
    }
    return first;
  };
  const rowByEmail = sameIn(emails, 'email', 'email');
  const rowByNumber = sameIn(numbers, 'employeeNumber', 'employee number');

  rows.forEach((r, i) => {
    const email = emails[i];
    const holder = email ? known.byEmail.get(email) : undefined;
    if (holder) flag(i, 'email', `${holder.name} already has this email`);
    const number = numbers[i];
    const numberHolder = number ? known.byNumber.get(number) : undefined;
    if (numberHolder)
      flag(i, 'employeeNumber', `${numberHolder.name} already has employee number ${r.employeeNumber}`);
  });

  // Units, from the business unit down: each named under the one before it.
  const byParent = new Map<string, OrgUnitItem>();
  for (const u of known.units.values()) byParent.set(`${u.level}/${u.parentId}/${u.nameKey}`, u);
  const units = rows.map((r, i): OrgUnitItem | null => {
    let parent: OrgUnitItem | null = null;
    let gap: UnitLevel | null = null;
    for (const level of UNIT_LEVELS) {
      const column = UNIT_COLUMN[level];
      const name = r[column];
      if (!name) {
        gap ??= level;
        continue;
      }
      if (gap) {
        flag(
          i,
          column,
          `“${name}” needs its ${levelNoun(gap)} above it: the ${IMPORT_COLUMNS[UNIT_COLUMN[gap]]} column is empty`,
        );
        return null;
      }
      const unit = byParent.get(`${level}/${parent?.unitId ?? ROOT_PARENT}/${unitNameKey(name)}`);
      if (!unit) {
        flag(
          i,
          column,
          parent
            ? `no ${levelNoun(level)} named “${name}” in “${parent.name}”`
            : `no ${levelNoun(level)} named “${name}”`,
        );
        return null;
      }
      if (unit.status !== 'Active') {
        flag(i, column, `“${unit.name}” is inactive and takes no new people`);
        return null;
      }
      parent = unit;
    }
    return parent;
  });

  // Supervisors: another row first, else someone on the records.
  const supervisors = rows.map((r, i): RowPlan['supervisor'] => {
    if (!r.supervisor) return null;
    const ref = supervisorRef(r.supervisor);
    const row = 'email' in ref ? rowByEmail.get(ref.email) : rowByNumber.get(ref.number);
    if (row !== undefined) {
      if (row === i) {
        flag(i, 'supervisor', 'a person cannot be their own supervisor');
        return null;
      }
      return { row };
    }
    const holder = 'email' in ref ? known.byEmail.get(ref.email) : known.byNumber.get(ref.number);
    if (!holder) {
      flag(i, 'supervisor', `“${r.supervisor}” is neither an employee’s email or number nor another row`);
      return null;
    }
    if (holder.status !== 'Active') {
      flag(i, 'supervisor', `${holder.name} is inactive`);
      return null;
    }
    return { employeeId: holder.employeeId, name: holder.name };
  });

  // Rows that supervise each other in a loop: every row of the loop is named.
  const next = supervisors.map((s) => (s && 'row' in s ? s.row : null));
  const state = rows.map(() => 0); // 0 unseen, 1 on the current walk, 2 done
  rows.forEach((_r, start) => {
    const path: number[] = [];
    let at: number | null = start;
    while (at !== null && state[at] === 0) {
      state[at] = 1;
      path.push(at);
      at = next[at] ?? null;
    }
    if (at !== null && state[at] === 1) {
      const loop = path.slice(path.indexOf(at));
      const text = [...loop, at].map((j) => rows[j]!.at).join(' → ');
      for (const j of loop) flag(j, 'supervisor', `${text}: these rows supervise each other in a loop`);
    }
    for (const j of path) state[j] = 2;
  });

  const bad = new Set(problems.map((p) => p.index));
  const plans =
    bad.size > 0
      ? []
      : rows.map((r, i): RowPlan => ({
          firstName: r.firstName,
          lastName: r.lastName,
          email: emails[i]!,
          employeeNumber: r.employeeNumber || null,
          jobTitle: r.jobTitle || null,
          unit: units[i] ?? null,
          supervisor: supervisors[i] ?? null,
        }));
  problems.sort((a, b) => a.index - b.index);
  return { problems, plans };
};
