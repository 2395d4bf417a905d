import type { RiskRegister, TRiskHeatMap } from '@stratum/contracts';
import { SCALE_SCORES } from '@stratum/rules';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { registerCounts, sumOf, type CountRow } from '../counts';
import type { RiskRatingTypeItem } from '../entities/risk-rating-type';
import { findType, pointName, rate, schemeOf, setupOf } from '../setup/setup-store';
import { cells, type Status } from './register-reads';

/**
 * Risks per impact × likelihood cell, inherent and residual: of one rating type if asked, else of
 * all of them (cells coloured by the company's first rating type's matrix), of one status or both.
 */
export const getRiskHeatMap = async (
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
