import type {
  TAnnualPlansReport,
  TCorporateScorecardsReport,
  TRatingPeriod,
  TScoredScorecardReport,
  TStrategicScorecardReport,
} from '@stratum/contracts';
import { formatDate, type RatingPeriod } from '@stratum/rules';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError, isAppError } from '../../kernel/errors';
import { findCompany } from '../../platform';
import { isModuleAdmin } from '../../platform';
import { annualPlansOf, loadAnnualPlan } from '../annual-plan/annual-plan-store';
import { rangeLabel } from '../annual-plan/rules';
import type { AnnualPlanItem } from '../entities/annual-plan';
import type { PlanItem } from '../entities/plan';
import {
  type ScorecardItem,
  perspectivesOf,
  ratingScaleOf,
  type PlanRatingScale,
  contentsOf,
  scorecardsUnder,
  readScorecard,
  defaultPeriod,
  toScorecardDetail,
} from '../../scorecard';
import { findPlan, loadPlan } from '../plan/plan-store';
import { scorecardReport } from './scorecard-report';
import { compareNames } from '../../kernel/text';

/*
 * The planning reports (docs/planning.md "Reports and exports"). Every scorecard is read the way
 * the scorecard screens read it — its record, KPAs and KPIs in one query of its partition — and
 * scored by the same view (toScorecardDetail → the rating engine); the aggregates are pure
 * (scorecard-report.ts). Hidden scorecards are left out for people who do not administer
 * Strategic Planning, as the scorecard lists leave them out.
 */

const toPlanHead = (p: PlanItem) => ({
  id: p.planId,
  description: p.description,
  startDate: p.startDate,
  endDate: p.endDate,
  d_startDate: formatDate(p.startDate),
  d_endDate: formatDate(p.endDate),
});

const toAnnualHead = (a: AnnualPlanItem) => ({
  id: a.annualPlanId,
  label: rangeLabel(a),
  startDate: a.startDate,
  endDate: a.endDate,
  d_startDate: formatDate(a.startDate),
  d_endDate: formatDate(a.endDate),
});

const bandsOfScale = (scale: PlanRatingScale) =>
  scale.bands.map((b) => ({
    rating: b.rating,
    description: b.description,
    min: b.min,
    max: b.max,
    colorValue: b.colorValue,
  }));

/** The head every report carries: who, when, which plan, and the plan's scale. */
const head = (companyName: string, ctx: Ctx, plan: PlanItem, scale: PlanRatingScale) => ({
  companyName,
  generatedAt: ctx.now.toISOString(),
  plan: toPlanHead(plan),
  scale: scale.scale,
  bands: bandsOfScale(scale),
});

/**
 * spec §2 /app/reports/strategic-scorecards: one strategic scorecard scored for a period, with
 * its aggregates. The scorecard is read by the scorecard read itself (one query of its partition,
 * 404 for a hidden one to people who do not administer Strategic Planning), then the plan, its
 * bands and the company's name at once.
 */
export const strategicScorecardReport = async (
  ctx: Ctx,
  input: { scorecardId: string; period?: TRatingPeriod | undefined },
): Promise<TStrategicScorecardReport> => {
  const companyId = tenantOf(ctx);
  const detail = await readScorecard(ctx, ['strategic'], {
    id: input.scorecardId,
    period: input.period,
  }).catch((e: unknown) => {
    if (isAppError(e) && e.code === 'NOT_FOUND') {
      throw new AppError('NOT_FOUND', 'scorecardId: no such strategic scorecard in your company');
    }
    throw e;
  });
  const [plan, scale, company] = await Promise.all([
    findPlan(companyId, 'strategic', detail.planId, 'scorecardId'),
    ratingScaleOf(companyId, detail.planId),
    findCompany(companyId),
  ]);
  return {
    kind: 'strategic-scorecard',
    ...head(company.companyName, ctx, plan, scale),
    scorecard: scorecardReport(detail, scale.bands),
  };
};

/** What a corporate report needs once per strategic plan: its scale and perspectives, the admin flag. */
interface CorporateScope {
  companyId: string;
  scale: PlanRatingScale;
  perspectives: ReadonlyMap<string, string>;
  admin: boolean;
}

const scopeOf = async (ctx: Ctx, plan: PlanItem): Promise<CorporateScope & { companyName: string }> => {
  const companyId = tenantOf(ctx);
  const [scale, perspectives, admin, company] = await Promise.all([
    ratingScaleOf(companyId, plan.planId),
    perspectivesOf(companyId, plan.planId),
    isModuleAdmin(ctx, 'planning'),
    findCompany(companyId),
  ]);
  return {
    companyId,
    scale,
    perspectives: new Map(perspectives.map((p) => [p.perspectiveId, p.name])),
    admin,
    companyName: company.companyName,
  };
};

const byName = (a: ScorecardItem, b: ScorecardItem) =>
  compareNames(a.name, b.name) || a.scorecardId.localeCompare(b.scorecardId);

/** The corporate scorecards of an annual plan the caller may read: ready, and visible unless an administrator. */
const corporateOf = async (scope: CorporateScope, annualPlanId: string) => {
  const all = (await scorecardsUnder(scope.companyId, annualPlanId)).filter(
    (s) => s.state === 'ready' && (scope.admin || s.visible),
  );
  const annual = all.filter((s) => s.kind === 'corporate-annual').sort(byName);
  const periodicOf = (annualId: string): (ScorecardItem | null)[] =>
    [0, 1, 2, 3].map(
      (q) =>
        all.find(
          (s) => s.kind === 'corporate-periodic' && s.sourceScorecardId === annualId && s.quarter === q,
        ) ?? null,
    );
  return annual.map((a) => ({ annual: a, periodic: periodicOf(a.scorecardId) }));
};

/** One corporate scorecard read (one query of its partition) and scored for its default period. */
const scored = async (
  scope: CorporateScope,
  s: ScorecardItem,
  period?: RatingPeriod,
): Promise<TScoredScorecardReport> => {
  const contents = await contentsOf(scope.companyId, s.scorecardId);
  const detail = toScorecardDetail(s, contents, scope.scale, scope.perspectives, defaultPeriod(s, period));
  return scorecardReport(detail, scope.scale.bands);
};

const byStart = (a: AnnualPlanItem, b: AnnualPlanItem) =>
  a.startDate.localeCompare(b.startDate) || a.annualPlanId.localeCompare(b.annualPlanId);

/**
 * spec §2 /app/reports/annual-plans: each annual plan of a strategic plan (oldest first) with its
 * annual corporate scorecards scored for the year, and each one's total per quarter — the
 * quarter's periodic scorecard's total where one was built, else the annual scorecard scored for
 * the quarter.
 */
export const annualPlansReport = async (
  ctx: Ctx,
  input: { strategicPlanId: string },
): Promise<TAnnualPlansReport> => {
  const plan = await loadPlan(ctx, 'strategic', input.strategicPlanId);
  const [scope, annualPlans] = await Promise.all([
    scopeOf(ctx, plan),
    annualPlansOf(tenantOf(ctx), plan.planId),
  ]);
  const entries = await Promise.all(
    [...annualPlans].sort(byStart).map(async (ap) => {
      const sets = await corporateOf(scope, ap.annualPlanId);
      const scorecards = await Promise.all(
        sets.map(async (set) => {
          const [annual, ...periodic] = await Promise.all([
            scored(scope, set.annual),
            ...set.periodic.map((p) => (p ? scored(scope, p) : Promise.resolve(null))),
          ]);
          return {
            scorecard: annual!,
            quarters: annual!.quarters.map((q, i) => {
              const p = periodic[i];
              return p
                ? {
                    quarter: q.quarter,
                    label: q.label,
                    total: p.totals.total,
                    colorValue: p.totals.colorValue,
                    source: 'periodic' as const,
                    periodicScorecardId: p.id,
                  }
                : {
                    quarter: q.quarter,
                    label: q.label,
                    total: q.total,
                    colorValue: q.colorValue,
                    source: 'annual' as const,
                    periodicScorecardId: null,
                  };
            }),
          };
        }),
      );
      return { ...toAnnualHead(ap), scorecards };
    }),
  );
  return {
    kind: 'annual-plans',
    ...head(scope.companyName, ctx, plan, scope.scale),
    annualPlans: entries,
  };
};

/**
 * spec §2 /app/reports/periodic-annual-corporate-scorecards: the annual corporate scorecards of
 * an annual plan (by name), each scored for the year, with its periodic scorecards of Q1..Q4
 * scored for their quarters (null where none was built).
 */
export const corporateScorecardsReport = async (
  ctx: Ctx,
  input: { annualPlanId: string },
): Promise<TCorporateScorecardsReport> => {
  const ap = await loadAnnualPlan(ctx, input.annualPlanId);
  const plan = await findPlan(ap.companyId, 'strategic', ap.strategicPlanId, 'annualPlanId');
  const scope = await scopeOf(ctx, plan);
  const sets = await corporateOf(scope, ap.annualPlanId);
  const scorecards = await Promise.all(
    sets.map(async (set) => {
      const [annual, ...periodic] = await Promise.all([
        scored(scope, set.annual),
        ...set.periodic.map((p) => (p ? scored(scope, p) : Promise.resolve(null))),
      ]);
      return { annual: annual!, periodic };
    }),
  );
  return {
    kind: 'periodic-annual-corporate-scorecards',
    ...head(scope.companyName, ctx, plan, scope.scale),
    annualPlan: toAnnualHead(ap),
    scorecards,
  };
};
