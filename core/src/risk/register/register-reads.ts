import type { RiskRegister, TRiskCounts, TRiskHeatMap } from '@stratum/contracts';
import { LEVELS_OF, levelRank, riskLevelColour, SCALE_SCORES, type RiskLevel } from '@stratum/rules';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { registerCounts, sumOf, type CountRow } from '../counts';
import type { RiskRatingTypeItem } from '../entities/risk-rating-type';
import { findType, pointName, rate, schemeOf, setupOf, type RiskSetup } from '../setup/setup-store';

/**
 * The register's charts, read from its running counts (counts.ts) and the set-up: two queries
 * whatever the size of the register — never a read of its risks.
 */

type Status = 'Open' | 'Closed';

const cells = () =>
  SCALE_SCORES.flatMap((impact) => SCALE_SCORES.map((likelihood) => ({ impact, likelihood })));

/**
 * Risks per impact × likelihood cell, inherent and residual: of one rating type if asked, else of
 * all of them (cells coloured by the company's first rating type's matrix), of one status or both.
 */
export const heatMap = async (
  ctx: Ctx,
  register: RiskRegister,
  input: { riskRatingTypeId?: string | undefined; status?: Status | undefined },
): Promise<TRiskHeatMap> => {
  const companyId = tenantOf(ctx);
  const [setup, rows] = await Promise.all([
    setupOf(ctx, { provision: !input.riskRatingTypeId }),
    registerCounts(companyId, register),
  ]);
  const type: RiskRatingTypeItem | null = input.riskRatingTypeId
    ? findType(setup, input.riskRatingTypeId, 'riskRatingTypeId')
    : (setup.types[0] ?? null);
  const keep = (r: CountRow) =>
    (!input.status || r.status === input.status) &&
    (!input.riskRatingTypeId || r.ratingTypeId === input.riskRatingTypeId);
  const grid = (kind: 'inherent' | 'residual') =>
    cells().map((cell) => {
      const rated = type ? rate(setup, type, cell) : null;
      return {
        ...cell,
        count: sumOf(
          rows,
          (r) => r.kind === kind && keep(r) && r.impact === cell.impact && r.likelihood === cell.likelihood,
        ),
        ratingScore: rated?.ratingScore ?? null,
        level: rated?.level ?? null,
        colour: rated?.colour ?? null,
      };
    });
  const names = (axis: 'impact' | 'likelihood') =>
    SCALE_SCORES.map((score) => ({ score, name: pointName(setup, axis, score) ?? String(score) }));
  return {
    ratingType: type ? { id: type.ratingTypeId, name: type.name, scheme: schemeOf(type).scheme } : null,
    impacts: names('impact'),
    likelihoods: names('likelihood'),
    inherent: grid('inherent'),
    residual: grid('residual'),
    total: sumOf(rows, (r) => r.kind === 'inherent' && keep(r)),
  };
};

/** Each cell count's level by its own rating type's matrix; levels of all types added together. */
const byLevel = (setup: RiskSetup, rows: readonly CountRow[]) => {
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

/** The register by status, category and level (inherent and residual), of one status or both. */
export const registerCountsView = async (
  ctx: Ctx,
  register: RiskRegister,
  input: { status?: Status | undefined },
): Promise<TRiskCounts> => {
  const companyId = tenantOf(ctx);
  const [setup, all] = await Promise.all([
    setupOf(ctx, { provision: true }),
    registerCounts(companyId, register),
  ]);
  const rows = all.filter((r) => !input.status || r.status === input.status);
  const categories = setup.categories
    .map((c) => ({
      categoryId: c.categoryId,
      name: c.name,
      count: sumOf(rows, (r) => r.kind === 'category' && r.categoryId === c.categoryId),
    }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  const levels = byLevel(setup, rows);
  return {
    total: sumOf(rows, (r) => r.kind === 'total'),
    byStatus: {
      Open: sumOf(all, (r) => r.kind === 'total' && r.status === 'Open'),
      Closed: sumOf(all, (r) => r.kind === 'total' && r.status === 'Closed'),
    },
    byCategory: categories,
    byLevel: levels.list,
    unrated: levels.unrated,
  };
};
