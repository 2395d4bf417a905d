import type { TScoredScorecardReport } from '@stratum/contracts';
import type { RatingPeriod } from '@stratum/rules';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { compareNames } from '../../kernel/text';
import { findCompany, isModuleAdmin } from '../../platform';
import {
  contentsOf,
  defaultPeriod,
  perspectivesOf,
  ratingScaleOf,
  scorecardsUnder,
  toScorecardDetail,
  type PlanRatingScale,
  type ScorecardItem,
} from '../../scorecard';
import type { PlanItem } from '../entities/plan';
import { scorecardReport } from './scorecard-report';

/** What a corporate report needs once per strategic plan: its scale and perspectives, the admin flag. */
export interface CorporateScope {
  companyId: string;
  scale: PlanRatingScale;
  perspectives: ReadonlyMap<string, string>;
  admin: boolean;
}

export const scopeOf = async (
  ctx: Ctx,
  plan: PlanItem,
): Promise<CorporateScope & { companyName: string }> => {
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
export const corporateOf = async (scope: CorporateScope, annualPlanId: string) => {
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
export const scored = async (
  scope: CorporateScope,
  s: ScorecardItem,
  period?: RatingPeriod,
): Promise<TScoredScorecardReport> => {
  const contents = await contentsOf(scope.companyId, s.scorecardId);
  const detail = toScorecardDetail(s, contents, scope.scale, scope.perspectives, defaultPeriod(s, period));
  return scorecardReport(detail, scope.scale.bands);
};

/** An annual corporate scorecard scored for the year, and its Q1..Q4 periodic ones (null where none). */
export const scoredSet = async (
  scope: CorporateScope,
  set: { annual: ScorecardItem; periodic: (ScorecardItem | null)[] },
): Promise<{ annual: TScoredScorecardReport; periodic: (TScoredScorecardReport | null)[] }> => {
  const [annual, ...periodic] = await Promise.all([
    scored(scope, set.annual),
    ...set.periodic.map((p) => (p ? scored(scope, p) : Promise.resolve(null))),
  ]);
  return { annual: annual!, periodic };
};
