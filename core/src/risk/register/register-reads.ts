import { LEVELS_OF, levelRank, riskLevelColour, SCALE_SCORES, type RiskLevel } from '@stratum/rules';
import type { CountRow } from '../counts';
import { rate, schemeOf, type RiskSetup } from '../setup/setup-store';

/**
 * The register's charts, read from its running counts (counts.ts) and the set-up: two queries
 * whatever the size of the register — never a read of its risks.
 */

export type Status = 'Open' | 'Closed';

export const cells = () =>
  SCALE_SCORES.flatMap((impact) => SCALE_SCORES.map((likelihood) => ({ impact, likelihood })));

/** Each cell count's level by its own rating type's matrix; levels of all types added together. */
export const byLevel = (setup: RiskSetup, rows: readonly CountRow[]) => {
  // Every level of every scheme in use is listed, even at 0, coloured by the first type using it.
  const levels = new Map<RiskLevel, { colour: string; inherent: number; residual: number }>();
  for (const type of setup.types) {
    const { scheme } = schemeOf(type);
    for (const level of LEVELS_OF[scheme]) {
      if (!levels.has(level))
        levels.set(level, { colour: riskLevelColour(scheme, level), inherent: 0, residual: 0 });
    }
  }
  const unrated = { inherent: 0, residual: 0 };
  for (const r of rows) {
    if (r.kind !== 'inherent' && r.kind !== 'residual') continue;
    const type = setup.types.find((t) => t.ratingTypeId === r.ratingTypeId);
    const rated = type ? rate(setup, type, r) : null;
    const entry = rated ? levels.get(rated.level) : undefined;
    if (entry) entry[r.kind] += r.n;
    else unrated[r.kind] += r.n;
  }
  const list = [...levels]
    .map(([level, v]) => ({ level, ...v }))
    .sort((a, b) => levelRank(a.level) - levelRank(b.level));
  return { list, unrated };
};
