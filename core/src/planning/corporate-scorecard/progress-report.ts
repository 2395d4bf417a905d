import type { TProgressReport } from '@stratum/contracts';
import { actualPercent, quarterLabel } from '@stratum/rules';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { findCompany } from '../../platform';
import { contentsOf, CORPORATE_KINDS, readableScorecard } from '../../scorecard';

type Figure = TProgressReport['rows'][number]['year'];

const figure = (
  label: string,
  target: number | undefined,
  actual: number | undefined,
  optionType: string,
): Figure => ({
  label,
  target: target ?? null,
  actual: actual ?? null,
  percent:
    target === undefined || actual === undefined ? null : actualPercent({ target, actual, optionType }),
});

/**
 * The progress report of a corporate scorecard (spec §7 `progress-report`): per KPI, in KPA order,
 * each quarter's periodic target against its actual and the year's target against year-to-date,
 * with the percent reached (spec §5 actual percent). A periodic scorecard shows its own quarter
 * only. The same readers as the scorecard (hidden ones only for administrators: 404 otherwise).
 */
export const progressReport = async (ctx: Ctx, input: { id: string }): Promise<TProgressReport> => {
  const companyId = tenantOf(ctx);
  const s = await readableScorecard(ctx, input.id, CORPORATE_KINDS);
  const [{ kpas, kpis }, company] = await Promise.all([
    contentsOf(companyId, s.scorecardId),
    findCompany(companyId),
  ]);
  const kpaNames = new Map(kpas.map((k) => [k.kpaId, k.name]));
  const kpaOrder = new Map(kpas.map((k, i) => [k.kpaId, i]));
  const periodic = s.kind === 'corporate-periodic';
  const quarters = periodic ? [s.quarter ?? 0] : [0, 1, 2, 3];
  const rows = [...kpis]
    .sort(
      (a, b) =>
        (kpaOrder.get(a.kpaId ?? '') ?? -1) - (kpaOrder.get(b.kpaId ?? '') ?? -1) ||
        a.name.localeCompare(b.name) ||
        a.kpiId.localeCompare(b.kpiId),
    )
    .map((k) => ({
      kpiId: k.kpiId,
      kpaName: k.kpaId ? (kpaNames.get(k.kpaId) ?? null) : null,
      name: k.name,
      optionType: k.optionType,
      quarters: quarters.map((q) => {
        const n = (q + 1) as 1 | 2 | 3 | 4;
        const target = periodic ? (k.target ?? k[`periodicTarget${n}`]) : k[`periodicTarget${n}`];
        return figure(quarterLabel(q) ?? `Q${n}`, target, k[`actual${n}`], k.optionType);
      }),
      year: figure('Year', k.target, k.ytd, k.optionType),
    }));
  return {
    scorecard: {
      id: s.scorecardId,
      name: s.name,
      type: periodic ? 'periodic' : 'annual',
      quarterLabel: periodic ? (quarterLabel(s.quarter ?? 0) ?? null) : null,
    },
    companyName: company.companyName,
    generatedAt: ctx.now.toISOString(),
    rows,
  };
};
