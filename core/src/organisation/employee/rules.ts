import {
  HEAD_FLAG,
  HEAD_FLAGS,
  UNIT_ID_FIELD,
  UNIT_LEVELS,
  UNIT_TITLE,
  type HeadFlag,
  type UnitIdField,
  type UnitLevel,
} from '@stratum/contracts';
import { AppError } from '../../kernel/errors';

/** What of an employee decides which units count them and which they head. */
export type EmployeeShape = { status: 'Active' | 'Inactive'; unitId?: string | undefined } & Partial<
  Record<UnitIdField, string | undefined>
> &
  Partial<Record<HeadFlag, 'Yes' | 'No'>>;

/** An inactive employee heads nothing: their flags are stored cleared. */
export const NO_HEAD_FLAGS = Object.fromEntries(HEAD_FLAGS.map((f) => [f, 'No'])) as Record<HeadFlag, 'No'>;

/** spec §3: head is Yes if any head flag is. */
export const isHead = (e: Partial<Record<HeadFlag, 'Yes' | 'No'>>): boolean =>
  HEAD_FLAGS.some((f) => e[f] === 'Yes');

/**
 * A head flag names the unit of its level in the employee's placement: a department head must be
 * placed in a department (or below it). Refused, naming the flag, when there is none.
 */
export const assertHeadFlags = (e: EmployeeShape): void => {
  for (const level of UNIT_LEVELS) {
    if (e[HEAD_FLAG[level]] === 'Yes' && !e[UNIT_ID_FIELD[level]]) {
      const title = UNIT_TITLE[level].toLowerCase();
      throw new AppError(
        'UNPROCESSABLE',
        `${HEAD_FLAG[level]}: place the employee in a ${title} to make them its head.`,
      );
    }
  }
};

/** The units an active employee heads, by unit id, with the flag that makes them head. */
export const headedUnits = (e: EmployeeShape | null): Map<string, HeadFlag> => {
  const out = new Map<string, HeadFlag>();
  if (!e || e.status !== 'Active') return out;
  for (const level of UNIT_LEVELS) {
    const id = e[UNIT_ID_FIELD[level]];
    if (e[HEAD_FLAG[level]] === 'Yes' && id) out.set(id, HEAD_FLAG[level]);
  }
  return out;
};

/** The unit an employee counts in (`memberCount`: active people placed directly in it). */
export const memberUnitOf = (e: EmployeeShape | null): string | null =>
  e && e.status === 'Active' && e.unitId ? e.unitId : null;

export interface UnitEffect {
  /** the change to `memberCount` */
  members: number;
  /** the employee becomes the unit's head, or stops being it */
  head: 'take' | 'release' | null;
  /** the head flag behind a take or release */
  flag: HeadFlag | null;
}

/**
 * What a change of an employee (none before: an add) does to units, one entry per unit touched, so
 * a transaction writes each unit once: leaving a unit and heading it can be the same item.
 */
export const unitEffects = (before: EmployeeShape | null, after: EmployeeShape): Map<string, UnitEffect> => {
  const out = new Map<string, UnitEffect>();
  const at = (id: string): UnitEffect => {
    let e = out.get(id);
    if (!e) {
      e = { members: 0, head: null, flag: null };
      out.set(id, e);
    }
    return e;
  };
  const [from, to] = [memberUnitOf(before), memberUnitOf(after)];
  if (from !== to) {
    if (from) at(from).members -= 1;
    if (to) at(to).members += 1;
  }
  const [headedBefore, headedAfter] = [headedUnits(before), headedUnits(after)];
  for (const [id, flag] of headedAfter) {
    if (!headedBefore.has(id)) Object.assign(at(id), { head: 'take', flag });
  }
  for (const [id, flag] of headedBefore) {
    if (!headedAfter.has(id)) Object.assign(at(id), { head: 'release', flag });
  }
  return out;
};

/** The level a head flag belongs to. */
export const levelOfFlag = (flag: HeadFlag): UnitLevel => UNIT_LEVELS.find((l) => HEAD_FLAG[l] === flag)!;

export interface ChainLink {
  employeeId: string;
  supervisorId?: string | undefined;
  version: number;
}

/**
 * Walks up from `supervisorId`: the people above the proposed supervisor, and whether the chain
 * comes back to `employeeId` (who would then report to someone who reports to them). A chain that
 * loops elsewhere (old data) or breaks off ends the walk.
 */
export const walkChain = async (
  employeeId: string,
  supervisorId: string,
  lookup: (id: string) => Promise<ChainLink | null>,
  maxSteps = 500,
): Promise<{ chain: ChainLink[]; cycle: boolean }> => {
  const chain: ChainLink[] = [];
  const seen = new Set<string>();
  let next: string | undefined = supervisorId;
  while (next && !seen.has(next) && chain.length < maxSteps) {
    if (next === employeeId) return { chain, cycle: true };
    seen.add(next);
    const link = await lookup(next);
    if (!link) break;
    chain.push(link);
    next = link.supervisorId;
  }
  return { chain, cycle: false };
};
