import type { TCompanyAssessmentSummary } from '@stratum/contracts';
import { colourOfScore, type Band } from '@stratum/rules';
import { tenantOf, type Ctx } from '../../../kernel/ctx';
import { findCompany } from '../../../platform';
import { requireModuleAdmin } from '../../../platform';
import { loadAnnualPlan, rangeLabel } from '../../../planning';
import { type ScorecardItem, ratingScaleOf, contentsOf, scorecardsUnder } from '../../../scorecard';
import { findCompanyAssessment } from '../../company';
import type { ReportCard } from './figures';

/*
 * What the company reports read, each a Query or a GetItem inside the company (never a Scan).
 */

/** A ready scorecard and its contents as the figures take them. */
export interface LoadedCard {
  scorecard: ScorecardItem;
  card: ReportCard;
}

/** A scorecard's KPAs and KPIs: ONE Query of its partition. */
export const loadCard = async (scorecard: ScorecardItem): Promise<LoadedCard> => {
  const { kpas, kpis } = await contentsOf(scorecard.companyId, scorecard.scorecardId);
  return {
    scorecard,
    card: {
      ratingMode: scorecard.ratingMode,
      kpas: kpas.map((k) => ({ kpaId: k.kpaId, name: k.name, order: k.order })),
      kpis,
    },
  };
};

/**
 * The annual plan's corporate scorecards (ONE gsi1 Query of its list key), the annual ones by
 * name, each with its periodic ones by quarter (null where none was built).
 */
export const corporateScorecardsOf = async (companyId: string, annualPlanId: string) => {
  const all = (await scorecardsUnder(companyId, annualPlanId)).filter((s) => s.state === 'ready');
  const periodic = new Map(
    all.filter((s) => s.kind === 'corporate-periodic').map((s) => [s.scorecardId, s] as const),
  );
  return all
    .filter((s) => s.kind === 'corporate-annual')
    .sort((a, b) => a.name.localeCompare(b.name) || a.scorecardId.localeCompare(b.scorecardId))
    .map((annual) => ({
      annual,
      periodics: [
        annual.periodicScorecardId1,
        annual.periodicScorecardId2,
        annual.periodicScorecardId3,
        annual.periodicScorecardId4,
      ].map((id) => (id ? (periodic.get(id) ?? null) : null)),
    }));
};

/** The company assessment of a quarter as the reports show it (one GetItem), or null. */
export const assessmentSummaryOf = async (
  ctx: Ctx,
  annualPlanId: string,
  quarter: number,
  bands: readonly Band[],
): Promise<TCompanyAssessmentSummary | null> => {
  const a = await findCompanyAssessment(ctx, annualPlanId, quarter);
  if (!a) return null;
  return {
    id: a.assessmentId,
    status: a.status,
    computedScore: a.computedScore,
    adjustedScore: typeof a.adjustedScore === 'number' ? a.adjustedScore : null,
    finalScore: a.finalScore,
    colorValue: colourOfScore(a.finalScore, bands),
  };
};

/**
 * The opening every company report shares: the annual plan (404 naming `annualPlanId` when it is
 * not the company's), `more` (the units, an employee: their own 404s), then the caller must
 * administer Performance Management (403), then the company and the plan's rating scale.
 */
export const openReport = async <T>(ctx: Ctx, annualPlanId: string, more: Promise<T>) => {
  const companyId = tenantOf(ctx);
  const [annualPlan, extra] = await Promise.all([loadAnnualPlan(ctx, annualPlanId), more]);
  await requireModuleAdmin(ctx, 'performance');
  const [company, scale] = await Promise.all([
    findCompany(companyId),
    ratingScaleOf(companyId, annualPlan.strategicPlanId),
  ]);
  return {
    companyId,
    annualPlan,
    extra,
    bands: scale.bands,
    head: {
      companyName: company.companyName,
      generatedAt: ctx.now.toISOString(),
      annualPlan: { id: annualPlan.annualPlanId, label: rangeLabel(annualPlan) },
    },
  };
};
