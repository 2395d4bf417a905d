import type { TOrgUnit } from '@stratum/contracts';
import { isStaleVersion } from '../../../lib/errors';

/** The units above one, business unit first: "Sales › Europe". */
export const pathText = (unit: Pick<TOrgUnit, 'path'>): string => unit.path.map((p) => p.name).join(' › ');

/**
 * The unit changed since it was read. A refused delete ("“Sales” has 2 departments under it…") is
 * also a 409 that names no field, so the stale case is told by the server's words as well.
 */
export const isStaleUnit = (error: unknown): boolean =>
  isStaleVersion(error) && /changed by someone else/i.test((error as Error).message);
