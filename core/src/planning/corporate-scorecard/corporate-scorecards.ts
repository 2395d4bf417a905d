import {
  CORPORATE_KPI_FIELDS,
  type TScorecard,
  type TSaveCorporateKpiRequest,
  type TKpi,
} from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { requireModuleAdmin } from '../../platform/module/require-module-admin';
import {
  annualPlanScorecardCountUpdate,
  findAnnualPlan,
  loadAnnualPlan,
} from '../annual-plan/annual-plan-store';
import type { ScorecardItem, ScorecardKind } from '../entities/scorecard';
import type { ScorecardKpaItem } from '../entities/scorecard-kpa';
import type { ScorecardKpiItem } from '../entities/scorecard-kpi';
import { writeScorecard } from '../scorecard/build';
import type { NullableKpiField } from '../scorecard/kpi-fields';
import { updateKpi } from '../scorecard/kpis';
import {
  CORPORATE_KINDS,
  contentsOf,
  findScorecard,
  scorecardKey,
  tally,
} from '../scorecard/scorecard-store';
import { listedScorecards } from '../scorecard/scorecards';
import { toScorecard } from '../scorecard/scorecard-view';

const rank = (s: ScorecardItem) => (s.kind === 'corporate-annual' ? -1 : (s.quarter ?? 0));

/**
 * The corporate scorecards of an annual plan of the caller's company: the annual ones first, then
 * the periodic ones by quarter; optionally only one type, or the periodic ones of a quarter.
 */
export const listCorporateScorecards = async (
  ctx: Ctx,
  input: { annualPlanId: string; type?: 'annual' | 'periodic' | undefined; quarter?: number | undefined },
): Promise<TScorecard[]> => {
  const annual = await loadAnnualPlan(ctx, input.annualPlanId);
  const kinds: ScorecardKind[] =
    input.type === 'annual' && input.quarter === undefined
      ? ['corporate-annual']
      : input.type === 'periodic' || input.quarter !== undefined
        ? ['corporate-periodic']
        : [...CORPORATE_KINDS];
  const list = await listedScorecards(ctx, annual.annualPlanId, kinds);
  return list
    .filter((s) => input.quarter === undefined || s.quarter === input.quarter)
    .sort((a, b) => rank(a) - rank(b))
    .map(toScorecard);
};

/** KPI fields an annual corporate KPI starts without: the year's results are its own. */
export const RESULTS = [
  'ytd',
  'actual1',
  'actual2',
  'actual3',
  'actual4',
  'manualRatingScore',
  'adjustedScore',
] as const;

const copyOf = <T extends Record<string, unknown>>(item: T, drop: readonly string[]): T => {
  const out = { ...item };
  for (const f of ['buildId', 'version', 'createdAt', 'updatedAt', ...drop]) delete out[f];
  return out;
};

/**
 * KPAs and KPIs copied into a new scorecard: new ids (KPIs re-filed under the copies of their
 * KPAs), the source ids kept, everything tagged with the build id. `shape` adjusts each KPI.
 */
export const copies = (
  ctx: Ctx,
  to: { companyId: string; scorecardId: string; buildId: string },
  from: { kpas: ScorecardKpaItem[]; kpis: ScorecardKpiItem[] },
  shape: (k: ScorecardKpiItem) => Partial<ScorecardKpiItem>,
  drop: readonly string[],
) => {
  const now = ctx.now.toISOString();
  const stamp = { ...to, version: 1, createdAt: now, updatedAt: now };
  const kpaIds = new Map(from.kpas.map((k) => [k.kpaId, newId()]));
  const kpis = [...from.kpis]
    .sort((a, b) => a.kpiId.localeCompare(b.kpiId))
    .map((k) => {
      const kpaId = k.kpaId ? kpaIds.get(k.kpaId) : undefined;
      const copy = { ...copyOf(k, drop), ...shape(k) } as Record<string, unknown>;
      delete copy.kpaId;
      for (const [f, v] of Object.entries(copy)) if (v === undefined || v === null) delete copy[f];
      return {
        ...copy,
        ...stamp,
        kpiId: newId(),
        ...(kpaId ? { kpaId } : {}),
        sourceKpiId: k.kpiId,
      } as ScorecardKpiItem;
    });
  const under = tally(kpis.map((k) => k.kpaId));
  const kpas = [...from.kpas]
    .sort((a, b) => a.order - b.order || a.kpaId.localeCompare(b.kpaId))
    .map(
      (k) =>
        ({
          ...copyOf(k, []),
          ...stamp,
          kpaId: kpaIds.get(k.kpaId)!,
          kpiCount: under.get(kpaIds.get(k.kpaId)!) ?? 0,
          sourceKpaId: k.kpaId,
        }) as ScorecardKpaItem,
    );
  return { kpas, kpis };
};

/**
 * Builds the annual corporate scorecard of an annual plan by copying a strategic scorecard of its
 * strategic plan (Strategic Planning administrators): its KPAs and KPIs with their targets,
 * weights, types and perspectives — not the strategic scorecard's results (ytd, actuals, manual
 * and adjusted scores), which the year enters itself. Each KPI keeps `sourceKpiId` = the strategic
 * KPI. All or none, however many KPIs (writeScorecard); the annual plan's count moves with it.
 */
export const addCorporateScorecard = async (
  ctx: Ctx,
  input: { annualPlanId: string; strategicScorecardId: string; name: string },
): Promise<TScorecard> => {
  const companyId = tenantOf(ctx);
  const [annual, source] = await Promise.all([
    findAnnualPlan(companyId, input.annualPlanId, 'annualPlanId'),
    findScorecard(companyId, input.strategicScorecardId, ['strategic'], 'strategicScorecardId'),
  ]);
  await requireModuleAdmin(ctx, 'planning');
  if (source.planId !== annual.strategicPlanId) {
    throw new AppError(
      'UNPROCESSABLE',
      `strategicScorecardId: “${source.name}” belongs to another strategic plan than this annual plan’s.`,
    );
  }
  const contents = await contentsOf(companyId, source.scorecardId);
  const scorecardId = newId();
  const buildId = newId();
  const { kpas, kpis } = copies(ctx, { companyId, scorecardId, buildId }, contents, () => ({}), RESULTS);
  const now = ctx.now.toISOString();
  const scorecard = {
    companyId,
    scorecardId,
    kind: 'corporate-annual',
    planId: annual.strategicPlanId,
    planKind: 'strategic',
    listKey: annual.annualPlanId,
    annualPlanId: annual.annualPlanId,
    sourceScorecardId: source.scorecardId,
    name: input.name,
    includeKeyPerformanceArea: source.includeKeyPerformanceArea,
    visible: true,
    ratingMode: source.ratingMode,
    kpaCount: kpas.length,
    kpiCount: kpis.length,
    commentCount: 0,
    state: 'building',
    buildId,
    version: 1,
    createdAt: now,
    updatedAt: now,
  } satisfies ScorecardItem;
  await writeScorecard(ctx, {
    scorecard,
    kpas,
    kpis,
    claim: (tx) => [annualPlanScorecardCountUpdate(tx, companyId, annual.annualPlanId, 1)],
    release: (tx) => [annualPlanScorecardCountUpdate(tx, companyId, annual.annualPlanId, -1)],
    audit: {
      entityType: 'corporate-scorecard',
      action: 'add',
      summary: `Corporate scorecard “${input.name}” built from “${source.name}” (${kpas.length} KPAs, ${kpis.length} KPIs)`,
      after: {
        name: input.name,
        sourceScorecardId: source.scorecardId,
        kpaCount: kpas.length,
        kpiCount: kpis.length,
      },
    },
    conflict: new AppError(
      'CONFLICT',
      'The annual plan, or a perspective of the strategic scorecard, was changed or deleted while the corporate scorecard was being built: nothing was built. Reload and try again.',
    ),
  });
  return toScorecard(await findScorecard(companyId, scorecardId, CORPORATE_KINDS));
};

type Slot = 'periodicScorecardId1' | 'periodicScorecardId2' | 'periodicScorecardId3' | 'periodicScorecardId4';
const slotOf = (quarter: number) => `periodicScorecardId${quarter + 1}` as Slot;
const figure = (k: ScorecardKpiItem, name: string, quarter: number) =>
  (k as unknown as Record<string, number | undefined>)[`${name}${quarter + 1}`];

/**
 * Builds the periodic corporate scorecard of a quarter from an annual one (Strategic Planning
 * administrators): one per quarter (the annual scorecard's slot for it is claimed in the first
 * transaction). Every KPI is carried with its fields, the annual KPI's periodic target of the
 * quarter becoming its target, and `sourceKpiId` = the annual KPI.
 */
export const addPeriodicScorecard = async (
  ctx: Ctx,
  input: { annualScorecardId: string; quarter: number; name?: string | undefined },
): Promise<TScorecard> => {
  const companyId = tenantOf(ctx);
  const annual = await findScorecard(
    companyId,
    input.annualScorecardId,
    ['corporate-annual'],
    'annualScorecardId',
  );
  await requireModuleAdmin(ctx, 'planning');
  const slot = slotOf(input.quarter);
  const label = `Q${input.quarter + 1}`;
  const taken = () =>
    new AppError('CONFLICT', `“${annual.name}” already has its ${label} periodic scorecard.`);
  if (annual[slot]) throw taken();
  const contents = await contentsOf(companyId, annual.scorecardId);
  const scorecardId = newId();
  const buildId = newId();
  const { kpas, kpis } = copies(
    ctx,
    { companyId, scorecardId, buildId },
    contents,
    (k) => ({ target: figure(k, 'periodicTarget', input.quarter) }),
    [],
  );
  const now = ctx.now.toISOString();
  const name = input.name ?? `${annual.name} (${label})`;
  const scorecard = {
    companyId,
    scorecardId,
    kind: 'corporate-periodic',
    planId: annual.planId,
    planKind: annual.planKind,
    listKey: annual.annualPlanId!,
    annualPlanId: annual.annualPlanId!,
    quarter: input.quarter,
    sourceScorecardId: annual.scorecardId,
    name,
    includeKeyPerformanceArea: annual.includeKeyPerformanceArea,
    visible: true,
    ratingMode: annual.ratingMode,
    kpaCount: kpas.length,
    kpiCount: kpis.length,
    commentCount: 0,
    state: 'building',
    buildId,
    version: 1,
    createdAt: now,
    updatedAt: now,
  } satisfies ScorecardItem;
  await writeScorecard(ctx, {
    scorecard,
    kpas,
    kpis,
    claim: (tx) => [
      annualPlanScorecardCountUpdate(tx, companyId, annual.annualPlanId!, 1),
      tx.scorecard
        .patch(scorecardKey(annual))
        .set({ [slot]: scorecardId } as Record<Slot, string>)
        .where((attr, op) => `${op.notExists(attr[slot])} AND ${op.eq(attr.state, 'ready')}`)
        .commit(),
    ],
    release: (tx) => [
      annualPlanScorecardCountUpdate(tx, companyId, annual.annualPlanId!, -1),
      tx.scorecard
        .patch(scorecardKey(annual))
        .remove([slot])
        .where((attr, op) => op.eq(attr[slot], scorecardId))
        .commit(),
    ],
    audit: {
      entityType: 'corporate-scorecard',
      action: 'add-periodic',
      summary: `Periodic corporate scorecard “${name}” (${label}) built from “${annual.name}” (${kpis.length} KPIs)`,
      after: { name, quarter: input.quarter, sourceScorecardId: annual.scorecardId, kpiCount: kpis.length },
    },
    conflict: new AppError(
      'CONFLICT',
      `The ${label} periodic scorecard of “${annual.name}” was built by someone else, or the annual scorecard or plan changed, a moment ago: nothing was built. Reload and try again.`,
    ),
  });
  return toScorecard(await findScorecard(companyId, scorecardId, CORPORATE_KINDS));
};

/** save-kpi of a corporate scorecard: a KPI's targets, weight and scores (versioned, audited). */
export const saveCorporateKpi = async (ctx: Ctx, input: TSaveCorporateKpiRequest): Promise<TKpi> => {
  const s = await findScorecard(tenantOf(ctx), input.scorecardId, CORPORATE_KINDS, 'scorecardId');
  await requireModuleAdmin(ctx, 'planning');
  return updateKpi(ctx, s, input, CORPORATE_KPI_FIELDS);
};
