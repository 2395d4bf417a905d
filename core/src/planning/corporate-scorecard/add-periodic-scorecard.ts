import { type TScorecard } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { requireCorporateWriter } from './corporate-access';
import {
  annualPlanScorecardCountUpdate,
  copies,
  type ScorecardItem,
  type ScorecardKpiItem,
  writeScorecard,
  CORPORATE_KINDS,
  contentsOf,
  findScorecard,
  scorecardKey,
  toScorecard,
} from '../../scorecard';

type Slot = 'periodicScorecardId1' | 'periodicScorecardId2' | 'periodicScorecardId3' | 'periodicScorecardId4';
const slotOf = (quarter: number) => `periodicScorecardId${quarter + 1}` as Slot;
const figure = (k: ScorecardKpiItem, name: string, quarter: number) =>
  (k as unknown as Record<string, number | undefined>)[`${name}${quarter + 1}`];

/**
 * Builds the periodic corporate scorecard of a quarter from an annual one (whoever answers for
 * corporate scorecards, corporate-access.ts): one per quarter (the annual scorecard's slot for it is claimed in the first
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
  await requireCorporateWriter(ctx);
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
